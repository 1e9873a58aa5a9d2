import {
  ApiError,
  errorTextOf,
  MalformedResponseError,
  NetworkError,
  RefusedAnswerError,
  TimeoutError,
} from '../errors';
import type { FetchPort, FetchResponse } from '../ports';
import { type LinkTargets, type PageLinks, parseLinkHeader, parseLinkTargets } from './link';

export type QueryValue = string | number | boolean | undefined | null | readonly string[];
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  query?: Query;
  /** Sent as application/x-www-form-urlencoded, as Pleroma-FE does for OAuth. */
  form?: Query;
  /** Sent as JSON. */
  json?: unknown;
  /** Multipart body (media uploads). */
  formData?: FormData;
  headers?: Record<string, string>;
  /** Send the bearer token (default true when one is set). */
  auth?: boolean;
  signal?: AbortSignal;
  /** The answer is a document (HTML), not JSON: `data` is its text. */
  text?: boolean;
}

export interface HttpAnswer {
  status: number;
  data: unknown;
  links: PageLinks;
  /** The `Link` header's next/prev targets as written (see `paging.ts`). */
  linkUrls: LinkTargets;
  headers: FetchResponse['headers'];
}

/** Serialize a query the way Rails/Phoenix read arrays: `types[]=a&types[]=b`. */
export function encodeQuery(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(key.endsWith('[]') ? key : `${key}[]`, item);
    } else {
      params.append(key, String(value));
    }
  }
  return params.toString();
}

/**
 * One place that talks HTTP: builds URLs, adds the bearer token, encodes bodies, parses
 * JSON and turns every failure into a typed error.
 */
export class HttpClient {
  constructor(
    private readonly fetchPort: FetchPort,
    readonly baseUrl: string,
    public token: string | undefined = undefined,
  ) {}

  /**
   * `path` on the server, or an absolute URL (a `Link` target) as it is: only on the
   * server's own origin, so the token never travels elsewhere.
   */
  url(path: string, query?: Query): string {
    const qs = encodeQuery(query);
    if (/^https?:\/\//i.test(path)) {
      if (new URL(path).origin !== new URL(this.baseUrl).origin) {
        throw new NetworkError(`Refused to follow a link to another server: ${path}`);
      }
      return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
    }
    return `${this.baseUrl.replace(/\/+$/, '')}${path}${qs ? `?${qs}` : ''}`;
  }

  /** GET a document as it is (HTML), without the token: see `fetchText`. */
  fetchText(target: string): Promise<FetchResponse> {
    return this.fetchPort(target, { method: 'GET', headers: { Accept: 'text/html' } });
  }

  async request(method: string, path: string, options: RequestOptions = {}): Promise<HttpAnswer> {
    const headers: Record<string, string> = {
      Accept: options.text ? 'text/html' : 'application/json',
      ...options.headers,
    };
    const authenticated = options.auth !== false && this.token !== undefined && this.token !== '';
    if (authenticated) headers.Authorization = `Bearer ${this.token}`;
    let body: string | FormData | undefined;
    if (options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = encodeQuery(options.form);
    } else if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.formData) {
      body = options.formData;
    }
    const target = this.url(path, options.query);
    let response: FetchResponse;
    try {
      response = await this.fetchPort(target, { method, headers, body, signal: options.signal });
    } catch (cause) {
      throw toNetworkError(cause, target);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      throw toNetworkError(cause, target);
    }
    const data = options.text && response.ok ? text : parseBody(text);
    if (!response.ok) {
      // Error pages (proxies, HTML 502s) are kept as text for the message.
      const body = data === NOT_JSON ? text.slice(0, 2000) : data;
      const detail = data === NOT_JSON ? undefined : errorTextOf(body);
      throw new ApiError(
        response.status,
        body,
        detail
          ? `${detail} (HTTP ${response.status})`
          : `The server answered HTTP ${response.status} to ${method} ${path}`,
        { authenticated },
      );
    }
    if (data === NOT_JSON) {
      throw new MalformedResponseError(
        `The server's answer to ${method} ${path} was not valid JSON`,
        text.slice(0, 2000),
      );
    }
    return {
      status: response.status,
      data,
      links: parseLinkHeader(response.headers.get('link')),
      linkUrls: parseLinkTargets(response.headers.get('link')),
      headers: response.headers,
    };
  }
}

const NOT_JSON = Symbol('not-json');

/**
 * A server document that is not JSON (the instance's HTML panel, its terms of service), by
 * GET without a token: its text; an error status throws ApiError as `request` does.
 */
export async function fetchText(http: HttpClient, path: string): Promise<string> {
  const target = http.url(path);
  let response: FetchResponse;
  try {
    response = await http.fetchText(target);
  } catch (cause) {
    throw toNetworkError(cause, target);
  }
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(
      response.status,
      text.slice(0, 2000),
      `The server answered HTTP ${response.status} to GET ${path}`,
      {
        authenticated: false,
      },
    );
  }
  return text;
}

function parseBody(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

function toNetworkError(cause: unknown, target: string): NetworkError | RefusedAnswerError {
  // The port already refused the answer (too large, unsafe redirect): keep its words.
  if (cause instanceof RefusedAnswerError) return cause;
  const host = safeHost(target);
  const name = (cause as { name?: string } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new TimeoutError(`No answer from ${host} in time`, { cause });
  }
  // A platform port that already worded the failure (Node's TransportError) is kept as is.
  if (name === 'NetworkError' && cause instanceof Error) {
    return new NetworkError(cause.message, { cause });
  }
  const reason = (cause as { cause?: { code?: string; message?: string } } | null)?.cause;
  const detail = reason?.code ?? reason?.message ?? (cause as Error | null)?.message ?? '';
  return new NetworkError(`Could not reach ${host}${detail ? ` (${detail})` : ''}`, { cause });
}

function safeHost(target: string): string {
  try {
    return new URL(target).host;
  } catch {
    return target;
  }
}
