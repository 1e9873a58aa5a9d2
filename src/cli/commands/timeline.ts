import type { Command } from 'commander';
import type { GlobalOptions } from '../context';
import { ALL_PAGES_LIMIT } from '../page-walk';
import { intInRange } from '../parse';
import { KINDS_HELP, runTimeline, type TimelineOptions } from './timeline-run';

export { parseTimelineKind, type TimelineChoice } from './timeline-run';

export function registerTimeline(program: Command, global: () => GlobalOptions): void {
  program
    .command('timeline')
    .description('print a timeline: home, public, local, or tag NAME')
    .argument('[kind]', KINDS_HELP, 'home')
    .argument('[arg]', 'the hashtag, list or account name')
    .option('--limit <n>', 'statuses per page (1-40)', intInRange(1, 40), 20)
    .option(
      '--pages <n>',
      'fetch this many pages (1-1000; with --all: at most this many)',
      intInRange(1, 1000),
    )
    .option(
      '--all',
      `follow older pages until the end, at most ${ALL_PAGES_LIMIT} (--pages N changes that)`,
    )
    .option('--json', 'print one JSON array of statuses (Mastodon API shape)')
    .option('--ndjson', 'print one JSON status per line as pages arrive')
    .option('--media', 'with `user`: only statuses with media')
    .option('--server <url>', 'read a public timeline anonymously from this server')
    .action((kindArg: string, arg: string | undefined, options: TimelineOptions) =>
      runTimeline(global(), kindArg, arg, options),
    );
}
