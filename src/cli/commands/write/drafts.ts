import { describeError } from '../../../core/errors';
import type { ComposeSnapshot, Draft } from '../../../core/model/draft-record';
import { draftsOf } from '../../../core/model/drafts';
import { createCompose } from '../../../core/model/post/create-compose';
import type { RootStore } from '../../../core/model/root';
import { toApiJson } from '../../../core/serialize/api-json';
import { terminalText } from '../../../shared/text/terminal-safe';
import { type CliContext, type GlobalOptions, requireLogin, withContext } from '../../context';
import { toExit } from '../../errors';
import { CliError, ExitCode, usageError } from '../../exit-codes';
import { printJson, printLine } from '../../io';

/** `petrel drafts [resume|discard ID]` (see ../drafts.ts). */
export async function drafts(
  global: GlobalOptions,
  action: string | undefined,
  id: string | undefined,
  options: JsonOption,
): Promise<void> {
  if (action !== undefined && action !== 'resume' && action !== 'discard') {
    throw usageError(`Unknown drafts action "${action}": use resume ID or discard ID`);
  }
  if (action && !id) throw usageError(`petrel drafts ${action} needs a draft id`);
  await withContext(
    global,
    async (ctx) => {
      requireLogin(ctx.root);
      if (action === 'resume') await resume(ctx.root, id!, options);
      else if (action === 'discard') discard(ctx.root, id!);
      else list(ctx.root, options);
    },
    { writes: action !== undefined },
  );
}

interface JsonOption {
  json?: boolean;
}

function list(root: RootStore, options: JsonOption): void {
  const drafts = draftsOf(root.scope).list();
  if (options.json) {
    printJson(drafts.map(draftJson));
    return;
  }
  if (drafts.length === 0) {
    printLine(terminalText('No unsent drafts'));
    return;
  }
  for (const draft of drafts) {
    const when = draft.updatedAt > 0 ? new Date(draft.updatedAt).toISOString() : '-';
    const words = (draft.text.trim() || draft.spoilerText.trim()).replace(/\s+/g, ' ');
    printLine(terminalText(`${draft.id}  ${contextText(draft)}  ${when}  ${words}`));
    if (draft.error) printLine(terminalText(`    not sent: ${draft.error}`));
  }
}

function discard(root: RootStore, id: string): void {
  if (!draftsOf(root.scope).discard(id)) throw usageError(noSuchDraft(id));
  printLine(terminalText(`Discarded draft ${id}`));
}

/** Sent through the same post form as every face (validation, idempotency, media). */
async function resume(root: RootStore, id: string, options: JsonOption): Promise<void> {
  const draft = draftsOf(root.scope).get(id);
  if (!draft) throw usageError(noSuchDraft(id));
  const compose = createCompose(root, { draft });
  // The form writes its draft: gone after a post, kept with the new error after a failure.
  const binding = draftsOf(root.scope).attach(compose, draft.id);
  const statusId = await compose.send();
  binding.dispose();
  const status = statusId ? root.entities.status(statusId) : undefined;
  if (!status) {
    const error = compose.error;
    if (error?.kind !== 'server') {
      // Empty or over the limit: the draft needs changing, not another try.
      throw usageError(`Draft ${id} cannot be sent as it is: continue it in \`petrel tui\``);
    }
    throw new CliError(
      `Not sent: ${error.detail}\nThe draft is kept: \`petrel drafts resume ${binding.id ?? id}\` tries again.`,
      ExitCode.failure,
    );
  }
  if (options.json) printJson(toApiJson.status(status, root.entities));
  else printLine(terminalText(`Posted ${status.id}${status.url ? ` ${status.url}` : ''}`));
}

/**
 * `petrel post` could not send: keep what it was sending as a draft (the words must not be
 * lost with a dropped connection or a 5xx) and end with the send's own error and exit code,
 * saying how to send it again.
 */
export async function keepUnsentPost(
  ctx: CliContext,
  snapshot: ComposeSnapshot,
  error: unknown,
): Promise<never> {
  const exit = toExit(error);
  let kept: Draft | undefined;
  try {
    await ctx.prepareWrites();
    kept = draftsOf(ctx.root.scope).save(snapshot, { error: describeError(error) });
  } catch {
    // The config file cannot be written: the send's error is still the thing to report.
  }
  const note = kept
    ? `\nThe post is kept as draft ${kept.id}: \`petrel drafts resume ${kept.id}\` sends it again.`
    : '';
  throw new CliError(`${exit.message}${note}`, exit.code);
}

function noSuchDraft(id: string): string {
  return `No unsent draft ${id} (see \`petrel drafts\`)`;
}

function contextText(draft: Draft): string {
  const { context } = draft;
  return context.kind === 'new' ? 'new' : `${context.kind}:${context.statusId}`;
}

/** A draft as `--json` prints it: snake_case like the API's own entities. */
function draftJson(draft: Draft): Record<string, unknown> {
  const { context } = draft;
  return {
    id: draft.id,
    context: context.kind,
    status_id: context.kind === 'new' ? null : context.statusId,
    updated_at: new Date(draft.updatedAt).toISOString(),
    error: draft.error,
    status: draft.text,
    spoiler_text: draft.spoilerText,
    visibility: draft.visibility,
    in_reply_to_id: draft.inReplyToId,
    quote_id: draft.quoteId ?? null,
    content_type: draft.contentType ?? null,
    sensitive: draft.sensitive ?? false,
    media: (draft.media ?? []).map((m) => ({ id: m.id, description: m.description })),
    poll: draft.poll
      ? {
          options: draft.poll.options,
          expires_in: draft.poll.expiresIn,
          multiple: draft.poll.multiple,
        }
      : null,
    scheduled_at: draft.scheduledAt ?? null,
  };
}
