import { Box } from 'ink';
import { observer } from 'mobx-react-lite';
import { badgeCount } from '../../../shared/format/count';
import { useDirection, useServices } from '../app-context';
import { terminalText } from '../layout/terminal-text';
import { textWidth, truncateToWidth } from '../layout/text-width';
import { uiLine } from '../layout/ui-direction';
import { viewTitle } from '../model/views';
import { SafeText } from './safe-text';

export interface TabStripProps {
  width: number;
}

/** Columns a tab's title may take at most, however wide the terminal. */
export const TAB_TITLE_MAX = 24;

/**
 * Columns one tab's title may take: a profile's handle or a list's title is remote and may
 * be any length, and one long title must not push the other tabs off the strip. A quarter
 * of the strip, between 8 and `TAB_TITLE_MAX` columns; longer titles end with `…`.
 */
export function tabTitleWidth(width: number): number {
  return Math.max(8, Math.min(TAB_TITLE_MAX, Math.floor(width / 4)));
}

/** The open views, `1 Home  2 Notifications (3)`, the active one highlighted. */
export const TabStrip = observer(function TabStrip({ width }: TabStripProps) {
  const { nav, t, root } = useServices();
  const rtl = useDirection() === 'rtl';
  const unseen = badgeCount(root.notifications.unseenCount);
  const titleWidth = tabTitleWidth(width);
  const parts = nav.tabs.map((tab, i) => {
    const badge = tab.view.kind === 'notifications' && unseen ? ` (${unseen})` : '';
    const title = truncateToWidth(viewTitle(tab.view, t), titleWidth);
    return {
      id: tab.id,
      text: uiLine(terminalText(` ${i + 1} ${title}${badge} `), rtl ? 'rtl' : 'ltr'),
      active: i === nav.activeIndex,
    };
  });
  // Keep the active tab in view: drop tabs from the far side until the strip fits.
  let first = 0;
  let last = parts.length - 1;
  const used = () => parts.slice(first, last + 1).reduce((sum, p) => sum + textWidth(p.text), 0);
  while (used() > width && last > first) {
    if (nav.activeIndex - first > last - nav.activeIndex) first++;
    else last--;
  }
  const shown = parts.slice(first, last + 1);
  const strip = (
    <SafeText wrap="truncate-end">
      {(rtl ? shown.reverse() : shown).map((part) => (
        <SafeText key={part.id} inverse={part.active} bold={part.active} dimColor={!part.active}>
          {truncateToWidth(part.text, width)}
        </SafeText>
      ))}
    </SafeText>
  );
  // Right to left: the first tab at the right edge, the others to its left.
  return rtl ? (
    <Box justifyContent="flex-end" flexShrink={0}>
      {strip}
    </Box>
  ) : (
    strip
  );
});
