import type { TimelineKind } from '../../core/api/client';
import { type PageCursors, walkPages } from '../../core/api/paging';
import type { EntityBundle } from '../../core/domain/types';
import type { GlobalOptions } from '../context';
import { usageError } from '../exit-codes';
import { lookupAccount } from '../lookup';
import { PageWalk } from '../page-walk';
import { type Reader, withReader } from '../reader';
import { StatusPrinter } from '../status-printer';

export interface TimelineOptions {
  limit: number;
  media?: boolean;
  pages?: number;
  all?: boolean;
  json?: boolean;
  ndjson?: boolean;
  server?: string;
}

const ANONYMOUS_OK = new Set(['public', 'tag']);

export const KINDS_HELP =
  'home | local | public (federated) | tag NAME | list NAME|ID | bookmarks | favourites | dms | user NAME | mentions';

/** A timeline named on the command line; `list` and `user` need the server to resolve. */
export type TimelineChoice =
  | { kind: TimelineKind }
  | { list: string }
  | { user: string; onlyMedia: boolean }
  | { mentions: true };

/** `home`, `local`, `tag NAME`, ... → what to fetch. */
export function parseTimelineKind(
  kind: string,
  arg: string | undefined,
  onlyMedia = false,
): TimelineChoice {
  const needArg = (what: string) => {
    if (!arg) throw usageError(`\`timeline ${kind}\` needs ${what}`);
    return arg;
  };
  const choice = timelineChoice(kind, needArg, onlyMedia);
  // An option or argument the kind has no use for was once dropped silently.
  if (onlyMedia && !('user' in choice)) {
    throw usageError(`--media applies only to \`timeline user NAME\`, not to \`timeline ${kind}\``);
  }
  if (arg !== undefined && 'kind' in choice && choice.kind.type !== 'tag') {
    throw usageError(`\`timeline ${kind}\` takes no argument (got "${arg}")`);
  }
  if (arg !== undefined && 'mentions' in choice) {
    throw usageError(`\`timeline ${kind}\` takes no argument (got "${arg}")`);
  }
  return choice;
}

function timelineChoice(
  kind: string,
  needArg: (what: string) => string,
  onlyMedia: boolean,
): TimelineChoice {
  switch (kind) {
    case 'home':
      return { kind: { type: 'home' } };
    case 'public':
    case 'federated':
    case 'twkn':
      return { kind: { type: 'public' } };
    case 'local':
      return { kind: { type: 'public', local: true } };
    case 'tag': {
      const tag = needArg('a hashtag, e.g. `petrel timeline tag linux`').replace(/^#/, '');
      return { kind: { type: 'tag', tag } };
    }
    case 'list':
      return { list: needArg('a list title or id') };
    case 'bookmarks':
      return { kind: { type: 'bookmarks' } };
    case 'favourites':
    case 'favorites':
      return { kind: { type: 'favourites' } };
    case 'dms':
    case 'direct':
      return { kind: { type: 'direct' } };
    case 'user':
      return {
        user: needArg('an account name, e.g. `petrel timeline user bob`').replace(/^@/, ''),
        onlyMedia,
      };
    case 'mentions':
      return { mentions: true };
    default:
      throw usageError(`Unknown timeline "${kind}": use ${KINDS_HELP}`);
  }
}

/** Turn a list title or a user name into the timeline kind the API pages through. */
async function resolveKind(reader: Reader, choice: TimelineChoice): Promise<TimelineKind> {
  if ('kind' in choice) return choice.kind;
  if ('list' in choice) {
    const lists = await reader.client.lists.all();
    const wanted = choice.list.toLowerCase();
    const list =
      lists.find((l) => l.id === choice.list) ??
      lists.find((l) => l.title.toLowerCase() === wanted);
    if (!list) {
      const known = lists.map((l) => `"${l.title}"`).join(', ') || 'none';
      throw usageError(`No list "${choice.list}" (your lists: ${known})`);
    }
    return { type: 'list', id: list.id };
  }
  if ('user' in choice) {
    const account = await lookupAccount(reader, choice.user);
    return { type: 'account', id: account.id, onlyMedia: choice.onlyMedia || undefined };
  }
  throw new Error('mentions are read from notifications');
}

/**
 * `petrel timeline`'s action, with its options already parsed (by commander, or by the
 * read commands' own parser in fast-read.ts: neither loads the other's code).
 */
export async function runTimeline(
  global: GlobalOptions,
  kindArg: string,
  arg: string | undefined,
  options: TimelineOptions,
): Promise<void> {
  const choice = parseTimelineKind(kindArg, arg, options.media);
  if (options.json && options.ndjson) throw usageError('Choose one of --json and --ndjson');
  // Read-only: a reader, not the app's model (start-up and memory, see reader.ts).
  await withReader(global, async (reader) => {
    const anonymous = 'kind' in choice && ANONYMOUS_OK.has(choice.kind.type);
    if (options.server && anonymous) reader.connectTo(options.server);
    else if (options.server)
      throw usageError('--server works only for public, local and tag timelines');
    else reader.signIn();
    if ('mentions' in choice) await printMentions(reader, options);
    else await printTimeline(reader, await resolveKind(reader, choice), options);
  });
}

async function printTimeline(
  reader: Reader,
  kind: TimelineKind,
  options: TimelineOptions,
): Promise<void> {
  const client = reader.client;
  const walk = new PageWalk(options);
  const pages = walkPages(
    (cursor) => client.timelines.fetch(kind, { limit: options.limit, cursor }),
    { onRepeat: walk.repeated },
  );
  await printPages(reader, pages, (page) => page.ids, walk);
}

/** Mentions are notifications of type mention; printed as the statuses they carry. */
async function printMentions(reader: Reader, options: TimelineOptions): Promise<void> {
  const client = reader.client;
  const walk = new PageWalk(options);
  const pages = walkPages(
    (cursor) => client.notifications.fetch({ limit: options.limit, cursor, types: ['mention'] }),
    { onRepeat: walk.repeated },
  );
  await printPages(
    reader,
    pages,
    (page) => page.notifications.flatMap((n) => (n.statusId ? [n.statusId] : [])),
    walk,
  );
}

async function printPages<P extends { bundle: EntityBundle; cursors: PageCursors }>(
  reader: Reader,
  pages: AsyncGenerator<P, void, undefined>,
  idsOf: (page: P) => string[],
  walk: PageWalk,
): Promise<void> {
  const collected: unknown[] = [];
  const printed = new Set<string>();
  const out = await StatusPrinter.create(reader.entities, walk.mode);
  for await (const page of pages) {
    reader.entities.ingest(page.bundle);
    for (const id of idsOf(page)) {
      // A status shows once, however many pages (or mentions) bring it.
      if (printed.has(id)) continue;
      printed.add(id);
      const status = reader.entities.status(id);
      if (status) await out.print(status, collected);
    }
    // The pager ends at the last page and at a page that brings nothing new; this, at --pages.
    if (walk.counted(page.cursors.next !== undefined)) break;
  }
  out.finish(collected);
  walk.report();
}
