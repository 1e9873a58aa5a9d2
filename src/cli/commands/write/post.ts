import type { Attachment } from '../../../core/domain/types';
import type { ComposeStore } from '../../../core/model/compose';
import { createCompose } from '../../../core/model/post/create-compose';
import { pollLimitProblem, pollsAvailable } from '../../../core/model/post/poll-draft';
import { canEdit, canQuote } from '../../../core/model/post/post-rules';
import { parseScheduleTime } from '../../../core/model/post/scheduling';
import type { RootStore } from '../../../core/model/root';
import { toApiJson } from '../../../core/serialize/api-json';
import { terminalText } from '../../../shared/text/terminal-safe';
import { type GlobalOptions, requireLogin, withContext } from '../../context';
import { usageError } from '../../exit-codes';
import { loadHumanFormat } from '../../human';
import { printJson, printLine, readStdin } from '../../io';
import { fetchStatus } from '../../lookup';
import { composeProblem, pollProblemError, scheduleProblemError } from '../../post-problems';
import type { EditOptions, PostOptions } from '../writing';
import { keepUnsentPost } from './drafts';
import { pickFiles, stickerFile, uploadFiles } from './media';
import { printScheduled } from './scheduled';

/** The spec's default poll run when `--poll-expires` is not given: 10 minutes. */
const DEFAULT_POLL_SECONDS = 600;

/** Rules that need no server: said before login or any request. */
function checkOffline(text: string, options: PostOptions, files: number): Date | undefined {
  if (options.replyTo && options.quote)
    throw usageError('A post is either a reply (--reply-to) or a quote (--quote), not both');
  if (!options.poll && (options.pollExpires !== undefined || options.pollMultiple))
    throw usageError('--poll-expires and --poll-multiple need at least two --poll options');
  if (options.at && options.preview)
    throw usageError('--preview shows a post now; it cannot be scheduled with --at');
  if (text.trim() === '' && !options.poll && files === 0)
    throw usageError("Can't post an empty status with no files");
  if (!options.at) return undefined;
  const parsed = parseScheduleTime(options.at, Date.now());
  if ('problem' in parsed) throw scheduleProblemError(parsed.problem);
  return parsed.at;
}

/** Rules that need the instance document (limits, formats, features). */
function applyInstanceRules(
  root: RootStore,
  compose: ComposeStore,
  options: PostOptions,
  files = 0,
): void {
  const server = root.session.server ?? 'this server';
  const caps = root.instance.capabilities;
  if (options.contentType && root.instance.info && !caps.postFormats.includes(options.contentType))
    throw usageError(
      `${server} does not take ${options.contentType}; it takes ${caps.postFormats.join(', ')}`,
    );
  if (options.poll) {
    if (!pollsAvailable(caps.polls)) throw usageError(`${server} offers no polls`);
    const poll = {
      options: options.poll,
      expiresIn: options.pollExpires ?? DEFAULT_POLL_SECONDS,
      multiple: options.pollMultiple ?? false,
    };
    const problem = pollLimitProblem(poll, caps.polls);
    if (problem) throw pollProblemError(problem, server);
    compose.setPollOpen(true);
    options.poll.forEach((option, index) => {
      if (index >= compose.poll.options.length) compose.poll.addOption(option);
      else compose.poll.setOption(index, option);
    });
    compose.poll.setMultiple(poll.multiple);
    compose.poll.setExpiresIn(poll.expiresIn);
  }
  const found = compose.problem();
  // Files are uploaded after these checks: a post of files alone is not empty.
  const problem = found?.kind === 'empty' && files > 0 ? undefined : found;
  // Without the instance document the server decides about length (its limit is unknown).
  if (problem && (problem.kind !== 'too_long' || root.instance.info))
    throw composeProblem(problem, server);
}

/** Uploaded files join the form (described already: nothing to save again before posting). */
async function attachFiles(
  compose: ComposeStore,
  uploaded: readonly Attachment[],
  options: PostOptions,
): Promise<void> {
  const media = await compose.loadMedia();
  media.restore({
    attachments: uploaded.map((a) => ({
      id: a.id,
      mimeType: a.mimeType ?? '',
      url: a.url,
      previewUrl: a.previewUrl ?? '',
      description: a.description ?? '',
      savedDescription: a.description ?? '',
    })),
    sensitive: options.sensitive === true,
  });
}

async function sendOrThrow(compose: ComposeStore): Promise<string> {
  const id = await compose.send();
  if (id) return id;
  throw compose.failure ?? composeProblem(compose.error ?? { kind: 'empty' }, '');
}

/** `petrel post TEXT [options]`. */
export async function post(
  global: GlobalOptions,
  textArg: string,
  options: PostOptions,
): Promise<void> {
  const text = (textArg === '-' ? await readStdin() : textArg).replace(/\n$/, '');
  // Files are read (and refused: missing, unreadable) before anything is sent.
  const choices = options.media ?? options.sticker ?? [];
  await pickFiles(choices);
  const at = checkOffline(text, options, choices.length);
  await withContext(global, async (ctx) => {
    const { root } = ctx;
    requireLogin(root);
    await root.instance.load(root.client);
    const compose = createCompose(root);
    compose.setText(text);
    compose.setSpoilerText(options.cw ?? '');
    if (options.visibility) compose.setVisibility(options.visibility);
    if (options.contentType) compose.setContentType(options.contentType);
    if (options.replyTo) compose.replyTo(options.replyTo);
    // Stickers are fetched from the server, in their place among the files.
    const files = await pickFiles(choices, (ref) => stickerFile(root, ref));
    if (options.quote) await startQuote(root, compose, options.quote);
    if (at) compose.setScheduledAt(at.toISOString());
    applyInstanceRules(root, compose, options, files.length);
    if (options.preview) return printPreview(root, compose, options.json);
    if (files.length > 0) await attachFiles(compose, await uploadFiles(root, files), options);
    const id = await sendOrThrow(compose).catch((error: unknown) =>
      // A 5xx or a dropped connection must not lose the words or the uploaded files.
      compose.failure === undefined
        ? Promise.reject(error)
        : keepUnsentPost(ctx, compose.snapshot(), error),
    );
    const outcome = compose.lastOutcome;
    if (outcome?.kind === 'scheduled')
      return printScheduled([outcome.scheduled], ctx.dates, options.json, true);
    const status = root.entities.status(id);
    if (options.json && status) printJson(toApiJson.status(status, root.entities));
    else printLine(terminalText(`Posted ${id}${status?.url ? ` ${status.url}` : ''}`));
  });
}

/** `petrel edit ID [TEXT]`: without TEXT, the status's source. */
export async function edit(
  global: GlobalOptions,
  id: string,
  textArg: string | undefined,
  options: EditOptions,
): Promise<void> {
  const text =
    textArg === undefined
      ? undefined
      : (textArg === '-' ? await readStdin() : textArg).replace(/\n$/, '');
  if (text !== undefined && text.trim() === '')
    throw usageError("Can't post an empty status with no files");
  await withContext(global, async ({ root }) => {
    requireLogin(root);
    const [{ status }] = await Promise.all([
      fetchStatus(root, id),
      root.instance.load(root.client),
    ]);
    const server = root.session.server ?? 'this server';
    if (!root.instance.capabilities.editing) throw usageError(`${server} does not offer editing`);
    if (!canEdit(status, root.session.accountId ?? undefined, true))
      throw usageError('Only your own statuses can be edited');
    const source = await root.client.statuses.source(status.id);
    if (text === undefined) {
      if (options.json)
        printJson({
          id: source.id,
          text: source.text,
          spoiler_text: source.spoilerText,
          content_type: source.contentType,
        });
      else printLine(terminalText(source.text));
      return;
    }
    const compose = createCompose(root);
    compose.startEdit(source);
    compose.setText(text);
    if (options.cw !== undefined) compose.setSpoilerText(options.cw);
    if (options.contentType) compose.setContentType(options.contentType);
    applyInstanceRules(root, compose, {});
    const editedId = await sendOrThrow(compose);
    const edited = root.entities.status(editedId);
    if (options.json && edited) printJson(toApiJson.status(edited, root.entities));
    else printLine(terminalText(`Edited ${editedId}`));
  });
}

async function startQuote(root: RootStore, compose: ComposeStore, id: string): Promise<void> {
  const { status, bundle } = await fetchStatus(root, id);
  root.entities.ingest(bundle);
  if (!canQuote(status, root.session.accountId ?? undefined, root.instance.capabilities.quotes))
    throw usageError(
      root.instance.capabilities.quotes
        ? 'Only public, unlisted or local statuses, or your own private ones, can be quoted'
        : `${root.session.server ?? 'this server'} does not offer quotes`,
    );
  compose.startQuote(status);
}

async function printPreview(root: RootStore, compose: ComposeStore, json?: boolean): Promise<void> {
  const { status, bundle } = await root.client.statuses.preview(compose.previewDraft());
  root.entities.ingest(bundle);
  if (json) return printJson(toApiJson.status(status, root.entities));
  const { formatStatus } = await loadHumanFormat();
  printLine(terminalText(formatStatus(status, root.entities, Date.now())));
}
