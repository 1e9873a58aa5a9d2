import type { Account, CustomEmoji, ProfileField, Role } from '../domain/types';
import { bool, isObject, isoDate, mapValid, num, obj, str, strings, strOrNull } from './read';

const EPOCH = '1970-01-01T00:00:00.000Z';

/**
 * Spec part 1 §6: the privileges of each role when the server names none (Pleroma's
 * defaults; servers before Pleroma 2.5, and accounts other than the signed-in one).
 */
export const DEFAULT_PRIVILEGES: Readonly<Record<Role, readonly string[]>> = {
  admin: [
    'users_read',
    'users_manage_invites',
    'users_manage_activation_state',
    'users_manage_tags',
    'users_manage_credentials',
    'users_delete',
    'messages_read',
    'messages_delete',
    'instances_delete',
    'reports_manage_reports',
    'moderation_log_read',
    'announcements_manage_announcements',
    'emoji_manage_emoji',
    'statistics_read',
  ],
  moderator: ['messages_delete', 'reports_manage_reports'],
  member: [],
};

export function normalizeEmoji(raw: unknown): CustomEmoji | undefined {
  if (!isObject(raw)) return undefined;
  const shortcode = str(raw.shortcode);
  const url = str(raw.url);
  if (!shortcode || !url) return undefined;
  return { shortcode, url, staticUrl: str(raw.static_url, url) };
}

function normalizeField(raw: unknown): ProfileField | undefined {
  if (!isObject(raw)) return undefined;
  return { name: str(raw.name), value: str(raw.value), verifiedAt: strOrNull(raw.verified_at) };
}

/** The host of an account: from `acct`, else its profile URL (local accounts omit it). */
function hostOf(raw: Record<string, unknown>, serverHost: string): string {
  const acct = str(raw.acct);
  const at = acct.indexOf('@');
  if (at > 0) return acct.slice(at + 1);
  return serverHost;
}

/**
 * Wire account → domain account. `serverHost` is the host we talk to: local accounts
 * have `acct` without a host, and snac adds `:port` to remote-looking local ones.
 */
export function normalizeAccount(
  raw: unknown,
  serverHost = '',
  /** True while reading a `moved` target: its own `moved` is not followed. */
  asMoveTarget = false,
): Account | undefined {
  if (!isObject(raw)) return undefined;
  const id = str(raw.id);
  if (!id) return undefined;
  const pleroma = obj(raw.pleroma);
  const username = str(raw.username) || str(raw.acct).split('@')[0] || id;
  const acctRaw = str(raw.acct, username);
  const host = hostOf(raw, serverHost);
  // A server that names its own accounts with its host (snac) is smoothed to Mastodon's form.
  const acct =
    acctRaw.includes('@') && sameHost(acctRaw.slice(acctRaw.indexOf('@') + 1), serverHost)
      ? username
      : acctRaw;
  const isLocal = !acct.includes('@');
  const role: Role = bool(pleroma.is_admin)
    ? 'admin'
    : bool(pleroma.is_moderator)
      ? 'moderator'
      : 'member';
  const avatar = str(raw.avatar);
  const header = str(raw.header);
  return {
    id,
    username,
    acct,
    fqn: str(raw.fqn) || (acct.includes('@') ? acct : host ? `${username}@${host}` : username),
    displayName: str(raw.display_name),
    note: str(raw.note),
    url: str(raw.url),
    avatar,
    avatarStatic: str(raw.avatar_static, avatar),
    header,
    headerStatic: str(raw.header_static, header),
    locked: bool(raw.locked),
    bot: bool(raw.bot),
    createdAt: isoDate(raw.created_at, EPOCH),
    lastStatusAt: strOrNull(raw.last_status_at),
    followersCount: num(raw.followers_count),
    followingCount: num(raw.following_count),
    statusesCount: num(raw.statuses_count),
    emojis: mapValid(raw.emojis, normalizeEmoji),
    fields: mapValid(raw.fields, normalizeField),
    isLocal,
    role,
    privileges: Array.isArray(pleroma.privileges)
      ? strings(pleroma.privileges)
      : [...DEFAULT_PRIVILEGES[role]],
    birthday: strOrNull(pleroma.birthday),
    hideFollows: bool(pleroma.hide_follows),
    hideFollowers: bool(pleroma.hide_followers),
    hideFollowsCount: bool(pleroma.hide_follows_count),
    hideFollowersCount: bool(pleroma.hide_followers_count),
    hideFavorites: bool(pleroma.hide_favorites, true),
    deactivated: bool(pleroma.deactivated) || bool(raw.suspended),
    tags: strings(pleroma.tags),
    apId: strOrNull(pleroma.ap_id),
    allowFollowingMove: bool(pleroma.allow_following_move, true),
    ownerFieldsSent:
      Array.isArray(pleroma.privileges) || typeof pleroma.allow_following_move === 'boolean',
    moved: asMoveTarget ? null : (normalizeAccount(raw.moved, serverHost, true) ?? null),
  };
}

function sameHost(a: string, b: string): boolean {
  if (!b) return false;
  const strip = (h: string) => h.toLowerCase().replace(/:\d+$/, '');
  return a.toLowerCase() === b.toLowerCase() || strip(a) === strip(b);
}
