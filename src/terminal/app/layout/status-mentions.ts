import { visibleMentions } from '../../../core/model/mentions-line';
import { safeHandle } from '../../../shared/text/terminal-safe';
import type { StatusLayoutInput, StatusLine } from './status-layout';
import { terminalText } from './terminal-text';
import { wrapToWidth } from './text-width';

/**
 * The mentions line under the reply-to line (spec part 2 §9): the accounts mentioned but not
 * named in the text, 5 of them and then `+N more (key)`; the show-more key lists them all.
 */
export function layoutMentions(input: StatusLayoutInput, lines: StatusLine[]): void {
  const { shown, width, t } = input;
  const { mentions, moreCount } = visibleMentions(shown, input.flags.expandingMentions);
  if (mentions.length === 0) return;
  let list = mentions.map((mention) => `@${safeHandle(mention.acct)}`).join(' ');
  if (moreCount > 0) {
    list += `  ${t('tui.status.mentions_more', { count: moreCount, key: input.keys.expand })}`;
  }
  for (const line of wrapToWidth(t('tui.status.mentions_line', { list }), width)) {
    lines.push({ text: terminalText(line), tone: 'meta' });
  }
}
