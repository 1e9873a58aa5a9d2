import type { Chat } from '../../../core/domain/chat';
import type { ChatMessageItem, ChatViewItem } from '../../../core/model/chat-view-items';
import type { KeyActionId } from '../../../shared/keymap';
import { dayLabel } from '../../../shared/text/day-label';
import { htmlToPlain } from '../../../shared/text/html-to-plain';
import { intlLocale } from '../../../shared/text/relative-time';
import { safeHandle, safeLine } from '../../../shared/text/terminal-safe';
import type { UiPart } from '../components/ui-row';
import type { TuiTranslate } from '../i18n/prepare-i18n';
import { visualLine } from '../layout/bidi';
import { terminalText } from '../layout/terminal-text';
import { truncateToWidth, wrapToWidth } from '../layout/text-width';

/**
 * One row of the chats screen as `UiRow` parts (issue 14: right to left in Arabic, the
 * marker ` <` and the words from the right edge), cut to the terminal's width when drawn.
 */
export type Line = {
  parts: UiPart[];
  tone: 'date' | 'head' | 'body' | 'selected' | 'warn' | 'dim';
};

const mark = (text: string): UiPart => ({ text: terminalText(text), mark: true });
/** An `@handle`: the same in either direction (a bidi paragraph would move its `@`). */
const handle = (acct: string): UiPart => ({
  text: terminalText(`@${safeHandle(acct)}`),
  asIs: true,
});

/** An account's `@handle (Display name)`, the name read correctly in either direction. */
export function accountParts(
  account: { acct: string; displayName: string; username: string },
  width: number,
): UiPart[] {
  const at = handle(account.acct);
  const name = safeLine(account.displayName).trim() || safeHandle(account.username);
  return [
    at,
    {
      text: truncateToWidth(terminalText(` (${name})`), Math.max(1, width - at.text.length)),
      remote: true,
    },
  ];
}

/** The chat list: who, unread count, and the last message under it. */
export function chatListLines(
  chats: readonly Chat[],
  index: number,
  t: TuiTranslate,
  width: number,
): Line[] {
  const lines: Line[] = [];
  for (const [i, c] of chats.entries()) {
    const unread = c.unread > 0 ? ` · ${t('tui.chats.unread', { count: c.unread })}` : '';
    const parts = [mark(i === index ? '> ' : '  '), ...accountParts(c.account, width - 2)];
    if (unread) parts.push({ text: terminalText(unread) });
    lines.push({ parts, tone: i === index ? 'selected' : c.unread > 0 ? 'head' : 'body' });
    const last = c.lastMessage ? htmlToPlain(c.lastMessage.content).replace(/\s+/g, ' ') : '';
    // The message is a paragraph of its own: cut, then in visual order in its own direction.
    if (last.trim())
      lines.push({
        parts: [
          mark('    '),
          {
            text: visualLine(truncateToWidth(terminalText(last.trim()), Math.max(1, width - 4))),
            asIs: true,
          },
        ],
        tone: 'dim',
      });
  }
  return lines;
}

/**
 * A chat's messages, oldest first: day lines, a head (who and when) over each chain, the
 * text wrapped with its file and its state (sending, queued, not sent).
 */
export function chatMessageLines(
  items: readonly ChatViewItem[],
  opts: {
    selected: ChatMessageItem | undefined;
    /** `@acct` of the other side. */
    other: string;
    width: number;
    t: TuiTranslate;
    language: string;
    now: number;
  },
): Line[] {
  const { selected, other, width, t, language, now } = opts;
  const lines: Line[] = [];
  for (const item of items) {
    if (item.kind === 'date') {
      // "Today", "Yesterday", a weekday, then the date: in the interface's language.
      const day = dayLabel(item.date, now, { locale: language });
      lines.push({ parts: [{ text: terminalText(`  ── ${day} ──`) }], tone: 'date' });
      continue;
    }
    const isSelected = item === selected;
    if (item.isHead) {
      const time = new Date(item.createdAt).toLocaleTimeString(intlLocale(language));
      const who: UiPart = item.mine
        ? { text: terminalText(t('tui.chats.you')) }
        : { text: terminalText(other), asIs: true };
      lines.push({
        parts: [mark('  '), who, { text: terminalText(` · ${time}`) }],
        tone: 'head',
      });
    }
    const text = item.plain ? item.content : htmlToPlain(item.content);
    const state = item.pending
      ? ` [${t(item.error ? 'tui.chats.queued' : 'tui.chats.pending')}]`
      : item.failed
        ? ` [${t('tui.chats.failed')}: ${t('chats.error_sending_message')}]`
        : '';
    // A queued message's file is known by its id only until the server answers.
    const file = item.attachment
      ? ` [${item.attachment.url}]`
      : item.mediaId
        ? ` [${t('tui.chats.with_file')}]`
        : '';
    const wrapped = wrapToWidth(
      terminalText(`${text.trim()}${file}${state}`),
      Math.max(8, width - 6),
    );
    for (const [i, part] of wrapped.entries()) {
      // `wrapToWidth` gives the line in the order it is drawn: as it is in either direction.
      lines.push({
        parts: [mark(`${isSelected && i === 0 ? '> ' : '  '}  `), { text: part, asIs: true }],
        tone: isSelected ? 'selected' : item.failed ? 'warn' : item.pending ? 'dim' : 'body',
      });
    }
  }
  return lines;
}

/** The key line under a chat: for the attach line, the input line, a delete's y/n, or the chat. */
export function chatHint(
  mode: { attaching: boolean; typing: boolean; confirming: boolean },
  t: TuiTranslate,
  keyLabel: (action: KeyActionId) => string,
): string {
  if (mode.attaching)
    return t('tui.chats.attach_input_hint', {
      attach: keyLabel('chat_input.send'),
      leave: keyLabel('chat_input.leave'),
    });
  if (mode.typing)
    return t('tui.chats.input_hint', {
      send: keyLabel('chat_input.send'),
      leave: keyLabel('chat_input.leave'),
    });
  if (mode.confirming) return t('tui.chats.delete');
  return t('tui.chats.chat_hint', {
    type: keyLabel('chats.type'),
    attach: keyLabel('chats.attach'),
    retry: keyLabel('chats.retry'),
    remove: keyLabel('chats.delete'),
    close: keyLabel('chats.close'),
  });
}
