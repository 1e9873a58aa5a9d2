import { json, type Reply, type RequestContext } from './http';
import type { RouteDef } from './router';

/**
 * Sign-in behaviours of real Mastodon-API servers that are not Pleroma, switched on per test
 * (a start option or `POST /__sandbox/quirks`), so client tests reproduce them without the
 * real server. Off by default: the sandbox stays Pleroma-like.
 */
export interface AuthQuirks {
  /** `grant_type=password` answers 400 `unsupported_grant_type` (Mastodon 4.4, snac). */
  noPasswordGrant: boolean;
  /** An app asking for a scope it does not know (`admin`) is refused: 422 `invalid_request`. */
  noAdminScope: boolean;
  /**
   * The password grant hands out a token bound to no user; user routes then answer 422
   * "This method requires an authenticated user", as Mastodon does for app tokens.
   */
  userlessPasswordToken: boolean;
}

export const NO_QUIRKS: Readonly<AuthQuirks> = Object.freeze({
  noPasswordGrant: false,
  noAdminScope: false,
  userlessPasswordToken: false,
});

/** The scopes a server with `noAdminScope` knows (Mastodon's top-level ones). */
const KNOWN_SCOPES = new Set(['read', 'write', 'follow', 'push', 'profile']);

/** The refusal of a server without the password grant, in Doorkeeper's words. */
export function passwordGrantRefused(): Reply {
  return json(
    {
      error: 'unsupported_grant_type',
      error_description:
        'The authorization grant type is not supported by the authorization server.',
    },
    400,
  );
}

/** 422 for an app registration that names a scope the quirky server does not know. */
export function unknownScopeRefusal(quirks: AuthQuirks, scopes: string): Reply | null {
  if (!quirks.noAdminScope) return null;
  const unknown = scopes.split(/\s+/).filter((s) => s && !KNOWN_SCOPES.has(s.split(':')[0]!));
  if (unknown.length === 0) return null;
  return json(
    {
      error: 'invalid_request',
      error_description: `Validation failed: Scopes ${unknown.join(', ')} is not a valid scope`,
    },
    422,
  );
}

const FLAGS: Readonly<Record<string, keyof AuthQuirks>> = {
  no_password_grant: 'noPasswordGrant',
  no_admin_scope: 'noAdminScope',
  userless_password_token: 'userlessPasswordToken',
};

function snakeCase(quirks: AuthQuirks): Record<string, boolean> {
  return Object.fromEntries(Object.entries(FLAGS).map(([name, key]) => [name, quirks[key]]));
}

/** `POST /__sandbox/quirks` with `{no_password_grant: true, …}`: switches the named ones. */
function setQuirks(ctx: RequestContext): Reply {
  for (const [name, key] of Object.entries(FLAGS)) {
    const value = ctx.body.bool(name);
    if (value !== undefined) ctx.state.quirks[key] = value;
  }
  return json(snakeCase(ctx.state.quirks));
}

function resetQuirks(ctx: RequestContext): Reply {
  Object.assign(ctx.state.quirks, NO_QUIRKS);
  return json(snakeCase(ctx.state.quirks));
}

const why = 'sandbox test hook';

export const quirkRoutes: RouteDef[] = [
  { method: 'POST', path: '/__sandbox/quirks', access: 'public', handler: setQuirks, extra: why },
  {
    method: 'DELETE',
    path: '/__sandbox/quirks',
    access: 'public',
    handler: resetQuirks,
    extra: why,
  },
  {
    method: 'GET',
    path: '/__sandbox/quirks',
    access: 'public',
    handler: (ctx) => json(snakeCase(ctx.state.quirks)),
    extra: why,
  },
];
