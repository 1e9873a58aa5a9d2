import { isoTime, type Json, type JsonObject } from '../json';
import type { StatusRecord } from '../records';
import type { SandboxState } from '../state';
import { serializeAccount } from './account';
import { serializeAttachment } from './attachment';
import { serializeEmojis } from './emoji';
import { serializePoll } from './poll';

export interface StatusOptions {
  /** Include the source text in `text` (Pleroma does after delete, for delete-and-redraft). */
  withSource?: boolean;
  /** How many levels of quotes to render; Pleroma renders one. */
  quoteDepth?: number;
}

function statusUrl(state: SandboxState, s: StatusRecord): string {
  return `${state.baseUrl}/notice/${s.id}`;
}

function statusUri(state: SandboxState, s: StatusRecord): string {
  const copied = state.originUris.get(s.id);
  if (copied) return copied;
  const author = state.users.get(s.accountId);
  if (author?.domain) return `https://${author.domain}/objects/${s.id}`;
  return `${state.baseUrl}/objects/${s.id}`;
}

function emojiReactions(
  state: SandboxState,
  s: StatusRecord,
  viewerId: string | null,
): JsonObject[] {
  const grouped = new Map<string, { count: number; me: boolean; accountIds: string[] }>();
  for (const r of state.reactions.get(s.id) ?? []) {
    const g = grouped.get(r.emoji) ?? { count: 0, me: false, accountIds: [] };
    g.count += 1;
    g.me ||= r.userId === viewerId;
    g.accountIds.push(r.userId);
    grouped.set(r.emoji, g);
  }
  return [...grouped].map(([name, g]) => ({
    account_ids: g.accountIds,
    count: g.count,
    me: g.me,
    name,
    url: null,
  }));
}

function mentions(state: SandboxState, s: StatusRecord): JsonObject[] {
  const out: JsonObject[] = [];
  for (const id of s.mentionIds) {
    const u = state.users.get(id);
    if (u)
      out.push({ acct: state.acctOf(u), id: u.id, url: state.userUrl(u), username: u.username });
  }
  return out;
}

/** Pleroma's Status for one viewer. Boosts come in Pleroma's reduced wrapper shape. */
export function serializeStatus(
  state: SandboxState,
  s: StatusRecord,
  viewerId: string | null,
  opts: StatusOptions = {},
): JsonObject {
  const author = state.users.get(s.accountId)!;
  const account = serializeAccount(state, author, viewerId);
  if (s.reblogOfId) {
    const original = state.statuses.get(s.reblogOfId);
    const inner = original ? serializeStatus(state, original, viewerId, opts) : null;
    return reblogWrapper(state, s, account, inner, viewerId);
  }
  const favs = state.favourites.get(s.id);
  const boosts = state.reblogsOf(s.id);
  const parent = s.inReplyToId ? state.statuses.get(s.inReplyToId) : undefined;
  const parentAuthor = s.inReplyToAccountId ? state.users.get(s.inReplyToAccountId) : undefined;
  const quoted = s.quoteId ? state.statuses.get(s.quoteId) : undefined;
  const quoteDepth = opts.quoteDepth ?? 1;
  const quoteVisible = quoted ? state.canSee(viewerId, quoted) : false;
  const poll = s.pollId ? state.polls.get(s.pollId) : undefined;
  let quotesCount = 0;
  for (const other of state.statuses.values()) if (other.quoteId === s.id) quotesCount++;
  const pleroma: JsonObject = {
    bookmark_folder: null,
    content: { 'text/plain': s.source },
    content_type: s.contentType,
    context: `${state.baseUrl}/contexts/${s.threadNo}`,
    conversation_id: s.threadNo,
    direct_conversation_id: s.visibility === 'direct' ? s.threadNo : null,
    emoji_reactions: emojiReactions(state, s, viewerId),
    expires_at: s.expiresAt === null ? null : isoTime(s.expiresAt),
    in_reply_to_account_acct: parentAuthor ? state.acctOf(parentAuthor) : null,
    local: author.domain === null,
    parent_visible: parent ? state.canSee(viewerId, parent) : false,
    pinned_at: s.pinnedAt === null ? null : isoTime(s.pinnedAt),
    quote:
      quoted && quoteVisible && quoteDepth > 0
        ? serializeStatus(state, quoted, viewerId, { quoteDepth: quoteDepth - 1 })
        : null,
    quote_id: s.quoteId,
    quote_url: quoted ? statusUrl(state, quoted) : null,
    quote_visible: quoteVisible,
    quotes_count: quotesCount,
    spoiler_text: { 'text/plain': s.spoilerText },
    thread_muted: viewerId ? (state.mutedThreads.get(viewerId)?.has(s.threadNo) ?? false) : false,
  };
  return {
    account,
    application: s.applicationName ? { name: s.applicationName, website: null } : null,
    bookmarked: viewerId ? (state.bookmarks.get(viewerId)?.has(s.id) ?? false) : false,
    card: null,
    content: s.content,
    created_at: isoTime(s.createdAt),
    edited_at: s.editedAt === null ? null : isoTime(s.editedAt),
    emojis: serializeEmojis(state, s.emojis),
    favourited: viewerId ? (favs?.has(viewerId) ?? false) : false,
    favourites_count: favs?.size ?? 0,
    id: s.id,
    in_reply_to_account_id: s.inReplyToAccountId,
    in_reply_to_id: s.inReplyToId,
    language: s.language,
    media_attachments: s.mediaIds.flatMap((mid) => {
      const m = state.media.get(mid);
      return m ? [serializeAttachment(state, m)] : [];
    }),
    mentions: mentions(state, s),
    muted: viewerId ? state.isMuting(viewerId, s.accountId) : false,
    pinned: s.pinnedAt !== null,
    pleroma,
    poll: poll ? serializePoll(state, poll, viewerId) : null,
    reblog: null,
    reblogged: viewerId ? boosts.some((b) => b.accountId === viewerId) : false,
    reblogs_count: boosts.length,
    replies_count: state.repliesTo(s.id).length,
    sensitive: s.sensitive,
    spoiler_text: s.spoilerText,
    tags: s.tags.map((name) => ({ name, url: `${state.baseUrl}/tag/${encodeURIComponent(name)}` })),
    text: opts.withSource ? s.source : null,
    uri: statusUri(state, s),
    url: statusUrl(state, s),
    visibility: s.visibility,
  };
}

/** The shape Pleroma's StatusView gives an Announce: most counters zero, `pleroma` reduced. */
function reblogWrapper(
  state: SandboxState,
  s: StatusRecord,
  account: JsonObject,
  inner: JsonObject | null,
  viewerId: string | null,
): JsonObject {
  const innerField = (key: string, fallback: Json): Json =>
    inner ? (inner[key] ?? fallback) : fallback;
  return {
    account,
    application: null,
    bookmarked: innerField('bookmarked', false),
    card: null,
    content: '',
    created_at: isoTime(s.createdAt),
    edited_at: null,
    emojis: [],
    favourited: innerField('favourited', false),
    favourites_count: 0,
    id: s.id,
    in_reply_to_account_id: null,
    in_reply_to_id: null,
    language: null,
    media_attachments: innerField('media_attachments', []),
    mentions: [],
    muted: false,
    pinned: false,
    pleroma: { local: state.users.get(s.accountId)?.domain === null, pinned_at: null },
    poll: null,
    reblog: inner,
    reblogged: viewerId
      ? viewerId === s.accountId || innerField('reblogged', false) === true
      : false,
    reblogs_count: 0,
    replies_count: 0,
    sensitive: false,
    spoiler_text: '',
    tags: innerField('tags', []),
    text: null,
    uri: `${state.baseUrl}/activities/${s.id}`,
    url: `${state.baseUrl}/activities/${s.id}`,
    visibility: s.visibility,
  };
}
