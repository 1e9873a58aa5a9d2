import type { Command } from 'commander';
import { type ComposeVisibility, draftLength } from '../../core/model/compose';
import type { RootStore } from '../../core/model/root';
import { toApiJson } from '../../core/serialize/api-json';
import { terminalText } from '../../shared/text/terminal-safe';
import { type GlobalOptions, requireLogin, withContext } from '../context';
import { usageError } from '../exit-codes';
import { loadHumanFormat } from '../human';
import { printJson, printLine, readStdin } from '../io';
import { fetchStatus } from '../lookup';
import { entityId, visibility } from '../parse';
import { keepUnsentPost } from './drafts';
import { addMediaOptions, type MediaOptions, pickFiles, uploadFiles } from './media';

interface PostOptions extends MediaOptions {
  cw?: string;
  /** One of the four a post form offers (the `visibility` parser refuses others). */
  visibility?: ComposeVisibility;
  replyTo?: string;
  json?: boolean;
}

/**
 * The instance's text limit is checked here, before sending: the server would refuse it
 * anyway, with wording that varies. When the instance document cannot be read, the server
 * decides.
 */
async function refuseOverLimit(root: RootStore, text: string, cw: string): Promise<void> {
  await root.instance.load(root.client);
  if (!root.instance.info) return;
  const limit = root.instance.textLimit;
  const length = draftLength(text, cw);
  if (limit > 0 && length > limit) {
    throw usageError(
      `The status is ${length} characters (with its content warning); ${root.session.server} allows at most ${limit}`,
    );
  }
}

export function registerStatus(program: Command, global: () => GlobalOptions): void {
  const post = program
    .command('post')
    .description('post a status; TEXT "-" reads it from standard input')
    .argument('<text>', 'the status text, or - for standard input')
    .option('--cw <text>', 'content warning (subject)')
    .option('--visibility <scope>', 'public | unlisted | private | direct', visibility)
    .option('--reply-to <id>', 'the id of the status to reply to', entityId)
    .option('--json', 'print the posted status as JSON');
  addMediaOptions(post).action(async (textArg: string, options: PostOptions) => {
    const text = textArg === '-' ? await readStdin() : textArg;
    const files = await pickFiles(options.media ?? []);
    if (text.trim() === '' && files.length === 0)
      throw usageError("Can't post an empty status with no files");
    await withContext(global(), async (ctx) => {
      const { root } = ctx;
      requireLogin(root);
      const body = text.replace(/\n$/, '');
      await refuseOverLimit(root, body, options.cw ?? '');
      const media = files.length > 0 ? await uploadFiles(root, files) : [];
      const { status, bundle } = await root.client.statuses
        .create({
          status: body,
          spoilerText: options.cw,
          visibility: options.visibility,
          inReplyToId: options.replyTo,
          mediaIds: media.map((a) => a.id),
          sensitive: options.sensitive,
          // One key per invocation: a retried request cannot post twice.
          // node:crypto is loaded by `post` only, not by every command.
          idempotencyKey: process.getBuiltinModule('node:crypto').randomUUID(),
        })
        .catch((error: unknown) =>
          // A 5xx or a dropped connection must not lose the words or the uploaded files.
          keepUnsentPost(
            ctx,
            {
              text: body,
              spoilerText: options.cw ?? '',
              visibility: options.visibility ?? 'public',
              inReplyToId: options.replyTo ?? null,
              ...(media.length > 0
                ? {
                    media: media.map((a) => ({ id: a.id, description: a.description ?? '' })),
                    sensitive: options.sensitive === true,
                  }
                : {}),
            },
            error,
          ),
        );
      root.entities.ingest(bundle);
      if (options.json) printJson(toApiJson.status(status, root.entities));
      else printLine(terminalText(`Posted ${status.id}${status.url ? ` ${status.url}` : ''}`));
    });
  });

  program
    .command('show')
    .description('show one status')
    .argument('<id>', 'status id', entityId)
    .option('--json', 'print the status as JSON')
    .action(async (id: string, options: { json?: boolean }) => {
      await withContext(global(), async ({ root }) => {
        requireLogin(root);
        const { status, bundle } = await fetchStatus(root, id);
        root.entities.ingest(bundle);
        if (options.json) printJson(toApiJson.status(status, root.entities));
        else {
          const { formatStatus } = await loadHumanFormat();
          printLine(terminalText(formatStatus(status, root.entities, Date.now())));
        }
      });
    });
}
