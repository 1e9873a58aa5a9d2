import type { FetchInit, FetchPort, FetchResponse } from '../../../src/core/ports';

/** One request as the fake server saw it. */
export interface SeenRequest {
  method: string;
  url: URL;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** The body as sent (string bodies only). */
  body: string | undefined;
}

/** A canned answer. `body` objects are sent as JSON; strings are sent as they are. */
export interface Canned {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (request: SeenRequest) => Canned | Promise<Canned>;

export function response(canned: Canned): FetchResponse {
  const status = canned.status ?? 200;
  const headers = new Map(
    Object.entries(canned.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v] as const),
  );
  const text =
    canned.body === undefined
      ? ''
      : typeof canned.body === 'string'
        ? canned.body
        : JSON.stringify(canned.body);
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
    text: async () => text,
  };
}

/**
 * A fake `fetch` port: routes `METHOD /path` to handlers, records every request, and
 * answers 404 for anything it does not know (so a test sees an unexpected call fail).
 */
export class FakeHttp {
  readonly requests: SeenRequest[] = [];
  private readonly routes = new Map<string, Handler>();

  on(method: string, path: string, handler: Handler | Canned): this {
    this.routes.set(
      `${method.toUpperCase()} ${path}`,
      typeof handler === 'function' ? handler : () => handler,
    );
    return this;
  }

  /** Requests to one route, in order. */
  calls(method: string, path: string): SeenRequest[] {
    return this.requests.filter((r) => r.method === method.toUpperCase() && r.path === path);
  }

  readonly fetch: FetchPort = async (input: string, init: FetchInit = {}) => {
    const url = new URL(input);
    const request: SeenRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url,
      path: url.pathname,
      query: url.searchParams,
      headers: { ...(init.headers ?? {}) },
      body: typeof init.body === 'string' ? init.body : undefined,
    };
    this.requests.push(request);
    const handler = this.routes.get(`${request.method} ${request.path}`);
    if (!handler) return response({ status: 404, body: { error: 'Not found' } });
    return response(await handler(request));
  };
}

/** Let every pending promise chain run (a macrotask turn; no timing involved). */
export function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
