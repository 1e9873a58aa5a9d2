/**
 * Typed errors with a cause (masto.js style). Both UIs and the CLI map these to messages
 * and exit codes; nothing above `api/` inspects raw responses.
 */

/** The server answered with a non-success status. Carries the status and the parsed body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** Messages per form field (`{ username: ['has already been taken'] }`); empty when none. */
  readonly fields: Record<string, string[]>;
  /**
   * Whether the request carried a token. A 401/403 then means the login was refused; without
   * one it means the server wants a login for this (anonymous reading, see `isLoginRequired`).
   */
  readonly authenticated: boolean;
  constructor(
    readonly status: number,
    /** Parsed JSON body when it was JSON, else the raw text. */
    readonly body: unknown,
    message: string,
    options: { authenticated?: boolean } = {},
  ) {
    super(message);
    this.fields = fieldErrorsOf(body);
    this.authenticated = options.authenticated ?? false;
  }

  /** The server's own error text (`{"error": "..."}`), when it gave one. */
  get serverMessage(): string | undefined {
    return errorTextOf(this.body);
  }
}

/** The request never got an answer: DNS, refused connection, reset, TLS. */
export class NetworkError extends Error {
  override readonly name: string = 'NetworkError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** No answer within the configured time. */
export class TimeoutError extends NetworkError {
  override readonly name: string = 'TimeoutError';
}

/** The server answered 2xx but the body was not the JSON we can use. */
export class MalformedResponseError extends Error {
  override readonly name = 'MalformedResponseError';
  constructor(
    message: string,
    readonly bodyText: string,
  ) {
    super(message);
  }
}

/**
 * The platform refused an answer instead of using it: larger than the size limit, a
 * redirect chain too long, or a redirect that would carry the request's body to another
 * origin. The server misbehaved (it answered), so this is not a NetworkError.
 */
export class RefusedAnswerError extends Error {
  override readonly name = 'RefusedAnswerError';
  constructor(
    readonly reason: 'too-large' | 'too-many-redirects' | 'unsafe-redirect',
    message: string,
  ) {
    super(message);
  }
}

/** The server does not offer this feature; UIs hide the option. */
export class NotSupportedError extends Error {
  override readonly name = 'NotSupportedError';
}

/** An id that cannot be one path segment (empty, `.` or `..`): refused before any request. */
export class InvalidIdError extends Error {
  override readonly name = 'InvalidIdError';
  constructor(readonly id: string) {
    super(id === '' ? 'An empty id names nothing' : `"${id}" is not a valid id`);
  }
}

/** Extract the human text of a Pleroma/Mastodon error body. */
export function errorTextOf(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() === '' ? undefined : body.slice(0, 500);
  if (body && typeof body === 'object') {
    const error = (body as Record<string, unknown>).error;
    if (typeof error === 'string') return error;
    if (error && typeof error === 'object') {
      // Pleroma validation errors: {"error": {"field": ["msg"]}}
      return Object.entries(error as Record<string, unknown>)
        .map(([field, msgs]) => `${field.replaceAll('_', ' ')}. ${[msgs].flat().join(' ')}`)
        .join(' ');
    }
    const description = (body as Record<string, unknown>).error_description;
    if (typeof description === 'string') return description;
  }
  return undefined;
}

/**
 * Per-field validation messages, from Pleroma's `{"error": {"field": ["msg"]}}` (also under
 * `errors`) and Mastodon's `{"error": "...", "details": {"field": [{"error": "ERR_BLANK",
 * "description": "can't be blank"}]}}`. Forms show each beside its field.
 */
export function fieldErrorsOf(body: unknown): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  if (!isRecord(body)) return fields;
  const add = (source: unknown, read: (item: unknown) => string | undefined) => {
    if (!isRecord(source)) return;
    for (const [field, value] of Object.entries(source)) {
      const messages = (Array.isArray(value) ? value : [value])
        .map(read)
        .filter((text): text is string => text !== undefined && text.trim() !== '');
      if (messages.length > 0) fields[field] = [...(fields[field] ?? []), ...messages];
    }
  };
  const plain = (item: unknown) => (typeof item === 'string' ? item : undefined);
  add(body.error, plain);
  add(body.errors, plain);
  add(body.details, (item) => {
    if (typeof item === 'string') return item;
    if (!isRecord(item)) return undefined;
    const text = item.description ?? item.error;
    return typeof text === 'string' ? text : undefined;
  });
  return fields;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** 401/403 to a request that carried a token: the server no longer accepts the login. */
export function isLoginRejected(error: unknown): error is ApiError {
  return error instanceof ApiError && error.authenticated && isAuthStatus(error.status);
}

/** 401/403 to a request made without a login: the server lets no one read this anonymously. */
export function isLoginRequired(error: unknown): error is ApiError {
  return error instanceof ApiError && !error.authenticated && isAuthStatus(error.status);
}

function isAuthStatus(status: number): boolean {
  return status === 401 || status === 403;
}

/** What every face says when reading without a login is refused (`isLoginRequired`). */
export const LOGIN_REQUIRED_SENTENCE = 'This server requires a login to read it';

/** A short sentence for any error, for notices and stderr. */
export function describeError(error: unknown): string {
  // Not "your login expired": no login was involved.
  if (isLoginRequired(error)) return LOGIN_REQUIRED_SENTENCE;
  if (error instanceof ApiError) {
    return error.serverMessage ? `${error.serverMessage} (HTTP ${error.status})` : error.message;
  }
  if (error instanceof Error) return error.message;
  return String(error);
}
