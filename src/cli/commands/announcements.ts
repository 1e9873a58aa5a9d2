import type { Command } from 'commander';
import type { AnnouncementChanges } from '../../core/api/announcements';
import { parseAnnouncementTime } from '../../core/model/announcement-times';
import {
  type AnnouncementItem,
  type AnnouncementsStore,
  announcementsOf,
} from '../../core/model/announcements';
import type { RootStore } from '../../core/model/root';
import { terminalText } from '../../shared/text/terminal-safe';
import { type CliContext, type GlobalOptions, requireLogin, withContext } from '../context';
import type { CliDates } from '../dates';
import { CliError, ExitCode, usageError } from '../exit-codes';
import { loadHumanFormat } from '../human';
import { printJson, printLine, readStdin } from '../io';
import { entityId } from '../parse';

const ACTIONS = ['dismiss', 'post', 'edit', 'delete'] as const;
type Action = (typeof ACTIONS)[number];

interface AnnouncementOptions {
  json?: boolean;
  all?: boolean;
  start?: string;
  end?: string;
  allDay?: boolean;
}

/** `--start`/`--end`: a date, a local "YYYY-MM-DD HH:MM" or ISO time; "none" clears it. */
export function announcementTime(value: string, flag: string): string | null {
  const time = parseAnnouncementTime(value);
  if (time === undefined)
    throw usageError(`${flag} "${value}" is not a time: use YYYY-MM-DD [HH:MM], ISO 8601 or none`);
  return time;
}

function changesOf(options: AnnouncementOptions): AnnouncementChanges {
  const changes: AnnouncementChanges = {};
  if (options.start !== undefined) changes.startsAt = announcementTime(options.start, '--start');
  if (options.end !== undefined) changes.endsAt = announcementTime(options.end, '--end');
  if (options.allDay !== undefined) changes.allDay = options.allDay;
  return changes;
}

/** The API's own shape for `--json`, with Petrel's `inactive` flag for managers. */
function announcementJson(item: AnnouncementItem): Record<string, unknown> {
  return {
    id: item.id,
    content: item.content,
    starts_at: item.startsAt,
    ends_at: item.endsAt,
    all_day: item.allDay,
    published_at: item.publishedAt,
    read: item.read,
    inactive: item.inactive,
    pleroma: { raw_content: item.rawContent },
  };
}

/** Spec part 1 §2: dates only when all-day. */
function when(dates: CliDates, iso: string | null, allDay: boolean): string {
  return allDay ? dates.date(iso) : dates.time(iso);
}

async function printAnnouncements(
  items: AnnouncementItem[],
  dates: CliDates,
  json?: boolean,
): Promise<void> {
  if (json) {
    printJson(items.map(announcementJson));
    return;
  }
  if (items.length === 0) {
    printLine(terminalText('No announcements'));
    return;
  }
  const { htmlToPlain } = await loadHumanFormat();
  for (const [i, item] of items.entries()) {
    if (i > 0) printLine();
    const span = [when(dates, item.startsAt, item.allDay), when(dates, item.endsAt, item.allDay)];
    const head = [
      item.id,
      `published ${when(dates, item.publishedAt, false)}`,
      span.some(Boolean) ? `${span[0] || '…'} – ${span[1] || '…'}` : '',
      item.read ? 'read' : 'unread',
      item.inactive ? 'inactive' : '',
    ].filter(Boolean);
    printLine(terminalText(head.join(' · ')));
    printLine(terminalText(htmlToPlain(item.content)));
  }
}

/** The store, with the signed-in account known (its privileges decide the manager tools). */
async function storeFor(root: RootStore): Promise<AnnouncementsStore> {
  requireLogin(root);
  const me = await root.client.accounts.verifyCredentials();
  root.entities.ingest({ accounts: [me], statuses: [] });
  return root.use(announcementsOf);
}

async function fetched(store: AnnouncementsStore): Promise<void> {
  await store.refresh();
  if (!store.supported) {
    throw new CliError('This server does not offer announcements.', ExitCode.failure);
  }
  if (store.loadError) throw new CliError(store.loadError, ExitCode.server);
}

function outcome(store: AnnouncementsStore, ok: boolean, refused: string): void {
  if (ok) return;
  throw new CliError(store.error ?? refused, store.error ? ExitCode.server : ExitCode.failure);
}

async function run(
  { root, dates }: CliContext,
  action: Action | undefined,
  id: string | undefined,
  text: string | undefined,
  options: AnnouncementOptions,
): Promise<void> {
  const store = await storeFor(root);
  const notManager =
    'Only announcement managers can do this (privilege announcements_manage_announcements)';
  if (action === undefined) {
    await fetched(store);
    const items = options.all ? store.items : store.items.filter((a) => !a.inactive);
    return printAnnouncements(items, dates, options.json);
  }
  if (action === 'post') {
    const content = text === '-' ? (await readStdin()).trimEnd() : (text ?? '');
    if (!content.trim()) throw usageError('An announcement needs its text (or - to read stdin)');
    outcome(store, await store.post({ content, ...changesOf(options) }), notManager);
    if (options.json) printJson({ posted: true });
    else printLine(terminalText('Announcement posted'));
    return;
  }
  await fetched(store);
  if (!store.items.some((a) => a.id === id)) {
    throw new CliError(`No announcement ${id}`, ExitCode.failure);
  }
  if (action === 'dismiss') {
    const item = store.items.find((a) => a.id === id);
    if (item?.inactive) throw new CliError(`Announcement ${id} is not active`, ExitCode.failure);
    if (!item?.read) outcome(store, await store.dismiss(id!), `Could not dismiss ${id}`);
    if (options.json) printJson({ id, read: true });
    else printLine(terminalText(`Dismissed ${id}`));
    return;
  }
  if (action === 'edit') {
    const changes = changesOf(options);
    if (text !== undefined) changes.content = text === '-' ? (await readStdin()).trimEnd() : text;
    if (Object.keys(changes).length === 0)
      throw usageError('`announcements edit ID` needs new text, --start, --end or --all-day');
    outcome(store, await store.edit(id!, changes), notManager);
    if (options.json) printJson({ id, edited: true });
    else printLine(terminalText(`Edited ${id}`));
    return;
  }
  outcome(store, await store.remove(id!), notManager);
  if (options.json) printJson({ id, deleted: true });
  else printLine(terminalText(`Deleted ${id}`));
}

export function registerAnnouncements(program: Command, global: () => GlobalOptions): void {
  program
    .command('announcements')
    .description(
      "the instance's announcements; `dismiss ID` marks one read; managers: `post TEXT`, `edit ID [TEXT]`, `delete ID`",
    )
    .argument('[action]', 'dismiss | post | edit | delete')
    .argument('[id-or-text]', 'the announcement id (post: its text, - for stdin)')
    .argument('[text]', 'edit: the new text (- for stdin)')
    .option('--json', 'print JSON')
    .option('--all', 'managers: list inactive announcements too')
    .option('--start <time>', 'post/edit: when it starts (YYYY-MM-DD [HH:MM], ISO 8601, none)')
    .option('--end <time>', 'post/edit: when it ends (YYYY-MM-DD [HH:MM], ISO 8601, none)')
    .option('--all-day', 'post/edit: an all-day announcement (dates only)')
    .option('--no-all-day', 'edit: not all-day')
    .action(
      async (
        action: string | undefined,
        second: string | undefined,
        third: string | undefined,
        options: AnnouncementOptions,
      ) => {
        if (action !== undefined && !(ACTIONS as readonly string[]).includes(action))
          throw usageError(`Unknown action "${action}": use ${ACTIONS.join(', ')}`);
        const verb = action as Action | undefined;
        const id = verb && verb !== 'post' ? second : undefined;
        if (verb && verb !== 'post' && !id)
          throw usageError(`\`announcements ${verb}\` needs the announcement id`);
        if (id) entityId(id);
        const text = verb === 'post' ? second : third;
        if (verb === 'post') changesOf(options);
        await withContext(global(), (ctx) => run(ctx, verb, id, text, options));
      },
    );
}
