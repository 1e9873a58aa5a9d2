import type {
  Account,
  Attachment,
  AttachmentType,
  EmojiReaction,
  EntityBundle,
  Hashtag,
  LinkCard,
  Mention,
  Poll,
  Status,
  Visibility,
} from '../domain/types';
import { normalizeAccount, normalizeEmoji } from './account';
import { arr, bool, isObject, isoDate, mapValid, num, obj, str, strOrNull } from './read';

const VISIBILITIES: readonly Visibility[] = [
  'public',
  'unlisted',
  'private',
  'direct',
  'local',
  'list',
];
const ATTACHMENT_TYPES: readonly AttachmentType[] = ['image', 'video', 'gifv', 'audio', 'unknown'];

/** Attachment type from the server's `type`, else from the MIME type (spec: derived from mimetype). */
function attachmentType(type: string, mime: string): AttachmentType {
  if ((ATTACHMENT_TYPES as readonly string[]).includes(type) && type !== 'unknown') {
    return type as AttachmentType;
  }
  const major = mime.split('/')[0];
  if (major === 'image' || major === 'video' || major === 'audio') return major;
  return 'unknown';
}

export function normalizeAttachment(raw: unknown): Attachment | undefined {
  if (!isObject(raw)) return undefined;
  const id = str(raw.id);
  const url = str(raw.url) || str(raw.remote_url);
  if (!id && !url) return undefined;
  const mimeType = str(obj(raw.pleroma).mime_type) || str(raw.mime_type);
  return {
    id: id || url,
    type: attachmentType(str(raw.type), mimeType),
    url,
    previewUrl: str(raw.preview_url) || url,
    remoteUrl: strOrNull(raw.remote_url),
    description: str(raw.description),
    mimeType,
    blurhash: strOrNull(raw.blurhash),
  };
}

function normalizeMention(raw: unknown): Mention | undefined {
  if (!isObject(raw)) return undefined;
  const id = str(raw.id);
  if (!id) return undefined;
  const acct = str(raw.acct);
  return { id, acct, username: str(raw.username, acct.split('@')[0]), url: str(raw.url) };
}

function normalizeTag(raw: unknown): Hashtag | undefined {
  if (!isObject(raw)) return undefined;
  const name = str(raw.name);
  return name ? { name, url: str(raw.url) } : undefined;
}

function normalizeCard(raw: unknown): LinkCard | null {
  if (!isObject(raw)) return null;
  const url = str(raw.url);
  if (!url) return null;
  return {
    url,
    title: str(raw.title),
    description: str(raw.description),
    image: strOrNull(raw.image),
    providerName: str(raw.provider_name),
    type: str(raw.type, 'link'),
  };
}

export function normalizePoll(raw: unknown, now = Date.now()): Poll | null {
  if (!isObject(raw)) return null;
  const id = str(raw.id);
  if (!id) return null;
  const expiresAt = strOrNull(raw.expires_at);
  const expiredByDate = expiresAt !== null && Date.parse(expiresAt) <= now;
  return {
    id,
    expiresAt,
    // Spec: expired is computed from expires_at (the flag may be stale in caches).
    expired: bool(raw.expired) || expiredByDate,
    multiple: bool(raw.multiple),
    votesCount: num(raw.votes_count),
    votersCount: raw.voters_count == null ? null : num(raw.voters_count),
    voted: bool(raw.voted),
    ownVotes: arr(raw.own_votes).filter((v): v is number => typeof v === 'number'),
    options: arr(raw.options).map((option) => {
      const o = obj(option);
      return { title: str(o.title), votesCount: o.votes_count == null ? null : num(o.votes_count) };
    }),
    emojis: mapValid(raw.emojis, normalizeEmoji),
  };
}

function normalizeReaction(raw: unknown): EmojiReaction | undefined {
  if (!isObject(raw)) return undefined;
  const name = str(raw.name);
  if (!name) return undefined;
  return { name, count: num(raw.count), me: bool(raw.me), url: strOrNull(raw.url) };
}

/** Pleroma sends `spoiler_text` as a string and a `{ "text/plain": ... }` map in `pleroma`. */
function spoilerOf(raw: Record<string, unknown>): string {
  if (typeof raw.spoiler_text === 'string') return raw.spoiler_text;
  return str(obj(obj(raw.pleroma).spoiler_text)['text/plain']);
}

const EPOCH = '1970-01-01T00:00:00.000Z';

/**
 * How many posts deep a quote chain is read: the status and the post it quotes. The quoted
 * post's own quote is kept as a link (`quoteId` and `quoteUrl`, not stored), which every
 * face shows as a link. Server data is never followed without a bound: a hostile server's
 * 20,000-deep chain would otherwise overflow the stack.
 */
export const MAX_QUOTE_DEPTH = 2;

/** Where a status sits in the chain being read. */
interface Nesting {
  /** Posts above this one in a quote chain (0: the status itself). */
  quotes: number;
  /** Inside a repeat or a quote: a further repeat is not followed. */
  nested: boolean;
}

const TOP: Nesting = { quotes: 0, nested: false };

/**
 * Wire status → flat entities. The status, its author, a repeated status and a quoted
 * status each become their own entity (normalized by id); the repeat refers by id.
 * Returns undefined for something that is not a status at all (logged by the caller).
 * Nesting is bounded: a repeat inside a repeat is cut (servers never send one), a quote
 * chain stops at `MAX_QUOTE_DEPTH`.
 */
export function normalizeStatus(
  raw: unknown,
  serverHost = '',
  into: EntityBundle = { accounts: [], statuses: [] },
): { status: Status; bundle: EntityBundle } | undefined {
  return readStatus(raw, serverHost, into, TOP);
}

function readStatus(
  raw: unknown,
  serverHost: string,
  into: EntityBundle,
  nesting: Nesting,
): { status: Status; bundle: EntityBundle } | undefined {
  if (!isObject(raw)) return undefined;
  const id = str(raw.id);
  const account: Account | undefined = normalizeAccount(raw.account, serverHost);
  if (!id || !account) return undefined;
  into.accounts.push(account);
  const pleroma = obj(raw.pleroma);

  const reblog =
    raw.reblog && !nesting.nested
      ? readStatus(raw.reblog, serverHost, into, { quotes: nesting.quotes, nested: true })
      : undefined;
  const quoteRaw = pleroma.quote ?? raw.quote;
  const quoteRead = nesting.quotes + 1 < MAX_QUOTE_DEPTH;
  const quote =
    quoteRead && isObject(quoteRaw)
      ? readStatus(quoteRaw, serverHost, into, { quotes: nesting.quotes + 1, nested: true })
      : undefined;
  const visibility = str(raw.visibility, 'public');

  const status: Status = {
    id,
    uri: str(raw.uri, str(raw.url)),
    url: strOrNull(raw.url),
    createdAt: isoDate(raw.created_at, EPOCH),
    editedAt: strOrNull(raw.edited_at),
    accountId: account.id,
    content: str(raw.content),
    text: strOrNull(raw.text) ?? strOrNull(obj(pleroma.content)['text/plain']),
    spoilerText: spoilerOf(raw),
    visibility: (VISIBILITIES as readonly string[]).includes(visibility)
      ? (visibility as Visibility)
      : 'public',
    sensitive: bool(raw.sensitive),
    language: strOrNull(raw.language),
    inReplyToId: strOrNull(raw.in_reply_to_id),
    inReplyToAccountId: strOrNull(raw.in_reply_to_account_id),
    inReplyToAcct: strOrNull(pleroma.in_reply_to_account_acct),
    reblogId: reblog?.status.id ?? null,
    // A quoted status we cannot store (no author) still names what is quoted.
    quoteId:
      quote?.status.id ??
      strOrNull(obj(quoteRaw).id) ??
      strOrNull(pleroma.quote_id) ??
      strOrNull(raw.quote_id),
    // A quote past the depth bound is not stored: its address is what the faces link to.
    quoteUrl:
      strOrNull(pleroma.quote_url) ??
      (quoteRead ? null : (strOrNull(obj(quoteRaw).url) ?? strOrNull(obj(quoteRaw).uri))),
    quoteVisible: bool(
      pleroma.quote_visible,
      quote !== undefined || (!quoteRead && isObject(quoteRaw)),
    ),
    mediaAttachments: mapValid(raw.media_attachments, normalizeAttachment),
    mentions: mapValid(raw.mentions, normalizeMention),
    tags: mapValid(raw.tags, normalizeTag),
    emojis: mapValid(raw.emojis, normalizeEmoji),
    card: normalizeCard(raw.card),
    poll: normalizePoll(raw.poll),
    repliesCount: num(raw.replies_count),
    reblogsCount: num(raw.reblogs_count),
    favouritesCount: num(raw.favourites_count),
    favourited: bool(raw.favourited),
    reblogged: bool(raw.reblogged),
    bookmarked: bool(raw.bookmarked),
    pinned: bool(raw.pinned),
    muted: bool(raw.muted),
    threadMuted: bool(pleroma.thread_muted),
    local: bool(pleroma.local, account.isLocal),
    conversationId: strOrNull(pleroma.context) ?? strOrNull(pleroma.conversation_id),
    parentVisible: bool(pleroma.parent_visible, true),
    // Pleroma: pleroma.emoji_reactions; Mastodon forks: emoji_reactions; snac: reactions.
    emojiReactions: mapValid(
      pleroma.emoji_reactions ?? raw.emoji_reactions ?? raw.reactions,
      normalizeReaction,
    ),
    deleted: false,
  };
  into.statuses.push(status);
  return { status, bundle: into };
}

/** Normalize a page of statuses; unreadable items are reported and skipped. */
export function normalizeStatuses(
  list: unknown,
  serverHost = '',
  onInvalid?: (item: unknown) => void,
): { ids: string[]; bundle: EntityBundle } {
  const bundle: EntityBundle = { accounts: [], statuses: [] };
  const ids: string[] = [];
  for (const item of arr(list)) {
    const result = normalizeStatus(item, serverHost, bundle);
    if (result) ids.push(result.status.id);
    else onInvalid?.(item);
  }
  return { ids, bundle };
}
