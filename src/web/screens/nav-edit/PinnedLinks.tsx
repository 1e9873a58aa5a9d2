import { observer } from 'mobx-react-lite';
import { useRoot, useT } from '../../app/hooks';
import { pathFor } from '../../app/route-table';
import { NavLink } from '../../app/router';
import { useVisibleNavItems } from '../../layout/NavPanel';
import { useNavPrefs } from './use-nav-prefs';

// Inline: a rule in the first load's stylesheet would cost the web budget.
// The mobile bar keeps one line that scrolls sideways (wrapped, its items left the bar's
// height); the desktop panel wraps.
const LIST_STYLE = {
  display: 'flex',
  gap: '0.5em',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
} as const;
const WRAPPED_STYLE = { ...LIST_STYLE, flexWrap: 'wrap' } as const;

/**
 * The pinned navigation items (spec part 1 §2, at most 6: §9), in the order pinned, as links:
 * the mobile bar's and the desktop navigation panel's. An item this visitor may not see
 * (signed out, no chats…) stays out. Draws nothing without pins.
 */
export const PinnedLinks = observer(function PinnedLinks({
  testId,
  wrap = false,
}: {
  testId: string;
  wrap?: boolean;
}) {
  const t = useT();
  const { session } = useRoot();
  const [prefs] = useNavPrefs();
  const visible = useVisibleNavItems();
  const username = session.account?.username ?? '';
  const pinned = prefs.pinnedNavItems.flatMap((route) => {
    const item = visible.find((candidate) => candidate.route === route);
    return item ? [item] : [];
  });
  if (pinned.length === 0) return null;
  return (
    <ul
      className="nav-pins-list"
      style={wrap ? WRAPPED_STYLE : LIST_STYLE}
      aria-label={t('nav_edit.pinned_bar')}
      data-testid={testId}
    >
      {pinned.map((item) => (
        <li key={item.route}>
          <NavLink to={pathFor(item.route, item.params?.(username))} end>
            {t(item.labelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
});
