import type { FetchInit, FetchPort, FetchResponse } from '../../../../src/core';

/** A wire account as Pleroma sends it (only the fields the client reads). */
export interface WireAccount {
  id: string;
  username: string;
  acct: string;
  display_name: string;
  note: string;
  url: string;
  avatar: string;
  created_at: string;
  followers_count: number;
  following_count: number;
  statuses_count: number;
  /** Anything else a test wants on the wire (pleroma extensions, fields, bot …). */
  [extra: string]: unknown;
}

export interface WireAttachment {
  id: string;
  type: string;
  url: string;
  description: string | null;
}

/** A wire status. */
export interface WireStatus {
  id: string;
  uri: string;
  url: string;
  created_at: string;
  account: WireAccount;
  content: string;
  spoiler_text: string;
  visibility: string;
  sensitive: boolean;
  in_reply_to_id: string | null;
  in_reply_to_account_id: string | null;
  reblog: WireStatus | null;
  media_attachments: WireAttachment[];
  mentions: Array<{ id: string; acct: string; username: string; url: string }>;
  tags: never[];
  emojis: never[];
  replies_count: number;
  reblogs_count: number;
  favourites_count: number;
  favourited: boolean;
  reblogged: boolean;
  pinned: boolean;
  /** Anything else a test wants on the wire (card, poll, pleroma extensions …). */
  [extra: string]: unknown;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: string | undefined;
}

export const ORIGIN = 'https://fake.test';
export const TOKEN = 'token-alice';

export interface StatusInput {
  id?: string;
  account?: WireAccount;
  content?: string;
  spoiler?: string;
  inReplyTo?: string;
  reblogOf?: string;
  media?: Array<{ type: string; description: string }>;
  createdAt?: string;
  visibility?: string;
  /** Put it on the home timeline (default true for non-replies). */
  home?: boolean;
  /** Other timelines it is on: `public`, `local`, `tag:linux`, `list:7`, `direct`, `bookmarks`, `favourites`. */
  timelines?: string[];
  pinned?: boolean;
  /** Extra wire fields (card, poll, pleroma …). */
  extra?: Record<string, unknown>;
}

/** A notification as the fake server holds it. */
export interface NotificationInput {
  id?: string;
  type: string;
  account?: WireAccount;
  status?: WireStatus;
  target?: WireAccount;
  emoji?: string;
  seen?: boolean;
}

/**
 * An in-memory Pleroma for the terminal UI tests: the few calls the skeleton makes, answered
 * the way Pleroma answers them (400 "Invalid credentials", id-ordered descendants, Link-free
 * paging by max_id/since_id). Every request is recorded for assertions.
 */
export class FakeServer {
  readonly accounts = new Map<string, WireAccount>();
  readonly statuses = new Map<string, WireStatus>();
  /** Home timeline ids. */
  readonly home: string[] = [];
  readonly requests: RecordedRequest[] = [];
  /** Other timelines by key (see StatusInput.timelines), newest first. */
  readonly timelines = new Map<string, string[]>();
  /** Wire notifications, newest first. */
  readonly notifications: Array<Record<string, unknown>> = [];
  /** Followers and follows by account id. */
  readonly followers = new Map<string, string[]>();
  readonly following = new Map<string, string[]>();
  /** Relationships of the signed-in user with others, by account id. */
  readonly relationships = new Map<string, Record<string, unknown>>();
  /** Accounts the signed-in user muted (`GET /api/v1/mutes`, one page), newest first. */
  readonly mutes: string[] = [];
  /** Hashtags search finds (name → uses per day). */
  readonly hashtags = new Map<string, number[]>();
  readonly lists: Array<{ id: string; title: string }> = [];
  /** What `/api/v1/instance` answers (a test may play another server family). */
  instance: Record<string, unknown> = {
    uri: 'fake.test',
    title: 'Fake',
    description: '',
    version: '2.7.2 (compatible; Pleroma 2.6.0)',
    max_toot_chars: 500,
    urls: {},
  };
  /** What nodeinfo answers (at Pleroma's fixed path; there is no discovery document). */
  nodeinfo: Record<string, unknown> = { version: '2.0' };
  /** Saved reading positions; null answers 404 (a server without markers). */
  markers: Record<string, { last_read_id: string }> | null = null;
  /** What `/api/v1/announcements` answers; null answers 404 (a server without them). */
  announcements: Array<Record<string, unknown>> | null = null;
  readonly password = { username: 'alice', password: 'secret' };
  /** A test's own answers by `METHOD /path`, asked before every built-in route. */
  readonly extraRoutes = new Map<string, (body: string | undefined) => FetchResponse>();
  /** Answer this path (prefix) with an error next time. */
  failures = new Map<string, { status: number; body: unknown }>();
  /** Make every request fail as if the network were down. */
  offline = false;
  /** A test's own routes, asked first (undefined: not theirs). */
  readonly extraHandlers: Array<
    (method: string, url: URL, body: string | undefined) => FetchResponse | undefined
  > = [];
  private nextId = 100_000;
  /** Base time of generated statuses; each new one is a minute later. */
  clockStart = Date.parse('2026-11-21T11:00:00Z');

  readonly alice: WireAccount;
  readonly bob: WireAccount;
  readonly carol: WireAccount;

  constructor() {
    this.alice = this.addAccount('1', 'alice', 'Alice');
    this.bob = this.addAccount('2', 'bob', 'Bob Builder');
    this.carol = this.addAccount('3', 'carol@remote.example', 'Carol');
  }

  addAccount(
    id: string,
    acct: string,
    displayName: string,
    extra: Record<string, unknown> = {},
  ): WireAccount {
    const username = acct.split('@')[0] ?? acct;
    const account: WireAccount = {
      id,
      username,
      acct,
      display_name: displayName,
      note: '',
      url: `${ORIGIN}/users/${username}`,
      avatar: '',
      created_at: '2020-01-01T00:00:00.000Z',
      followers_count: 0,
      following_count: 0,
      statuses_count: 0,
      ...extra,
    };
    this.accounts.set(id, account);
    return account;
  }

  newId(): string {
    this.nextId += 1;
    return String(this.nextId);
  }

  addStatus(input: StatusInput = {}): WireStatus {
    const id = input.id ?? this.newId();
    const account = input.account ?? this.bob;
    const parent = input.inReplyTo ? this.statuses.get(input.inReplyTo) : undefined;
    const reblog = input.reblogOf ? (this.statuses.get(input.reblogOf) ?? null) : null;
    const status: WireStatus = {
      id,
      uri: `${ORIGIN}/objects/${id}`,
      url: `${ORIGIN}/notice/${id}`,
      created_at:
        input.createdAt ?? new Date(this.clockStart + (Number(id) % 1000) * 60_000).toISOString(),
      account,
      content: input.content ?? `<p>Status ${id}</p>`,
      spoiler_text: input.spoiler ?? '',
      visibility: input.visibility ?? 'public',
      sensitive: false,
      in_reply_to_id: parent?.id ?? null,
      in_reply_to_account_id: parent?.account.id ?? null,
      reblog,
      media_attachments: (input.media ?? []).map((m, i) => ({
        id: `${id}-m${i}`,
        type: m.type,
        url: `${ORIGIN}/media/${id}-${i}`,
        description: m.description,
      })),
      mentions: parent
        ? [
            {
              id: parent.account.id,
              acct: parent.account.acct,
              username: parent.account.username,
              url: parent.account.url,
            },
          ]
        : [],
      tags: [],
      emojis: [],
      replies_count: 0,
      reblogs_count: 0,
      favourites_count: 0,
      favourited: false,
      reblogged: false,
      pinned: input.pinned ?? false,
      ...input.extra,
    };
    this.statuses.set(id, status);
    if (input.home ?? !parent) this.home.unshift(id);
    for (const key of input.timelines ?? []) {
      const list = this.timelines.get(key) ?? [];
      list.unshift(id);
      this.timelines.set(key, list);
    }
    return status;
  }

  addNotification(input: NotificationInput): Record<string, unknown> {
    const id = input.id ?? this.newId();
    const wire: Record<string, unknown> = {
      id,
      type: input.type,
      created_at: new Date(this.clockStart + (Number(id) % 1000) * 60_000).toISOString(),
      account: input.account ?? this.bob,
      pleroma: { is_seen: input.seen ?? false },
    };
    if (input.status) wire.status = input.status;
    if (input.target) wire.target = input.target;
    if (input.emoji) wire.emoji = input.emoji;
    this.notifications.unshift(wire);
    return wire;
  }

  /** Requests to a path, e.g. `POST /api/v1/statuses`. */
  requestsTo(method: string, path: string): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && r.path === path);
  }

  readonly fetch: FetchPort = async (input: string, init: FetchInit = {}) => {
    const url = new URL(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? init.body : undefined;
    this.requests.push({
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: init.headers ?? {},
      body,
    });
    if (this.offline) throw new TypeError('fetch failed');
    for (const [prefix, failure] of this.failures) {
      if (url.pathname.startsWith(prefix)) {
        this.failures.delete(prefix);
        return respond(failure.status, failure.body);
      }
    }
    for (const extra of this.extraHandlers) {
      const answer = extra(method, url, body);
      if (answer) return answer;
    }
    return this.route(method, url, init.headers ?? {}, body);
  };

  private route(
    method: string,
    url: URL,
    headers: Record<string, string>,
    body: string | undefined,
  ): FetchResponse {
    const path = url.pathname;
    const extra = this.extraRoutes.get(`${method} ${path}`);
    if (extra) return extra(body);
    const authed = headers.Authorization === `Bearer ${TOKEN}`;
    if (method === 'POST' && path === '/api/v1/apps') {
      return respond(200, { client_id: 'cid', client_secret: 'csecret', id: '1' });
    }
    if (method === 'POST' && path === '/oauth/token') {
      const form = new URLSearchParams(body ?? '');
      if (
        form.get('username') !== this.password.username ||
        form.get('password') !== this.password.password
      ) {
        return respond(400, { error: 'Invalid credentials' });
      }
      return respond(200, {
        access_token: TOKEN,
        token_type: 'Bearer',
        scope: 'read write follow push admin',
        created_at: 1,
      });
    }
    if (path === '/api/v1/instance') return respond(200, this.instance);
    if (path === '/nodeinfo/2.0.json') return respond(200, this.nodeinfo);
    if (!authed) return respond(401, { error: 'Invalid credentials.' });
    if (path === '/api/v1/accounts/verify_credentials') return respond(200, this.alice);
    if (path === '/api/v1/timelines/home')
      return respond(200, this.page(url.searchParams, this.home));
    const context = /^\/api\/v1\/statuses\/([^/]+)\/context$/.exec(path);
    if (context?.[1]) return this.context(context[1]);
    const one = /^\/api\/v1\/statuses\/([^/]+)$/.exec(path);
    if (method === 'GET' && one?.[1]) {
      const status = this.statuses.get(one[1]);
      return status ? respond(200, status) : respond(404, { error: 'Record not found' });
    }
    if (method === 'POST' && path === '/api/v1/statuses') return this.post(body);
    return (
      this.reading(method, url) ?? respond(404, { error: 'Not implemented in the fake server' })
    );
  }

  /** Timelines, accounts, search, notifications, lists and markers. */
  private reading(method: string, url: URL): FetchResponse | undefined {
    const path = url.pathname;
    const query = url.searchParams;
    const timeline = (key: string) => respond(200, this.page(query, this.timelines.get(key) ?? []));
    if (path === '/api/v1/timelines/public') {
      return timeline(query.get('local') === 'true' ? 'local' : 'public');
    }
    if (path === '/api/v1/mutes') {
      return respond(
        200,
        this.mutes.flatMap((id) => this.accounts.get(id) ?? []),
      );
    }
    const tag = /^\/api\/v1\/timelines\/tag\/([^/]+)$/.exec(path);
    if (tag?.[1]) return timeline(`tag:${decodeURIComponent(tag[1]).toLowerCase()}`);
    const list = /^\/api\/v1\/timelines\/list\/([^/]+)$/.exec(path);
    if (list?.[1]) return timeline(`list:${list[1]}`);
    if (path === '/api/v1/timelines/direct') return timeline('direct');
    if (path === '/api/v1/bookmarks') return timeline('bookmarks');
    if (path === '/api/v1/favourites') return timeline('favourites');
    if (path === '/api/v1/lists') return respond(200, this.lists);
    if (path === '/api/v1/announcements') {
      return this.announcements ? respond(200, this.announcements) : respond(404, {});
    }
    const dismiss = /^\/api\/v1\/announcements\/([^/]+)\/dismiss$/.exec(path);
    if (method === 'POST' && dismiss && this.announcements) {
      const item = this.announcements.find((a) => a.id === dismiss[1]);
      if (item) item.read = true;
      return respond(item ? 200 : 404, {});
    }
    if (path === '/api/v1/accounts/lookup') {
      const acct = (query.get('acct') ?? '').toLowerCase();
      const found = [...this.accounts.values()].find((a) => a.acct.toLowerCase() === acct);
      return found ? respond(200, found) : respond(404, { error: "Can't find user" });
    }
    if (path === '/api/v1/accounts/relationships') {
      return respond(
        200,
        query.getAll('id[]').map((id) => ({
          id,
          following: false,
          followed_by: false,
          blocking: false,
          muting: false,
          requested: false,
          ...this.relationships.get(id),
        })),
      );
    }
    const account = /^\/api\/v1\/accounts\/([^/]+)(?:\/([a-z]+))?$/.exec(path);
    if (account?.[1]) {
      const id = account[1];
      const wire = this.accounts.get(id);
      if (!wire) return respond(404, { error: 'No user with such user_id' });
      if (!account[2]) return respond(200, wire);
      if (method === 'POST' && (account[2] === 'mute' || account[2] === 'unmute')) {
        const at = this.mutes.indexOf(id);
        if (at >= 0) this.mutes.splice(at, 1);
        if (account[2] === 'mute') this.mutes.unshift(id);
        return respond(200, {
          id,
          following: false,
          followed_by: false,
          blocking: false,
          requested: false,
          ...this.relationships.get(id),
          muting: account[2] === 'mute',
        });
      }
      if (account[2] === 'statuses') {
        const ids = [...this.statuses.values()]
          .filter((st) => st.account.id === id)
          .filter((st) => query.get('pinned') !== 'true' || st.pinned)
          .filter((st) => query.get('only_media') !== 'true' || st.media_attachments.length > 0)
          .map((st) => st.id);
        return respond(200, this.page(query, ids));
      }
      const people = account[2] === 'followers' ? this.followers : this.following;
      return respond(
        200,
        (people.get(id) ?? []).map((other) => this.accounts.get(other)).filter(Boolean),
      );
    }
    if (path === '/api/v2/search') return respond(200, this.search(query));
    if (path === '/api/v1/notifications') {
      const limit = Number(query.get('limit') ?? 20);
      const maxId = query.get('max_id');
      const sinceId = query.get('since_id');
      return respond(
        200,
        this.notifications
          .filter((n) => (maxId ? Number(n.id) < Number(maxId) : true))
          .filter((n) => (sinceId ? Number(n.id) > Number(sinceId) : true))
          .slice(0, limit),
      );
    }
    if (method === 'POST' && path === '/api/v1/pleroma/notifications/read') {
      return respond(200, []);
    }
    if (path === '/api/v1/markers') {
      if (!this.markers) return respond(404, { error: 'Not found' });
      return respond(200, this.markers);
    }
    return undefined;
  }

  private search(query: URLSearchParams): Record<string, unknown> {
    const q = (query.get('q') ?? '').toLowerCase();
    const type = query.get('type');
    const offset = Number(query.get('offset') ?? 0);
    const limit = Number(query.get('limit') ?? 20);
    const window = <T>(items: T[]) => items.slice(offset, offset + limit);
    const statuses = window(
      [...this.statuses.values()]
        .filter((st) => st.content.toLowerCase().includes(q))
        .sort((a, b) => Number(b.id) - Number(a.id)),
    );
    const accounts = window(
      [...this.accounts.values()].filter(
        (a) => a.acct.toLowerCase().includes(q) || a.display_name.toLowerCase().includes(q),
      ),
    );
    const hashtags = window(
      [...this.hashtags.entries()]
        .filter(([name]) => name.toLowerCase().includes(q))
        .map(([name, uses]) => ({
          name,
          url: `${ORIGIN}/tag/${name}`,
          history: uses.map((n, day) => ({
            day: String(1_700_000_000 - day * 86_400),
            uses: String(n),
            accounts: '1',
          })),
        })),
    );
    return {
      statuses: !type || type === 'statuses' ? statuses : [],
      accounts: !type || type === 'accounts' ? accounts : [],
      hashtags: !type || type === 'hashtags' ? hashtags : [],
    };
  }

  private page(query: URLSearchParams, source: string[] = this.home): WireStatus[] {
    const limit = Number(query.get('limit') ?? 20);
    const maxId = query.get('max_id');
    const sinceId = query.get('since_id');
    return source
      .filter((id) => (maxId ? Number(id) < Number(maxId) : true))
      .filter((id) => (sinceId ? Number(id) > Number(sinceId) : true))
      .sort((a, b) => Number(b) - Number(a))
      .slice(0, limit)
      .map((id) => this.statuses.get(id)!)
      .filter(Boolean);
  }

  private context(id: string): FetchResponse {
    if (!this.statuses.has(id)) return respond(404, { error: 'Record not found' });
    const ancestors: WireStatus[] = [];
    let parent = this.statuses.get(id)?.in_reply_to_id;
    while (parent) {
      const status = this.statuses.get(parent);
      if (!status) break;
      ancestors.unshift(status);
      parent = status.in_reply_to_id;
    }
    const descends = (status: WireStatus): boolean => {
      let up = status.in_reply_to_id;
      while (up) {
        if (up === id) return true;
        up = this.statuses.get(up)?.in_reply_to_id ?? null;
      }
      return false;
    };
    // Pleroma sends descendants in id order, not tree order.
    const descendants = [...this.statuses.values()]
      .filter(descends)
      .sort((a, b) => Number(a.id) - Number(b.id));
    return respond(200, { ancestors, descendants });
  }

  private post(body: string | undefined): FetchResponse {
    const json = JSON.parse(body ?? '{}') as {
      status?: string;
      spoiler_text?: string;
      visibility?: string;
      in_reply_to_id?: string;
    };
    const text = json.status ?? '';
    const status = this.addStatus({
      account: this.alice,
      content: `<p>${escapeHtml(text).replaceAll('\n', '<br/>')}</p>`,
      spoiler: json.spoiler_text,
      visibility: json.visibility,
      inReplyTo: json.in_reply_to_id,
      createdAt: new Date(Date.parse('2026-11-21T12:00:00Z')).toISOString(),
      home: true,
    });
    return respond(200, status);
  }
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

export function respond(status: number, body: unknown): FetchResponse {
  const text = JSON.stringify(body);
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: {
      get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null),
    },
    text: async () => text,
  };
}
