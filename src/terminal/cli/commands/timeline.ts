import type { Command } from 'commander';
import { paginate, type StatusPage, type TimelineKind } from '../../../core/api/client';
import type { RootStore } from '../../../core/model/root';
import { toApiJson } from '../../../core/serialize/api-json';
import { type GlobalOptions, requireLogin, withContext } from '../context';
import { usageError } from '../exit-codes';
import { formatStatus } from '../format';
import { printJson, printLine } from '../io';
import { intInRange } from '../parse';

interface TimelineOptions {
  limit: number;
  pages?: number;
  all?: boolean;
  json?: boolean;
  ndjson?: boolean;
  server?: string;
}

const ANONYMOUS_OK = new Set(['public', 'tag']);

/** `home`, `public`, `local`, `tag NAME` → the API's timeline kind. */
export function parseTimelineKind(kind: string, arg: string | undefined): TimelineKind {
  switch (kind) {
    case 'home':
      return { type: 'home' };
    case 'public':
    case 'federated':
      return { type: 'public' };
    case 'local':
      return { type: 'public', local: true };
    case 'tag': {
      const tag = (arg ?? '').replace(/^#/, '');
      if (!tag) throw usageError('`timeline tag` needs a hashtag, e.g. `petrel timeline tag linux`');
      return { type: 'tag', tag };
    }
    default:
      throw usageError(`Unknown timeline "${kind}": use home, public, local or tag NAME`);
  }
}

export function registerTimeline(program: Command, global: () => GlobalOptions): void {
  program
    .command('timeline')
    .description('print a timeline: home, public, local, or tag NAME')
    .argument('[kind]', 'home | public | local | tag', 'home')
    .argument('[arg]', 'the hashtag for `tag`')
    .option('--limit <n>', 'statuses per page (1-40)', intInRange(1, 40), 20)
    .option('--pages <n>', 'follow older pages this many times', intInRange(1, 1000))
    .option('--all', 'follow older pages until the end')
    .option('--json', 'print one JSON array of statuses (Mastodon API shape)')
    .option('--ndjson', 'print one JSON status per line as pages arrive')
    .option('--server <url>', 'read a public timeline anonymously from this server')
    .action(async (kindArg: string, arg: string | undefined, options: TimelineOptions) => {
      const kind = parseTimelineKind(kindArg, arg);
      if (options.json && options.ndjson) throw usageError('Choose one of --json and --ndjson');
      await withContext(global(), async ({ root }) => {
        if (options.server && ANONYMOUS_OK.has(kind.type)) root.session.connectTo(options.server);
        else requireLogin(root);
        await printTimeline(root, kind, options);
      });
    });
}

async function printTimeline(root: RootStore, kind: TimelineKind, options: TimelineOptions): Promise<void> {
  const maxPages = options.all ? Number.POSITIVE_INFINITY : (options.pages ?? 1);
  const collected: unknown[] = [];
  let pages = 0;
  let printedHuman = 0;
  const client = root.client;
  const iterator = paginate<StatusPage>((params) =>
    client.timelines.fetch(kind, {
      limit: options.limit,
      maxId: params.max_id,
      sinceId: params.since_id,
      minId: params.min_id,
    }),
  );
  for await (const page of iterator) {
    root.entities.ingest(page.bundle);
    pages += 1;
    for (const id of page.ids) {
      const status = root.entities.status(id);
      if (!status) continue;
      if (options.ndjson) process.stdout.write(`${JSON.stringify(toApiJson.status(status, root.entities))}\n`);
      else if (options.json) collected.push(toApiJson.status(status, root.entities));
      else {
        printLine(`${printedHuman > 0 ? '\n' : ''}${formatStatus(status, root.entities, Date.now())}`);
        printedHuman += 1;
      }
    }
    if (page.ids.length === 0 || pages >= maxPages) break;
  }
  if (options.json) printJson(collected);
  else if (!options.ndjson && printedHuman === 0) printLine('No statuses.');
}
