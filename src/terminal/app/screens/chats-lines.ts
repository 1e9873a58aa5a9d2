import type { Chat } from '../../../core/domain/chat';
import type { ChatMessageItem, ChatViewItem } from '../../../core/model/chat-view-items';
import type { KeyActionId } from '../../../shared/keymap';
import { dayLabel } from '../../../shared/text/day-label';
import { htmlToPlain } from '../../../shared/text/html-to-plain';
import { intlLocale } from '../../../shared/text/relative-time';
import type { TuiTranslate } from '../i18n/prepare-i18n';
import { wrapToWidth } from '../layout/text-width';

/** One row of the chats screen, before it is cut to the terminal's width. */
export type Line = { text: string; tone: 'date' | 'head' | 'body' | 'selected' | 'warn' | 'dim' };

/** The chat list: who, unread count, and the last message under it. */
export function chatListLines(chats: readonly Chat[], index: number, t: TuiTranslate): Line[] {
  const lines: Line[] = [];
  for (const [i, c] of chats.entries()) {
    const unread = c.unread > 0 ? ` · ${t('tui.chats.unread', { count: c.unread })}` : '';
    lines.push({
      text: `${i === index ? '> ' : '  '}@${c.account.acct} (${c.account.displayName || c.account.username})${unread}`,
      tone: i === index ? 'selected' : c.unread > 0 ? 'head' : 'body',
    });
    const last = c.lastMessage ? htmlToPlain(c.lastMessage.content).replace(/\s+/g, ' ') : '';
    if (last) lines.push({ text: `    ${last}`, tone: 'dim' });
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
      lines.push({ text: `  ── ${day} ──`, tone: 'date' });
      continue;
    }
    const isSelected = item === selected;
    if (item.isHead) {
      const time = new Date(item.createdAt).toLocaleTimeString(intlLocale(language));
      lines.push({ text: `  ${item.mine ? t('tui.chats.you') : other} · ${time}`, tone: 'head' });
    }
    const text = item.plain ? item.content : htmlToPlain(item.content);
    const mark = item.pending
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
    const wrapped = wrapToWidth(`${text.trim()}${file}${mark}`, Math.max(8, width - 6));
    for (const [i, part] of wrapped.entries()) {
      lines.push({
        text: `${isSelected && i === 0 ? '> ' : '  '}  ${part}`,
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
