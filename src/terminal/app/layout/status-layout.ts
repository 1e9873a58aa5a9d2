import type { Account, Attachment, Status } from '../../../core';
import { htmlToPlain } from '../../../shared/text/html-to-plain';
import { safeLine } from '../../../shared/text/terminal-safe';
import type { TuiTranslate } from '../i18n/prepare-i18n';
import { truncateToWidth, wrapToWidth } from './text-width';

export type LineTone = 'repeat' | 'meta' | 'cw' | 'body' | 'media' | 'hint';

export interface StatusLine {
  readonly text: string;
  readonly tone: LineTone;
}

/**
 * A status reduced to terminal lines, each at most `width` columns. Everything from the
 * server passes through `htmlToPlain`/`safeLine` here, so no escape sequence reaches Ink.
 * The header (author and time) is separate because its time label changes every minute
 * while the rest does not.
 */
export interface StatusLayout {
  /** "↻ name repeated", when the entry is a repeat. */
  readonly repeatLine: string | null;
  readonly authorName: string;
  readonly authorAcct: string;
  readonly createdAt: string;
  readonly lines: readonly StatusLine[];
  /** Rows including the header and the repeat line. */
  readonly height: number;
}

export interface StatusLayoutInput {
  /** The timeline entry (a repeat, or the status itself). */
  entry: Status;
  /** What is shown: the repeated status for a repeat. */
  shown: Status;
  author: Account | undefined;
  /** Who repeated it, for a repeat. */
  booster: Account | undefined;
  width: number;
  /** Whether the text behind a content warning is shown. */
  cwOpen: boolean;
  /** Body lines shown before "… N more lines"; null shows everything. */
  maxBodyLines: number | null;
  t: TuiTranslate;
  /** Key labels for hints (`z`, `Enter`). */
  keys: { toggleCw: string; open: string };
}

/** Attachments listed one per line before "+N more". */
const MEDIA_LINES = 4;

export function displayName(account: Account | undefined): string {
  if (!account) return '?';
  return safeLine(account.displayName.trim() || account.username);
}

export function layoutStatus(input: StatusLayoutInput): StatusLayout {
  const { shown, width, t } = input;
  const lines: StatusLine[] = [];
  const push = (text: string, tone: LineTone) => {
    for (const line of wrapToWidth(text, width)) lines.push({ text: line, tone });
  };

  const repeatLine =
    input.entry.reblogId !== null
      ? truncateToWidth(t('tui.status.repeated', { name: displayName(input.booster) }), width)
      : null;

  if (shown.inReplyToAcct) {
    lines.push({
      text: truncateToWidth(
        t('tui.status.reply_to', { acct: safeLine(shown.inReplyToAcct) }),
        width,
      ),
      tone: 'meta',
    });
  }

  const subject = safeLine(shown.spoilerText).trim();
  const hidden = subject !== '' && !input.cwOpen;
  if (subject !== '') {
    const hint = t(hidden ? 'tui.status.show' : 'tui.status.hide', { key: input.keys.toggleCw });
    push(`${t('tui.status.content_warning', { subject })}  ${hint}`, 'cw');
  }

  if (!hidden) {
    const body = htmlToPlain(shown.content)
      .replace(/\n{3,}/g, '\n\n')
      .trim();
    if (body !== '') {
      const bodyLines = wrapToWidth(body, width);
      const max = input.maxBodyLines;
      const cut = max !== null && bodyLines.length > max + 1;
      for (const line of cut ? bodyLines.slice(0, max ?? 0) : bodyLines) {
        lines.push({ text: line, tone: 'body' });
      }
      if (cut) {
        const rest = bodyLines.length - (max ?? 0);
        lines.push({
          text: truncateToWidth(
            t('tui.status.more_lines', { count: rest, key: input.keys.open }),
            width,
          ),
          tone: 'hint',
        });
      }
    }
    const media = shown.mediaAttachments;
    for (const attachment of media.slice(0, MEDIA_LINES)) {
      lines.push({ text: truncateToWidth(mediaLine(attachment, t), width), tone: 'media' });
    }
    if (media.length > MEDIA_LINES) {
      lines.push({
        text: t('tui.status.more_media', { count: media.length - MEDIA_LINES }),
        tone: 'media',
      });
    }
  }

  const authorName = displayName(input.author);
  const authorAcct = input.author ? safeLine(input.author.acct) : '';
  return {
    repeatLine,
    authorName,
    authorAcct,
    createdAt: shown.createdAt,
    lines,
    height: lines.length + 1 + (repeatLine ? 1 : 0),
  };
}

function mediaLine(attachment: Attachment, t: TuiTranslate): string {
  const kind = t(`tui.status.media.${attachment.type}`);
  const description = safeLine(attachment.description).trim() || t('tui.status.no_description');
  return `[${kind}] ${description}`;
}
