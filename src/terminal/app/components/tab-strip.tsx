import { Text } from 'ink';
import { observer } from 'mobx-react-lite';
import { badgeCount } from '../../../shared/format/count';
import { useServices } from '../app-context';
import { textWidth, truncateToWidth } from '../layout/text-width';
import { viewTitle } from '../model/views';

export interface TabStripProps {
  width: number;
}

/** The open views, `1 Home  2 Notifications (3)`, the active one highlighted. */
export const TabStrip = observer(function TabStrip({ width }: TabStripProps) {
  const { nav, t, root } = useServices();
  const unseen = badgeCount(root.notifications.unseenCount);
  const parts = nav.tabs.map((tab, i) => {
    const badge = tab.view.kind === 'notifications' && unseen ? ` (${unseen})` : '';
    return {
      id: tab.id,
      text: ` ${i + 1} ${viewTitle(tab.view, t)}${badge} `,
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
  return (
    <Text wrap="truncate-end">
      {parts.slice(first, last + 1).map((part) => (
        <Text key={part.id} inverse={part.active} bold={part.active} dimColor={!part.active}>
          {truncateToWidth(part.text, width)}
        </Text>
      ))}
    </Text>
  );
});
