import { PleromaClient } from '../../../src/core/api/client';
import { EntityStore } from '../../../src/core/model/entities';
import { NoticeStore } from '../../../src/core/model/notices';
import { silentLogger } from '../../../src/core/ports';
import { FakeClock } from '../../../src/core/schedule/fake-clock';
import { Scheduler } from '../../../src/core/schedule/scheduler';
import { FakeHttp } from '../helpers/fake-http';

export const BASE = 'https://pleroma.example';

/** A wire account shaped like the fixtures' Pleroma accounts (only what the client reads). */
export function wireAccount(
  id: string,
  username = `user${id}`,
  pleroma: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    id,
    username,
    acct: username,
    display_name: username[0]!.toUpperCase() + username.slice(1),
    note: '',
    url: `${BASE}/users/${username}`,
    avatar: `${BASE}/images/avi.png`,
    created_at: '2020-05-24T01:46:12.000Z',
    followers_count: 1,
    following_count: 1,
    statuses_count: 1,
    pleroma: {
      hide_favorites: true,
      hide_followers: false,
      hide_follows: false,
      is_admin: false,
      is_moderator: false,
      ...pleroma,
    },
  };
}

/** A wire status; `replyTo` makes it a reply. */
export function wireStatus(
  id: string,
  options: {
    replyTo?: string;
    account?: Record<string, unknown>;
    content?: string;
    threadMuted?: boolean;
  } = {},
): Record<string, unknown> {
  return {
    id,
    content: options.content ?? `<p>post ${id}</p>`,
    created_at: '2026-11-21T12:00:00.000Z',
    account: options.account ?? wireAccount('a1', 'alice'),
    in_reply_to_id: options.replyTo ?? null,
    visibility: 'public',
    pleroma: { thread_muted: options.threadMuted ?? false },
  };
}

/** A Pleroma notification on the shape of `soapbox/notifications.json`. */
export function wireNotification(
  id: string,
  type = 'mention',
  options: { seen?: boolean; status?: Record<string, unknown>; account?: string } = {},
): Record<string, unknown> {
  return {
    id,
    type,
    created_at: '2026-11-21T12:00:00.000Z',
    account: wireAccount(options.account ?? 'b1', 'bob'),
    status: options.status ?? (type === 'follow' ? undefined : wireStatus(`s${id}`)),
    pleroma: { is_seen: options.seen ?? false },
  };
}

/** Zero-padded ids, newest first, sortable like FlakeIDs. */
export function ids(from: number, to: number): string[] {
  const out: string[] = [];
  for (let i = from; i >= to; i--) out.push(String(i).padStart(4, '0'));
  return out;
}

/** A `Link` header as Pleroma sends it for a path. */
export function linkHeader(
  path: string,
  next?: Record<string, string>,
  prev?: Record<string, string>,
) {
  const parts: string[] = [];
  if (next) parts.push(`<${BASE}${path}?${new URLSearchParams(next)}>; rel="next"`);
  if (prev) parts.push(`<${BASE}${path}?${new URLSearchParams(prev)}>; rel="prev"`);
  return { link: parts.join(', ') };
}

export interface Kit {
  http: FakeHttp;
  client: PleromaClient;
  entities: EntityStore;
  clock: FakeClock;
  scheduler: Scheduler;
  notices: NoticeStore;
  warnings: unknown[][];
}

/** A real client on a fake server, with the stores a reading store needs. */
export function kit(): Kit {
  const http = new FakeHttp();
  const warnings: unknown[][] = [];
  const client = new PleromaClient({
    fetch: http.fetch,
    baseUrl: BASE,
    token: 'TOKEN',
    logger: { ...silentLogger, warn: (...args: unknown[]) => warnings.push(args) },
  });
  const clock = new FakeClock();
  const scheduler = new Scheduler(clock);
  return {
    http,
    client,
    entities: new EntityStore(),
    clock,
    scheduler,
    notices: new NoticeStore(scheduler),
    warnings,
  };
}
