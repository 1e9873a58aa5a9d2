/**
 * How a status is displayed (spec part 2 §4 "Post display" and §9): pure functions both
 * renderers call, so the terminal and the web collapse, mute and lay out a post alike.
 */
import type { Attachment, EmojiReaction, Poll, Status } from '../domain/types';

/** Spec part 2 §9: a post whose tall score is above this collapses behind "show more". */
export const TALL_STATUS_THRESHOLD = 20;
/** Characters of plain text that count as one line in the tall score. */
export const TALL_CHARS_PER_LINE = 80;
/** Spec: subjects over 240 characters are shortened with show/hide full subject. */
export const LONG_SUBJECT_CHARS = 240;
/** Spec: emoji reactions show 12, then a '+N' expander. */
export const REACTIONS_SHOWN = 12;
/** Spec: a gallery row holds at most 3 items. */
export const GALLERY_MAX_PER_ROW = 3;
/** Spec part 1 §9: time labels refresh every 60 s. */
export const RELATIVE_TIME_REFRESH_MS = 60_000;
/** Spec part 2 §9: notification timestamps refresh every 240 s. */
export const NOTIFICATION_TIME_REFRESH_MS = 240_000;

/** Plain text of status HTML, only for measuring (never for display: no entity decoding). */
function measurableText(status: Pick<Status, 'content' | 'text'>): string {
  return status.text ?? status.content.replace(/<[^>]*>/g, '');
}

/** Paragraph and line-break count plus length / 80 (Pleroma-FE's measure). */
export function tallScore(status: Pick<Status, 'content' | 'text'>): number {
  const breaks = status.content.split(/<p|<br/).length;
  return breaks + measurableText(status).length / TALL_CHARS_PER_LINE;
}

/** A long post collapses behind "show more". */
export function isTall(status: Pick<Status, 'content' | 'text'>): boolean {
  return tallScore(status) > TALL_STATUS_THRESHOLD;
}

/** A subject (content warning) long enough to be shortened. */
export function isLongSubject(status: Pick<Status, 'spoilerText'>): boolean {
  return status.spoilerText.length > LONG_SUBJECT_CHARS;
}

// --- muting -------------------------------------------------------------------------

export type MuteReason = 'thread_muted' | 'user_muted' | `muted_words:${string}`;

export interface MuteContext {
  mutedWords: readonly string[];
  mutedUserIds: ReadonlySet<string> | readonly string[];
  /** The signed-in account: mute rules never apply to one's own statuses. */
  ownAccountId: string | null;
  /** In a conversation view the thread mute does not hide its own posts (Pleroma-FE). */
  inConversation?: boolean;
}

/**
 * Why a status is muted, in the order the muted line names them: thread muted, each muted
 * word found (in the text or the subject, case-insensitive), the author muted. Empty when
 * it is not muted. Pass the shown status (the repeated one for a repeat).
 */
export function muteReasons(
  status: Pick<Status, 'accountId' | 'threadMuted' | 'content' | 'text' | 'spoilerText'>,
  context: MuteContext,
): MuteReason[] {
  if (context.ownAccountId !== null && status.accountId === context.ownAccountId) return [];
  const reasons: MuteReason[] = [];
  if (status.threadMuted && !context.inConversation) reasons.push('thread_muted');
  const haystack = `${measurableText(status)}\n${status.spoilerText}`.toLowerCase();
  for (const word of context.mutedWords) {
    const needle = word.trim().toLowerCase();
    if (needle !== '' && haystack.includes(needle)) reasons.push(`muted_words:${word.trim()}`);
  }
  const muted =
    context.mutedUserIds instanceof Set
      ? context.mutedUserIds.has(status.accountId)
      : (context.mutedUserIds as readonly string[]).includes(status.accountId);
  if (muted) reasons.push('user_muted');
  return reasons;
}

/** What a view does with a status: show it, collapse it to the muted line, or leave it out. */
export type MuteDisplay = 'shown' | 'collapsed' | 'hidden';

export function muteDisplay(reasons: readonly MuteReason[], hideMutedPosts: boolean): MuteDisplay {
  if (reasons.length === 0) return 'shown';
  return hideMutedPosts ? 'hidden' : 'collapsed';
}

// --- reactions ----------------------------------------------------------------------

/** The reactions to draw and how many the '+N' expander stands for (0: no expander). */
export function visibleReactions(
  status: Pick<Status, 'emojiReactions'>,
  expanded: boolean,
): { reactions: EmojiReaction[]; moreCount: number } {
  const all = status.emojiReactions;
  if (expanded || all.length <= REACTIONS_SHOWN) return { reactions: all, moreCount: 0 };
  return { reactions: all.slice(0, REACTIONS_SHOWN), moreCount: all.length - REACTIONS_SHOWN };
}

// --- gallery ------------------------------------------------------------------------

/** `media`: images and videos side by side; `audio` and `minimal` (other files) stand alone. */
export interface GalleryRow {
  kind: 'media' | 'audio' | 'minimal';
  ids: string[];
}

/**
 * Lay attachments out in rows: audio and other files get a row each; runs of images and
 * videos fill rows of at most 3. A run that would leave one item alone on its last row
 * ends with two rows of two instead (4 → 2+2, 7 → 3+2+2), which reads better than 3+1.
 */
export function galleryLayout(attachments: readonly Attachment[]): GalleryRow[] {
  const rows: GalleryRow[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length > 0) rows.push(...mediaRows(run));
    run = [];
  };
  for (const attachment of attachments) {
    if (attachment.type === 'audio') {
      flush();
      rows.push({ kind: 'audio', ids: [attachment.id] });
    } else if (attachment.type === 'unknown') {
      flush();
      rows.push({ kind: 'minimal', ids: [attachment.id] });
    } else {
      run.push(attachment.id);
    }
  }
  flush();
  return rows;
}

/** The rows of attachment ids (layout without the row kinds). */
export function galleryRows(attachments: readonly Attachment[]): string[][] {
  return galleryLayout(attachments).map((row) => row.ids);
}

function mediaRows(ids: string[]): GalleryRow[] {
  const sizes: number[] = [];
  let left = ids.length;
  while (left > 0) {
    if (left === GALLERY_MAX_PER_ROW + 1) {
      sizes.push(2, 2);
      left = 0;
    } else {
      const size = Math.min(GALLERY_MAX_PER_ROW, left);
      sizes.push(size);
      left -= size;
    }
  }
  const rows: GalleryRow[] = [];
  let at = 0;
  for (const size of sizes) {
    rows.push({ kind: 'media', ids: ids.slice(at, at + size) });
    at += size;
  }
  return rows;
}

// --- polls --------------------------------------------------------------------------

/** Spec: expired is computed from expires_at (the server's flag may be stale). */
export function pollExpired(poll: Pick<Poll, 'expired' | 'expiresAt'>, now: number): boolean {
  if (poll.expired) return true;
  if (poll.expiresAt === null) return false;
  const at = Date.parse(poll.expiresAt);
  return !Number.isNaN(at) && at <= now;
}

/** Spec: results show once voted, expired, or when not signed in. */
export function pollShowsResults(
  poll: Pick<Poll, 'expired' | 'expiresAt' | 'voted'>,
  options: { signedIn: boolean; now: number },
): boolean {
  return poll.voted || !options.signedIn || pollExpired(poll, options.now);
}

export interface PollOptionResult {
  title: string;
  votesCount: number | null;
  /** Whole-number percentage; null when the server hides the counts. */
  percent: number | null;
  /** One of the signed-in user's own choices. */
  ownVote: boolean;
}

/**
 * Per-option percentages rounded to whole numbers. A multiple-choice poll divides by the
 * number of voters (each voter may pick several), as Mastodon does; a single-choice poll by
 * the number of votes.
 */
export function pollResults(poll: Poll): PollOptionResult[] {
  const total =
    poll.multiple && poll.votersCount !== null && poll.votersCount > 0
      ? poll.votersCount
      : poll.votesCount;
  return poll.options.map((option, index) => ({
    title: option.title,
    votesCount: option.votesCount,
    percent:
      option.votesCount === null
        ? null
        : total > 0
          ? Math.round((option.votesCount / total) * 100)
          : 0,
    ownVote: poll.ownVotes.includes(index),
  }));
}
