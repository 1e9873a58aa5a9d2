import type { PleromaClient, StatusPage, TimelineKind, TimelineParams } from '../api/client';
import { PAGE_SIZE } from '../api/client';
import type { ClockPort, LoggerPort } from '../ports';
import type { EntityStore } from './entities';

export interface TimelineDeps {
  client: () => PleromaClient;
  entities: EntityStore;
  clock: ClockPort;
  logger: LoggerPort;
  /**
   * Ask for posts of muted accounts too (`with_muted`), so the view can collapse them
   * (spec part 2 §4) instead of the server leaving them out. Asked on every fetch.
   */
  withMuted?: () => boolean;
  /** False once logged out: the account's own timelines then ask for nothing (default: true). */
  signedIn?: () => boolean;
}

/** A stable key per timeline kind, e.g. `home`, `public:local`, `tag:linux`. */
export function timelineKey(kind: TimelineKind): string {
  switch (kind.type) {
    case 'public':
      return kind.local ? 'public:local' : 'public';
    case 'tag':
      return `tag:${kind.tag.toLowerCase()}`;
    case 'list':
      return `list:${kind.id}`;
    case 'account_favourites':
      return `account_favourites:${kind.id}`;
    case 'account':
      return `account:${kind.id}${kind.pinned ? ':pinned' : ''}${kind.onlyMedia ? ':media' : ''}`;
    default:
      return kind.type;
  }
}

/** Timelines of the signed-in account: without its token the server only answers 403. */
const ACCOUNT_TIMELINES: readonly TimelineKind['type'][] = [
  'home',
  'direct',
  'bookmarks',
  'favourites',
];

/**
 * Load-older follows the reader's scrolling, which can outlive the login by a frame (a view
 * unmounts a beat after logout signed out): the account's own timelines then ask nothing.
 */
export function signedOutOf(kind: TimelineKind, deps: TimelineDeps): boolean {
  return ACCOUNT_TIMELINES.includes(kind.type) && deps.signedIn?.() === false;
}

/** One page of a timeline, its entities put in the store on the way. */
export async function fetchTimelinePage(
  kind: TimelineKind,
  deps: TimelineDeps,
  params: TimelineParams,
): Promise<StatusPage> {
  const page = await deps.client().timelines.fetch(kind, {
    limit: PAGE_SIZE,
    withMuted: deps.withMuted?.() || undefined,
    ...params,
  });
  deps.entities.ingest(page.bundle);
  return page;
}
