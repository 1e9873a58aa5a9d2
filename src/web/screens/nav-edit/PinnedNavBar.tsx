import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useRoot, useT } from '../../app/hooks';
import { pathFor } from '../../app/route-table';
import { NavLink } from '../../app/router';
import { useVisibleNavItems } from '../../layout/NavPanel';
import { useIsMobile } from '../../layout/use-is-mobile';
import { useNavPrefs } from './use-nav-prefs';

/** Where the mobile navigation bar keeps room for the pinned items (NavBar.tsx). */
export const NAV_PINS_SLOT_ID = 'nav-pins';

// Inline: a rule in the first load's stylesheet would cost the web budget.
const LIST_STYLE = {
  display: 'flex',
  gap: '0.5em',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
} as const;

function PinnedLinks() {
  const t = useT();
  const { session } = useRoot();
  const [prefs] = useNavPrefs();
  const visible = useVisibleNavItems();
  const username = session.account?.username ?? '';
  // In the order pinned; an item this visitor may not see (signed out, no chats…) stays out.
  const pinned = prefs.pinnedNavItems.flatMap((route) => {
    const item = visible.find((candidate) => candidate.route === route);
    return item ? [item] : [];
  });
  if (pinned.length === 0) return null;
  return (
    <ul
      className="nav-pins-list"
      style={LIST_STYLE}
      aria-label={t('nav_edit.pinned_bar')}
      data-testid="nav-pins"
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
}

const ObservedPinnedLinks = observer(PinnedLinks);

/**
 * Spec part 1 §2: the mobile navigation bar's pinned items, drawn into the bar's slot from the
 * layout's lazy chunk (ShellLayer), so the first load carries only the empty slot.
 */
export const PinnedNavBar = observer(function PinnedNavBar() {
  const mobile = useIsMobile();
  const signedIn = useRoot().session.isSignedIn;
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => setSlot(mobile ? document.getElementById(NAV_PINS_SLOT_ID) : null), [mobile]);
  return slot && signedIn ? createPortal(<ObservedPinnedLinks />, slot) : null;
});
