import type { Command } from 'commander';
import type { Visibility } from '../../core/domain/types';
import { toApiJson } from '../../core/serialize/api-json';
import { terminalText } from '../../shared/text/terminal-safe';
import { type GlobalOptions, requireLogin, withContext } from '../context';
import { usageError } from '../exit-codes';
import { loadHumanFormat } from '../human';
import { printJson, printLine, readStdin } from '../io';
import { entityId, visibility } from '../parse';

interface PostOptions {
  cw?: string;
  visibility?: Visibility;
  replyTo?: string;
  json?: boolean;
}

export function registerStatus(program: Command, global: () => GlobalOptions): void {
  program
    .command('post')
    .description('post a status; TEXT "-" reads it from standard input')
    .argument('<text>', 'the status text, or - for standard input')
    .option('--cw <text>', 'content warning (subject)')
    .option('--visibility <scope>', 'public | unlisted | private | direct', visibility)
    .option('--reply-to <id>', 'the id of the status to reply to', entityId)
    .option('--json', 'print the posted status as JSON')
    .action(async (textArg: string, options: PostOptions) => {
      const text = textArg === '-' ? await readStdin() : textArg;
      if (text.trim() === '') throw usageError("Can't post an empty status with no files");
      await withContext(global(), async ({ root }) => {
        requireLogin(root);
        const { status, bundle } = await root.client.statuses.create({
          status: text.replace(/\n$/, ''),
          spoilerText: options.cw,
          visibility: options.visibility,
          inReplyToId: options.replyTo,
          // One key per invocation: a retried request cannot post twice.
          // node:crypto is loaded by `post` only, not by every command.
          idempotencyKey: process.getBuiltinModule('node:crypto').randomUUID(),
        });
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
        const { status, bundle } = await root.client.statuses.fetch(id);
        root.entities.ingest(bundle);
        if (options.json) printJson(toApiJson.status(status, root.entities));
        else {
          const { formatStatus } = await loadHumanFormat();
          printLine(terminalText(formatStatus(status, root.entities, Date.now())));
        }
      });
    });
}
