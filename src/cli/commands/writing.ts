import type { Command } from 'commander';
import type { ComposeVisibility } from '../../core/model/post/compose-types';
import type { GlobalOptions } from '../context';
import { collect, durationSeconds, entityId, visibility } from '../parse';
import { loadWrite } from './load-write';
import { addMediaOptions, type MediaOptions } from './media';

export interface PostOptions extends MediaOptions {
  cw?: string;
  visibility?: ComposeVisibility;
  contentType?: string;
  replyTo?: string;
  quote?: string;
  poll?: string[];
  pollExpires?: number;
  pollMultiple?: boolean;
  at?: string;
  preview?: boolean;
  json?: boolean;
}

export interface EditOptions {
  cw?: string;
  contentType?: string;
  json?: boolean;
}

export function registerWriting(program: Command, global: () => GlobalOptions): void {
  const post = program
    .command('post')
    .description('post a status; TEXT "-" reads it from standard input')
    .argument('<text>', 'the status text, or - for standard input')
    .option('--cw <text>', 'content warning (subject)')
    .option('--visibility <scope>', 'public | unlisted | private | direct', visibility)
    .option('--content-type <type>', 'one of the server post formats (text/markdown, ...)')
    .option('--reply-to <id>', 'the id of the status to reply to', entityId)
    .option('--quote <id>', 'the id of the status to quote', entityId)
    .option('--poll <option>', 'a poll option (give it 2 or more times)', collect)
    .option('--poll-expires <duration>', 'how long the poll runs: 30m, 1h, 1d', durationSeconds)
    .option('--poll-multiple', 'let voters pick several options')
    .option('--at <time>', 'publish later: "YYYY-MM-DD HH:MM" (local) or ISO 8601')
    .option('--preview', 'show how the server renders the post, without posting')
    .option('--json', 'print the posted (or scheduled, or previewed) status as JSON');
  addMediaOptions(post).action(async (text: string, options: PostOptions) =>
    (await loadWrite()).post(global(), text, options),
  );

  program
    .command('edit')
    .description('edit one of your statuses; without TEXT, print its source')
    .argument('<id>', 'status id', entityId)
    .argument('[text]', 'the new text, or - for standard input')
    .option('--cw <text>', 'the new content warning (kept when not given)')
    .option('--content-type <type>', 'one of the server post formats')
    .option('--json', 'print the edited status (or the source) as JSON')
    .action(async (id: string, text: string | undefined, options: EditOptions) =>
      (await loadWrite()).edit(global(), id, text, options),
    );
}
