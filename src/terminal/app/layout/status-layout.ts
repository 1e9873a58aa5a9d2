import {
  type Account,
  type Attachment,
  isLongSubject,
  isTall,
  LONG_SUBJECT_CHARS,
  type MuteReason,
  type Status,
  visibleReactions,
} from '../../../core';
import type { StatusViewFlags } from '../../../core/view/status-flags';
import { htmlToPlain } from '../../../shared/text/html-to-plain';
import { safeHandle, safeLine, stripControl } from '../../../shared/text/terminal-safe';
import type { TuiTranslate } from '../i18n/prepare-i18n';
import { visualLine } from './bidi';
import { layoutCard, layoutPoll } from './status-card-poll';
import { countsLine } from './status-counts';
import { layoutMentions } from './status-mentions';
import { EMPTY, type TerminalText, terminalText } from './terminal-text';
import { padToWidth, textWidth, truncateToWidth, wrapToWidth } from './text-width';

export type LineTone =
  | 'repeat'
  | 'meta'
  | 'cw'
  | 'body'
  | 'media'
  | 'hint'
  | 'quote'
  | 'card'
  | 'poll'
  | 'reaction'
  | 'muted';

export interface StatusLine {
  readonly text: TerminalText;
  readonly tone: LineTone;
}

/**
 * A status reduced to terminal lines, each at most `width` columns. Everything from the
 * server passes through `htmlToPlain`/`safeLine` here, so no escape sequence reaches Ink.
 * The header (author and time) is separate because its time label changes every minute
 * while the rest does not.
 *
 * `muted`: the status collapsed to its one muted line (no header). `deleted`: the deleted
 * placeholder's one line (spec part 2 §4: deletion marks the status, its row stays).
 */
export interface StatusLayout {
  readonly kind: 'status' | 'muted' | 'deleted';
  /** "↻ name repeated", when the entry is a repeat. */
  readonly repeatLine: TerminalText | null;
  readonly authorName: TerminalText;
  readonly authorAcct: TerminalText;
  readonly createdAt: string;
  /** Who may see it, when not everyone ("Direct message"); '' for a public status. */
  readonly scope: TerminalText;
  /** A direct message, marked apart from the other scopes. */
  readonly direct: boolean;
  readonly lines: readonly StatusLine[];
  /** Rows including the header and the repeat line (not the blank separator). */
  readonly height: number;
}

/** Key labels for the hints a status shows. */
export interface StatusKeys {
  toggleCw: string;
  expand: string;
  showMuted: string;
  /** Unmute the author ('' when unbound: the hint leaves it out). */
  unmuteAuthor: string;
  open: string;
}

export interface StatusLayoutInput {
  /** The timeline entry (a repeat, or the status itself). */
  entry: Status;
  /** What is shown: the repeated status for a repeat. */
  shown: Status;
  author: Account | undefined;
  /** Who repeated it, for a repeat. */
  booster: Account | undefined;
  /** The quoted status: undefined when there is no quote, null when it is not available. */
  quote?: { status: Status; author: Account | undefined } | null;
  width: number;
  /** What the reader opened on the shown status. */
  flags: StatusViewFlags;
  /** Why the shown status is muted (empty: it is not). */
  muteReasons: readonly MuteReason[];
  /** In a conversation a thread-muted status is marked instead of collapsed. */
  threadMutedMark: boolean;
  /** Show everything (the focused status of a thread). */
  full: boolean;
  /** "Now" for poll deadlines. */
  now: number;
  /** Quick view (issue 16): subjects collapse the post; media as one line outside `full`. */
  view?: { readonly collapseWithSubject: boolean; readonly hideMedia: boolean };
  t: TuiTranslate;
  keys: StatusKeys;
}

/** Attachments listed one per line before "+N more". */
const MEDIA_LINES = 4;
/** Body lines a tall post shows before "show more". */
export const TALL_PREVIEW_LINES = 10;
/** Lines of a quoted status's text inside its box. */
const QUOTE_LINES = 4;

export function displayName(account: Account | undefined): TerminalText {
  // Sanitized first, then in visual order on its own (a right-to-left name reads right).
  return visualLine(logicalName(account));
}

/** The name in logical order, for a line that is put in visual order as a whole. */
export function logicalName(account: Account | undefined): TerminalText {
  if (!account) return terminalText('?');
  // A name made only of invisible characters shows the username instead.
  return terminalText(safeLine(account.displayName).trim() || safeHandle(account.username));
}

/** The muted line's reasons in words: "thread muted, muted words: spoiler". */
export function muteReasonsText(reasons: readonly MuteReason[], t: TuiTranslate): string {
  const words: string[] = [];
  const parts: string[] = [];
  for (const reason of reasons) {
    if (reason === 'thread_muted') parts.push(t('tui.status.muted_reason.thread_muted'));
    else if (reason === 'user_muted') parts.push(t('tui.status.muted_reason.user_muted'));
    else words.push(safeLine(reason.slice('muted_words:'.length)));
  }
  if (words.length > 0) {
    parts.push(t('tui.status.muted_reason.words', { words: words.join(', ') }));
  }
  return parts.join(', ');
}

export function layoutStatus(input: StatusLayoutInput): StatusLayout {
  const { shown, width, t, flags } = input;
  const authorName = displayName(input.author);
  const authorAcct = terminalText(input.author ? safeHandle(input.author.acct) : '');
  const scope = shown.visibility === 'public' ? EMPTY : t(`status.visibility.${shown.visibility}`);
  const repeatLine =
    input.entry.reblogId !== null
      ? truncateToWidth(t('tui.status.repeated', { name: displayName(input.booster) }), width)
      : null;

  const reasons = input.muteReasons;
  const deleted = input.entry.deleted || shown.deleted;
  // A muted author can be unmuted from here: the hint names its key.
  const unmute =
    reasons.includes('user_muted') && input.keys.unmuteAuthor !== ''
      ? input.keys.unmuteAuthor
      : null;
  if (deleted || (reasons.length > 0 && !flags.unmuted)) {
    const text = deleted
      ? t('status.deleted')
      : t(unmute ? 'tui.status.muted_unmute' : 'tui.status.muted', {
          name: authorName,
          reasons: muteReasonsText(reasons, t),
          key: input.keys.showMuted,
          unmute: unmute ?? '',
        });
    return {
      kind: deleted ? 'deleted' : 'muted',
      repeatLine: null,
      authorName,
      authorAcct,
      createdAt: shown.createdAt,
      scope,
      direct: shown.visibility === 'direct',
      lines: [{ text: truncateToWidth(text, width), tone: 'muted' }],
      height: 1,
    };
  }

  const lines: StatusLine[] = [];
  const push = (text: string, tone: LineTone) => {
    for (const line of wrapToWidth(terminalText(text), width)) lines.push({ text: line, tone });
  };
  const one = (text: string, tone: LineTone) => {
    lines.push({ text: truncateToWidth(terminalText(text), width), tone });
  };

  if (reasons.length > 0) {
    one(
      t(unmute ? 'tui.status.muted_shown_unmute' : 'tui.status.muted_shown', {
        reasons: muteReasonsText(reasons, t),
        key: input.keys.showMuted,
        unmute: unmute ?? '',
      }),
      'muted',
    );
  }
  if (input.threadMutedMark && shown.threadMuted) one(t('tui.status.thread_muted'), 'meta');
  if (shown.inReplyToAcct) {
    one(t('tui.status.reply_to', { acct: safeHandle(shown.inReplyToAcct) }), 'meta');
  }
  layoutMentions(input, lines);

  const subject = safeLine(shown.spoilerText).trim();
  const collapse = input.view?.collapseWithSubject ?? true;
  const hidden = subject !== '' && collapse !== flags.expandingSubject;
  if (subject !== '') {
    const long = isLongSubject(shown) && !flags.showingLongSubject;
    const shownSubject = long ? `${[...subject].slice(0, LONG_SUBJECT_CHARS).join('')}…` : subject;
    const hint = t(hidden ? 'tui.status.show' : 'tui.status.hide', { key: input.keys.toggleCw });
    const more = long ? `  ${t('tui.status.full_subject', { key: input.keys.expand })}` : '';
    push(`${t('tui.status.content_warning', { subject: shownSubject })}  ${hint}${more}`, 'cw');
  }

  if (!hidden) {
    layoutBody(input, lines);
    if (input.quote !== undefined) layoutQuote(input, lines);
    if (shown.card) layoutCard(shown.card, width, lines);
    const media = shown.mediaAttachments;
    const previews = input.full || !input.view?.hideMedia;
    if (!previews && media.length > 0) {
      one(t('tui.status.media_hidden', { count: media.length }), 'media');
    }
    for (const attachment of previews ? media.slice(0, MEDIA_LINES) : []) {
      one(mediaLine(attachment, t), 'media');
    }
    if (previews && media.length > MEDIA_LINES) {
      one(t('tui.status.more_media', { count: media.length - MEDIA_LINES }), 'media');
    }
    if (shown.poll) layoutPoll(shown.poll, input, lines);
  }
  if (shown.emojiReactions.length > 0) layoutReactions(input, lines);
  const counts = countsLine(shown, t);
  if (counts) lines.push({ text: terminalText(truncateToWidth(counts, width)), tone: 'meta' });

  return {
    kind: 'status',
    repeatLine,
    authorName,
    authorAcct,
    createdAt: shown.createdAt,
    scope,
    direct: shown.visibility === 'direct',
    lines,
    height: lines.length + 1 + (repeatLine ? 1 : 0),
  };
}

function layoutBody(input: StatusLayoutInput, lines: StatusLine[]): void {
  const { shown, width, t } = input;
  const body = htmlToPlain(shown.content)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (body === '') return;
  const bodyLines = wrapToWidth(body, width);
  const tall = isTall(shown) && !input.full;
  const open = input.flags.showingTall;
  const cut = tall && !open && bodyLines.length > TALL_PREVIEW_LINES;
  for (const line of cut ? bodyLines.slice(0, TALL_PREVIEW_LINES) : bodyLines) {
    lines.push({ text: terminalText(line), tone: 'body' });
  }
  if (cut) {
    const rest = bodyLines.length - TALL_PREVIEW_LINES;
    lines.push({
      text: truncateToWidth(
        t('tui.status.show_more', { count: rest, key: input.keys.expand }),
        width,
      ),
      tone: 'hint',
    });
  } else if (tall && open && bodyLines.length > TALL_PREVIEW_LINES) {
    lines.push({
      text: truncateToWidth(t('tui.status.show_less', { key: input.keys.expand }), width),
      tone: 'hint',
    });
  }
}

/** The quoted status in a box: its author, then a few lines of its text. */
function layoutQuote(input: StatusLayoutInput, lines: StatusLine[]): void {
  const { width, t } = input;
  const quote = input.quote;
  if (width < 8) return;
  const inner = width - 4;
  const row = (text: string) =>
    lines.push({
      text: terminalText(`│ ${padToWidth(truncateToWidth(text, inner), inner)} │`),
      tone: 'quote',
    });
  lines.push({ text: terminalText(`┌${'─'.repeat(width - 2)}┐`), tone: 'quote' });
  if (!quote) {
    // Past the quote depth bound (or not sent): the address is all there is, shown whole.
    const url = input.shown.quoteUrl ? stripControl(input.shown.quoteUrl) : '';
    if (url) for (const line of wrapToWidth(t('tui.status.quote_link', { url }), inner)) row(line);
    else row(t('tui.status.quote_unavailable'));
  } else {
    row(
      t('tui.status.quote', {
        name: displayName(quote.author),
        acct: quote.author ? safeHandle(quote.author.acct) : '?',
      }),
    );
    const subject = safeLine(quote.status.spoilerText).trim();
    const text = subject
      ? t('tui.status.content_warning', { subject })
      : htmlToPlain(quote.status.content)
          .replace(/\n{2,}/g, '\n')
          .trim();
    const wrapped = wrapToWidth(text, inner);
    for (const line of wrapped.slice(0, QUOTE_LINES)) row(line);
    if (wrapped.length > QUOTE_LINES) row('…');
    for (const attachment of quote.status.mediaAttachments.slice(0, 2)) {
      row(mediaLine(attachment, t));
    }
  }
  lines.push({ text: terminalText(`└${'─'.repeat(width - 2)}┘`), tone: 'quote' });
}

/** Emoji reactions: 12, then `+N` (spec), wrapped to the width. */
function layoutReactions(input: StatusLayoutInput, lines: StatusLine[]): void {
  const { shown, width, t } = input;
  const { reactions, moreCount } = visibleReactions(shown, input.flags.showingAllReactions);
  const parts = reactions.map((reaction) => {
    const name = safeLine(reaction.name);
    const emoji = reaction.url ? `:${name.replace(/^:|:$/g, '')}:` : name;
    return `${emoji} ${reaction.count}${reaction.me ? '*' : ''}`;
  });
  if (moreCount > 0) {
    parts.push(t('tui.status.reactions_more', { count: moreCount, key: input.keys.expand }));
  }
  let current = '';
  for (const part of parts) {
    const next = current === '' ? part : `${current}  ${part}`;
    if (textWidth(next) > width && current !== '') {
      lines.push({ text: terminalText(truncateToWidth(current, width)), tone: 'reaction' });
      current = part;
    } else current = next;
  }
  if (current !== '')
    lines.push({ text: terminalText(truncateToWidth(current, width)), tone: 'reaction' });
}

function mediaLine(attachment: Attachment, t: TuiTranslate): string {
  const kind = t(`tui.status.media.${attachment.type}`);
  const description = safeLine(attachment.description).trim() || t('tui.status.no_description');
  return `[${kind}] ${description}`;
}
