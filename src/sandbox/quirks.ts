import { SandboxError } from './errors';
import type { Reply } from './http';
import type { Access } from './router';

/**
 * Behaviours of real Mastodon-API servers that are not Pleroma, switched on one by one (or
 * bundled as a flavour) so tests reproduce them without the real server. Each quirk is
 * checked in one place: the request URL and reply headers here, the rest at the route that
 * differs (oauth.ts, instance.ts, server.ts for connections and streaming).
 */
export const QUIRKS = {
  'ignores-since-id': 'since_id is ignored; only max_id and min_id page',
  'link-older-than':
    'Link pages with older_than/newer_than (understood as max_id/min_id); max_id is ignored',
  'no-link-header': 'no Link header on any page',
  'closes-connections':
    'one request per connection, without Connection: close: a reused connection is closed before any byte of an answer',
  'no-password-grant': 'grant_type=password answers 400 unsupported_grant_type',
  'token-without-user':
    'the password grant issues a token bound to no user; user routes answer it 422',
  'rejects-admin-scope': 'app registration with a scope outside read/write/follow/push is 422',
  'public-timeline-needs-auth': 'the public and tag timelines answer 401 without a user',
  'restricts-unauthenticated':
    "the public and tag timelines answer 403 without a user (Pleroma's restrict_unauthenticated)",
  'private-instance':
    "a private instance (Pleroma's `public: false`): nodeinfo says private; the public and tag timelines and search answer 403 without a user",
  'not-federating':
    "federation off (Pleroma's `:federating` false): instance and nodeinfo say `federation.enabled: false`",
  'unknown-token-401': 'a token the server does not know is 401 on every route (Mastodon)',
  'unknown-token-403': 'a token the server does not know is 403 on every route, public ones too',
  'no-streaming':
    'the instance advertises a wss:// streaming_api, but the port speaks plain HTTP and upgrades are 404',
  'no-markers': 'no /api/v1/markers (404)',
  'no-stickers':
    'no sticker packs: /static/stickers.json is 404 (as on servers without Pleroma-FE)',
  'no-chats-reactions':
    'no Pleroma chats or emoji reactions: routes are 404 and the features are not listed',
  'registrations-closed':
    'registrations: false; POST /api/v1/accounts needs an invite token (any non-empty one)',
  'account-activation-required':
    'account_activation_required: email required; registration answers missing_confirmed_email',
  'account-approval-required':
    'approval_required: a reason is required; registration answers awaiting_approval',
  'birthday-required': 'birthday_required with birthday_min_age 18',
  kocaptcha: 'captcha of type kocaptcha (an image on the server, answer checked by its md5)',
  'native-captcha': 'captcha of type native (a data: image)',
  'no-mailer': 'nodeinfo mailerEnabled: false (no password reset)',
  'token-login': "frontend configuration loginMethod: 'token' (the login screen's token mode)",
  'no-db-config': 'configurable_from_database is off: the admin config routes answer 400 naming it',
  'mastodon-instance':
    'Mastodon-shaped /api/v1/instance and nodeinfo naming the flavour (mastodon unless snac/gotosocial)',
} as const satisfies Record<string, string>;

export type QuirkName = keyof typeof QUIRKS;

/**
 * Named bundles, after the servers the client was tried against (loosely: they reproduce
 * what was seen there, they do not emulate those servers).
 */
export const FLAVOURS = {
  pleroma: [],
  mastodon: ['mastodon-instance', 'rejects-admin-scope', 'unknown-token-401', 'no-chats-reactions'],
  snac: [
    'mastodon-instance',
    'closes-connections',
    'ignores-since-id',
    'no-link-header',
    'no-streaming',
    'token-without-user',
    'no-chats-reactions',
  ],
  gotosocial: [
    'mastodon-instance',
    'no-password-grant',
    'rejects-admin-scope',
    'public-timeline-needs-auth',
    'link-older-than',
    'unknown-token-401',
    'no-markers',
    'no-chats-reactions',
  ],
} as const satisfies Record<string, readonly QuirkName[]>;

export type FlavourName = keyof typeof FLAVOURS;

/** What the sandbox calls itself in nodeinfo and the instance's `version`. */
export interface Software {
  name: string;
  version: string;
  /** The instance document's `version` (Mastodon-compatible numbering). */
  apiVersion: string;
}

const SOFTWARE: Record<Exclude<FlavourName, 'pleroma'>, Software> = {
  mastodon: { name: 'mastodon', version: '4.3.0', apiVersion: '4.3.0' },
  snac: { name: 'snac', version: '2.94', apiVersion: '4.0.0 (not true; really snac/2.94)' },
  gotosocial: { name: 'gotosocial', version: '0.17.3', apiVersion: '0.17.3 git-sandbox' },
};

export function isQuirkName(name: string): name is QuirkName {
  return Object.hasOwn(QUIRKS, name);
}

export function isFlavourName(name: string): name is FlavourName {
  return Object.hasOwn(FLAVOURS, name);
}

/** The flavour plus any single quirks: what `startSandbox`, the CLI and the hook take. */
export interface QuirkSelection {
  flavour?: FlavourName;
  quirks?: readonly QuirkName[];
}

/**
 * The sign-in quirks as booleans (the OAuth tests' form: `startSandbox({ quirks: {
 * noPasswordGrant: true } })`, hook body `{"no_password_grant": true}`), by quirk name.
 */
export interface AuthQuirks {
  noPasswordGrant: boolean;
  noAdminScope: boolean;
  userlessPasswordToken: boolean;
}

const AUTH_FLAGS: Readonly<Record<keyof AuthQuirks, { snake: string; quirk: QuirkName }>> = {
  noPasswordGrant: { snake: 'no_password_grant', quirk: 'no-password-grant' },
  noAdminScope: { snake: 'no_admin_scope', quirk: 'rejects-admin-scope' },
  userlessPasswordToken: { snake: 'userless_password_token', quirk: 'token-without-user' },
};

/** The quirk names of the boolean form's flags that are on. */
export function namesOfAuthQuirks(flags: Partial<AuthQuirks>): QuirkName[] {
  return (Object.keys(AUTH_FLAGS) as (keyof AuthQuirks)[])
    .filter((key) => flags[key] === true)
    .map((key) => AUTH_FLAGS[key].quirk);
}

/** `{"no_password_grant": true, ...}` in a hook body: which quirks to switch on or off. */
export function authFlagsFromBody(
  read: (snake: string) => boolean | undefined,
): Array<[QuirkName, boolean]> {
  const out: Array<[QuirkName, boolean]> = [];
  for (const { snake, quirk } of Object.values(AUTH_FLAGS)) {
    const on = read(snake);
    if (on !== undefined) out.push([quirk, on]);
  }
  return out;
}

/** The active quirks of one sandbox; the default (pleroma, none) is plain Pleroma. */
export class Quirks {
  private flavourName: FlavourName = 'pleroma';
  private active = new Set<QuirkName>();

  constructor(selection: QuirkSelection = {}) {
    this.select(selection);
  }

  /** Replaces the whole selection (so a test starts from a known state). */
  select(selection: QuirkSelection): void {
    this.flavourName = selection.flavour ?? 'pleroma';
    this.active = new Set([...FLAVOURS[this.flavourName], ...(selection.quirks ?? [])]);
  }

  /** Switches one quirk on or off, keeping the rest of the selection. */
  set(name: QuirkName, on: boolean): void {
    if (on) this.active.add(name);
    else this.active.delete(name);
  }

  has(name: QuirkName): boolean {
    return this.active.has(name);
  }

  get flavour(): FlavourName {
    return this.flavourName;
  }

  /** `{ flavour, quirks }` with every active quirk, the flavour's included. */
  toJSON(): { flavour: FlavourName; quirks: QuirkName[] } {
    return { flavour: this.flavourName, quirks: [...this.active].sort() };
  }

  software(): Software {
    return this.flavourName === 'pleroma' ? SOFTWARE.mastodon : SOFTWARE[this.flavourName];
  }

  /** The query the routes see: since_id dropped, older_than/newer_than read as max_id/min_id. */
  requestUrl(url: URL): URL {
    const q = url.searchParams;
    if (this.has('ignores-since-id')) q.delete('since_id');
    if (this.has('link-older-than')) {
      const older = q.get('older_than');
      const newer = q.get('newer_than');
      q.delete('max_id');
      q.delete('older_than');
      q.delete('newer_than');
      if (older) q.set('max_id', older);
      if (newer) q.set('min_id', newer);
    }
    return url;
  }

  /** The reply's Link header without it, or renamed to older_than/newer_than. */
  reply(reply: Reply): Reply {
    const link = reply.headers.link;
    if (link === undefined) return reply;
    const { link: _, ...others } = reply.headers;
    if (this.has('no-link-header')) return { ...reply, headers: others };
    if (!this.has('link-older-than')) return reply;
    const renamed = link
      .replace(/([?&])max_id=/g, '$1older_than=')
      .replace(/([?&])min_id=/g, '$1newer_than=');
    return { ...reply, headers: { ...others, link: renamed } };
  }

  /** Whether anonymous reading of the public and tag timelines is refused (401 or 403). */
  restrictsAnonymousTimelines(): boolean {
    return (
      this.has('public-timeline-needs-auth') ||
      this.has('restricts-unauthenticated') ||
      this.has('private-instance')
    );
  }

  /** Routes this server does not have: answered like any unknown path (404). */
  hidesPath(path: string): boolean {
    if (this.has('no-markers') && /^\/api\/v1\/markers\/?$/.test(path)) return true;
    // Sticker packs are Pleroma-FE's static files: a Mastodon-shaped server has none.
    if (/^\/static\/stickers(\.json|\/)/.test(path))
      return this.has('no-stickers') || this.has('mastodon-instance');
    if (!this.has('no-chats-reactions')) return false;
    return (
      /^\/api\/(v[12]\/)?pleroma\/chats(\/|$)/.test(path) ||
      /^\/api\/(v1\/)?pleroma\/statuses\/[^/]+\/reactions(\/|$)/.test(path)
    );
  }

  /** Feature names the instance and nodeinfo list, without those this server lacks. */
  features(all: readonly string[]): string[] {
    const lacking = this.has('no-chats-reactions')
      ? ['pleroma_chat_messages', 'pleroma_emoji_reactions', 'exposable_reactions']
      : [];
    const noStreaming = this.has('no-streaming') ? ['mastodon_api_streaming', 'shout'] : [];
    return all.filter((f) => !lacking.includes(f) && !noStreaming.includes(f));
  }

  /**
   * The refusal a request meets before its route runs, given its token (`carried`: a token
   * was sent; `known`/`userBound`: what the server found for it) and the route.
   */
  refusal(req: {
    path: string;
    access: Access;
    carried: boolean;
    known: boolean;
    userBound: boolean;
  }): SandboxError | null {
    if (req.carried && !req.known) {
      if (this.has('unknown-token-401'))
        return new SandboxError(401, 'The access token is invalid');
      if (this.has('unknown-token-403')) return new SandboxError(403, 'Invalid credentials.');
    }
    // Mastodon's answer to an app token (no user) on a user route.
    if (this.has('token-without-user') && req.access === 'user' && req.known && !req.userBound) {
      return new SandboxError(422, 'This method requires an authenticated user');
    }
    if (!req.userBound && /^\/api\/v1\/timelines\/(public|tag\/[^/]+)\/?$/.test(req.path)) {
      if (this.has('public-timeline-needs-auth'))
        return new SandboxError(401, 'This API requires an authenticated user');
      if (this.has('restricts-unauthenticated'))
        return new SandboxError(403, 'authorization required for timeline view');
    }
    // Pleroma's EnsurePublicOrAuthenticatedPlug on a private instance.
    if (
      this.has('private-instance') &&
      !req.userBound &&
      /^\/api\/(v1\/timelines\/(public|tag\/[^/]+)|v[12]\/search|v1\/accounts\/search)\/?$/.test(
        req.path,
      )
    ) {
      return new SandboxError(403, 'This resource requires authentication.');
    }
    return null;
  }
}

/** Scopes a strict server knows; anything else (Pleroma's bare `admin`) is refused. */
const KNOWN_SCOPE = /^(read|write|follow|push|profile|(admin:)?(read|write)(:[a-z_]+)?)$/;

/** The scopes a strict server refuses in an app registration (empty when none). */
export function unknownScopes(scopes: string): string[] {
  return scopes.split(/[\s+]+/).filter((s) => s !== '' && !KNOWN_SCOPE.test(s));
}

/** Parses `{ flavour, quirks }` from the hook or the CLI; throws a 422 naming what is wrong. */
export function parseSelection(
  flavour: string | undefined,
  quirks: readonly string[],
): QuirkSelection {
  if (flavour !== undefined && !isFlavourName(flavour)) {
    throw new SandboxError(
      422,
      `Unknown flavour ${flavour}; known: ${Object.keys(FLAVOURS).join(', ')}`,
    );
  }
  const unknown = quirks.filter((q) => !isQuirkName(q));
  if (unknown.length > 0) {
    throw new SandboxError(
      422,
      `Unknown quirk ${unknown.join(', ')}; known: ${Object.keys(QUIRKS).join(', ')}`,
    );
  }
  return { ...(flavour ? { flavour } : {}), quirks: quirks.filter(isQuirkName) };
}
