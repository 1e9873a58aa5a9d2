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
  readonly password = { username: 'alice', password: 'secret' };
  /** Answer this path (prefix) with an error next time. */
  failures = new Map<string, { status: number; body: unknown }>();
  /** Make every request fail as if the network were down. */
  offline = false;
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

  addAccount(id: string, acct: string, displayName: string): WireAccount {
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
      pinned: false,
    };
    this.statuses.set(id, status);
    if (input.home ?? !parent) this.home.unshift(id);
    return status;
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
    return this.route(method, url, init.headers ?? {}, body);
  };

  private route(
    method: string,
    url: URL,
    headers: Record<string, string>,
    body: string | undefined,
  ): FetchResponse {
    const path = url.pathname;
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
    if (path === '/api/v1/instance') {
      return respond(200, {
        uri: 'fake.test',
        title: 'Fake',
        description: '',
        version: '2.7.2 (compatible; Pleroma 2.6.0)',
        max_toot_chars: 500,
        urls: {},
      });
    }
    if (path === '/nodeinfo/2.0.json') return respond(200, { version: '2.0' });
    if (!authed) return respond(401, { error: 'Invalid credentials.' });
    if (path === '/api/v1/accounts/verify_credentials') return respond(200, this.alice);
    if (path === '/api/v1/timelines/home') return respond(200, this.page(url.searchParams));
    const context = /^\/api\/v1\/statuses\/([^/]+)\/context$/.exec(path);
    if (context?.[1]) return this.context(context[1]);
    const one = /^\/api\/v1\/statuses\/([^/]+)$/.exec(path);
    if (method === 'GET' && one?.[1]) {
      const status = this.statuses.get(one[1]);
      return status ? respond(200, status) : respond(404, { error: 'Record not found' });
    }
    if (method === 'POST' && path === '/api/v1/statuses') return this.post(body);
    return respond(404, { error: 'Not implemented in the fake server' });
  }

  private page(query: URLSearchParams): WireStatus[] {
    const limit = Number(query.get('limit') ?? 20);
    const maxId = query.get('max_id');
    const sinceId = query.get('since_id');
    return this.home
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
