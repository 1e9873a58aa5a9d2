/**
 * A scripted fetch for web component tests: answers by method and path, records calls.
 * Unmatched requests get 404, so a test only scripts what it cares about.
 */
import type { FetchInit, FetchPort, FetchResponse } from '../../../src/core/ports';

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type FakeRoute = (request: {
  url: URL;
  init: FetchInit | undefined;
}) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeServer {
  fetch: FetchPort;
  /** `'POST /oauth/token'` -> answer (or a function of the request). */
  routes: Map<string, FakeAnswer | FakeRoute | 'network-error'>;
  calls: Array<{ method: string; path: string; init: FetchInit | undefined }>;
}

export function fakeServer(
  routes: Record<string, FakeAnswer | FakeRoute | 'network-error'> = {},
): FakeServer {
  const server: FakeServer = {
    routes: new Map(Object.entries(routes)),
    calls: [],
    fetch: async (input, init) => {
      const url = new URL(input);
      const method = init?.method ?? 'GET';
      server.calls.push({ method, path: url.pathname, init });
      const route = server.routes.get(`${method} ${url.pathname}`);
      if (route === 'network-error') throw new TypeError('fetch failed');
      const answer: FakeAnswer =
        route === undefined
          ? { status: 404, body: { error: 'Not found' } }
          : typeof route === 'function'
            ? await route({ url, init })
            : route;
      return response(answer);
    },
  };
  return server;
}

function response(answer: FakeAnswer): FetchResponse {
  const status = answer.status ?? 200;
  const headers = new Map(
    Object.entries(answer.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]),
  );
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
    text: async () => (answer.body === undefined ? '' : JSON.stringify(answer.body)),
  };
}

/** Minimal Mastodon-shaped account JSON. */
export function accountJson(id: string, username: string): Record<string, unknown> {
  return {
    id,
    username,
    acct: username,
    display_name: username[0]?.toUpperCase() + username.slice(1),
    note: '',
    url: `https://example.test/users/${username}`,
    avatar: `https://example.test/avatars/${username}.png`,
    avatar_static: `https://example.test/avatars/${username}.png`,
    header: '',
    header_static: '',
    locked: false,
    bot: false,
    created_at: '2024-01-01T00:00:00.000Z',
    followers_count: 0,
    following_count: 0,
    statuses_count: 0,
    emojis: [],
    fields: [],
  };
}

/** Minimal Mastodon-shaped status JSON. */
export function statusJson(
  id: string,
  account: Record<string, unknown>,
  content: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    id,
    uri: `https://example.test/objects/${id}`,
    url: `https://example.test/notice/${id}`,
    created_at: '2024-05-01T12:00:00.000Z',
    account,
    content,
    spoiler_text: '',
    visibility: 'public',
    sensitive: false,
    media_attachments: [],
    mentions: [],
    tags: [],
    emojis: [],
    replies_count: 0,
    reblogs_count: 0,
    favourites_count: 0,
    ...extra,
  };
}
