import { escapeHtml } from '../html';
import { isoTime, type JsonObject } from '../json';
import type { UserRecord } from '../records';
import type { SandboxState } from '../state';
import { serializeEmojis } from './emoji';
import { serializeRelationship } from './relationship';

export function avatarPath(user: UserRecord): string {
  if (user.uploadedAvatar) return user.uploadedAvatar;
  return `/media/avatars/${user.domain ? `${user.username}_${user.domain}` : user.username}.png`;
}

export function headerPath(user: UserRecord): string {
  if (user.uploadedHeader) return user.uploadedHeader;
  return `/media/headers/${user.domain ? `${user.username}_${user.domain}` : user.username}.png`;
}

function noteHtml(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br/>');
}

function linkify(value: string): string {
  return /^https?:\/\/\S+$/.test(value)
    ? `<a href="${escapeHtml(value)}" rel="ugc">${escapeHtml(value)}</a>`
    : escapeHtml(value);
}

function shortcodesIn(user: UserRecord): string[] {
  const text = `${user.displayName} ${user.noteSource}`;
  return [...text.matchAll(/:([A-Za-z0-9_]+):/g)].map((m) => m[1]!);
}

/**
 * Pleroma's Account as `viewerId` sees it. The owner (or `self: true`) also gets
 * source.privacy, settings_store, chat_token, notification settings...
 */
export function serializeAccount(
  state: SandboxState,
  user: UserRecord,
  viewerId: string | null,
  opts: { self?: boolean } = {},
): JsonObject {
  // Pleroma renders owner-only fields wherever the viewer's own account appears.
  const self = opts.self ?? (viewerId !== null && viewerId === user.id);
  const base = state.baseUrl;
  const avatar = `${base}${avatarPath(user)}`;
  const header = `${base}${headerPath(user)}`;
  const lastStatus = state.lastStatusAt(user.id);
  const followers = state.followerIds(user.id).length;
  const following = state.followingIds(user.id).length;
  const pleroma: JsonObject = {
    accepts_chat_messages: user.acceptsChatMessages,
    also_known_as: user.alsoKnownAs,
    ap_id: state.userUrl(user),
    background_image: user.uploadedBackground ? `${base}${user.uploadedBackground}` : null,
    birthday: user.showBirthday || self ? user.birthday : null,
    deactivated: user.deactivated,
    favicon: user.domain ? `https://${user.domain}/favicon.png` : `${base}/favicon.png`,
    hide_favorites: user.hideFavorites,
    hide_followers: user.hideFollowers,
    hide_followers_count: user.hideFollowersCount,
    hide_follows: user.hideFollows,
    hide_follows_count: user.hideFollowsCount,
    // Pleroma shows the role only when its owner lets it (show_role), and always to the owner.
    is_admin: user.role === 'admin' && (user.showRole || self),
    is_confirmed: true,
    is_moderator: user.role === 'moderator' && (user.showRole || self),
    is_suggested: user.isSuggested,
    relationship: viewerId ? serializeRelationship(state, viewerId, user.id) : {},
    skip_thread_containment: false,
    tags: [...(state.userTags.get(user.id) ?? [])],
  };
  const source: JsonObject = {
    fields: user.fields.map((f) => ({ name: f.name, value: f.value })),
    note: user.noteSource,
    pleroma: { actor_type: user.actorType, discoverable: user.discoverable },
    sensitive: false,
  };
  const account: JsonObject = {
    acct: state.acctOf(user),
    avatar,
    avatar_description: '',
    avatar_static: avatar,
    bot: user.bot,
    created_at: isoTime(user.createdAt),
    display_name: user.displayName,
    emojis: serializeEmojis(state, shortcodesIn(user)),
    fields: user.fields.map((f) => ({ name: f.name, value: linkify(f.value), verified_at: null })),
    followers_count: user.hideFollowersCount && !self ? 0 : followers,
    following_count: user.hideFollowsCount && !self ? 0 : following,
    fqn: user.domain ? `${user.username}@${user.domain}` : `${user.username}@${state.host}`,
    header,
    header_description: '',
    header_static: header,
    id: user.id,
    last_status_at: lastStatus === null ? null : isoTime(lastStatus).slice(0, 19),
    locked: user.locked,
    note: noteHtml(user.noteSource),
    pleroma,
    source,
    statuses_count: state.statusCountOf(user.id),
    url: state.userUrl(user),
    username: user.username,
  };
  if (user.movedToId) {
    const moved = state.users.get(user.movedToId);
    if (moved) account.moved = serializeAccount(state, moved, viewerId);
  }
  if (self) addOwnerFields(state, user, account, pleroma, source);
  return account;
}

function addOwnerFields(
  state: SandboxState,
  user: UserRecord,
  account: JsonObject,
  pleroma: JsonObject,
  source: JsonObject,
): void {
  const requests = state.followRequests.get(user.id)?.size ?? 0;
  const unread = state.notificationsFor(user.id).filter((n) => !n.seen).length;
  account.follow_requests_count = requests;
  source.privacy = user.defaultScope;
  source.pleroma = {
    actor_type: user.actorType,
    discoverable: user.discoverable,
    no_rich_text: false,
    show_birthday: user.showBirthday,
    show_role: user.showRole,
  };
  pleroma.accepts_email_list = false;
  pleroma.allow_following_move = user.allowFollowingMove;
  pleroma.chat_token = `sandbox-chat-${user.id}`;
  pleroma.email = user.email;
  pleroma.notification_settings = {
    block_from_strangers: user.notificationSettings?.blockFromStrangers ?? false,
    hide_notification_contents: user.notificationSettings?.hideContents ?? false,
  };
  pleroma.privileges = state.moderation.privilegesOf(user);
  pleroma.settings_store = user.settingsStore;
  pleroma.show_birthday = user.showBirthday;
  pleroma.unread_conversation_count = 0;
  pleroma.unread_notifications_count = unread;
}
