import type { Account, Attachment, CustomEmoji, Notification, Poll, Status } from '../domain/types';
import type { EntityLookup } from '../model/entity-lookup';

/**
 * Domain → the JSON shape the Mastodon/Pleroma API documents (snake_case), for the CLI's
 * `--json` output: people's `jq` recipes written against the API keep working, and what
 * they get has been normalized (defaults filled, quirks smoothed).
 */
export type ApiJson = Record<string, unknown>;

function emojiJson(emoji: CustomEmoji): ApiJson {
  return {
    shortcode: emoji.shortcode,
    url: emoji.url,
    static_url: emoji.staticUrl,
    visible_in_picker: false,
  };
}

export function accountJson(account: Account): ApiJson {
  return {
    id: account.id,
    username: account.username,
    acct: account.acct,
    fqn: account.fqn,
    display_name: account.displayName,
    note: account.note,
    url: account.url,
    avatar: account.avatar,
    avatar_static: account.avatarStatic,
    header: account.header,
    header_static: account.headerStatic,
    locked: account.locked,
    bot: account.bot,
    created_at: account.createdAt,
    last_status_at: account.lastStatusAt,
    followers_count: account.followersCount,
    following_count: account.followingCount,
    statuses_count: account.statusesCount,
    emojis: account.emojis.map(emojiJson),
    fields: account.fields.map((f) => ({
      name: f.name,
      value: f.value,
      verified_at: f.verifiedAt,
    })),
    pleroma: {
      ap_id: account.apId,
      is_admin: account.role === 'admin',
      is_moderator: account.role === 'moderator',
      birthday: account.birthday,
      hide_follows: account.hideFollows,
      hide_followers: account.hideFollowers,
      hide_follows_count: account.hideFollowsCount,
      hide_followers_count: account.hideFollowersCount,
      hide_favorites: account.hideFavorites,
      deactivated: account.deactivated,
      tags: account.tags,
      is_local: account.isLocal,
      privileges: account.privileges,
      allow_following_move: account.allowFollowingMove,
    },
    // Bounded by the normalizer: the new account's own `moved` is always null.
    moved: account.moved ? accountJson(account.moved) : null,
  };
}

function attachmentJson(a: Attachment): ApiJson {
  return {
    id: a.id,
    type: a.type,
    url: a.url,
    preview_url: a.previewUrl,
    remote_url: a.remoteUrl,
    description: a.description,
    blurhash: a.blurhash,
    pleroma: { mime_type: a.mimeType },
  };
}

function pollJson(poll: Poll): ApiJson {
  return {
    id: poll.id,
    expires_at: poll.expiresAt,
    expired: poll.expired,
    multiple: poll.multiple,
    votes_count: poll.votesCount,
    voters_count: poll.votersCount,
    voted: poll.voted,
    own_votes: poll.ownVotes,
    options: poll.options.map((o) => ({ title: o.title, votes_count: o.votesCount })),
    emojis: poll.emojis.map(emojiJson),
  };
}

export function statusJson(status: Status, entities: EntityLookup, depth = 0): ApiJson {
  const account = entities.account(status.accountId);
  const reblog = status.reblogId ? entities.status(status.reblogId) : undefined;
  const quote = status.quoteId && depth < 2 ? entities.status(status.quoteId) : undefined;
  return {
    id: status.id,
    uri: status.uri,
    url: status.url,
    created_at: status.createdAt,
    edited_at: status.editedAt,
    account: account ? accountJson(account) : { id: status.accountId },
    content: status.content,
    text: status.text,
    spoiler_text: status.spoilerText,
    visibility: status.visibility,
    sensitive: status.sensitive,
    language: status.language,
    in_reply_to_id: status.inReplyToId,
    in_reply_to_account_id: status.inReplyToAccountId,
    reblog: reblog && depth < 2 ? statusJson(reblog, entities, depth + 1) : null,
    media_attachments: status.mediaAttachments.map(attachmentJson),
    mentions: status.mentions.map((m) => ({
      id: m.id,
      acct: m.acct,
      username: m.username,
      url: m.url,
    })),
    tags: status.tags.map((t) => ({ name: t.name, url: t.url })),
    emojis: status.emojis.map(emojiJson),
    card: status.card
      ? {
          url: status.card.url,
          title: status.card.title,
          description: status.card.description,
          image: status.card.image,
          provider_name: status.card.providerName,
          type: status.card.type,
        }
      : null,
    poll: status.poll ? pollJson(status.poll) : null,
    replies_count: status.repliesCount,
    reblogs_count: status.reblogsCount,
    favourites_count: status.favouritesCount,
    favourited: status.favourited,
    reblogged: status.reblogged,
    bookmarked: status.bookmarked,
    pinned: status.pinned,
    muted: status.muted,
    pleroma: {
      local: status.local,
      conversation_id: status.conversationId,
      context: status.conversationId,
      in_reply_to_account_acct: status.inReplyToAcct,
      thread_muted: status.threadMuted,
      parent_visible: status.parentVisible,
      quote: quote ? statusJson(quote, entities, depth + 1) : null,
      quote_id: status.quoteId,
      quote_url: status.quoteUrl,
      quote_visible: status.quoteVisible,
      emoji_reactions: status.emojiReactions.map((r) => ({
        name: r.name,
        count: r.count,
        me: r.me,
        url: r.url,
      })),
      spoiler_text: { 'text/plain': status.spoilerText },
      deleted: status.deleted,
    },
  };
}

export function notificationJson(n: Notification, entities: EntityLookup): ApiJson {
  const account = entities.account(n.accountId);
  const status = n.statusId ? entities.status(n.statusId) : undefined;
  const target = n.targetId ? entities.account(n.targetId) : undefined;
  return {
    id: n.id,
    type: n.rawType,
    created_at: n.createdAt,
    account: account ? accountJson(account) : { id: n.accountId },
    status: status ? statusJson(status, entities) : null,
    target: target ? accountJson(target) : undefined,
    emoji: n.emoji,
    emoji_url: n.emojiUrl,
    pleroma: { is_seen: n.seen },
  };
}

/** Convenience for the CLI. */
export const toApiJson = {
  account: accountJson,
  attachment: attachmentJson,
  status: statusJson,
  notification: notificationJson,
};
