import { observer } from 'mobx-react-lite';
import { useLayoutEffect } from 'react';
import { useT } from '../../app/hooks';
import { PinnedLinks } from './PinnedLinks';
import { useNavPrefs } from './use-nav-prefs';

// Inline: a rule in the first load's stylesheet would cost the web budget.
const BAR_STYLE = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '0.5em',
  padding: '0.55rem 1rem',
} as const;

/**
 * The desktop navigation panel's pinned items (at most 6, spec part 1 §9) and a button that
 * collapses the panel to them or opens it again (spec part 1 §3 collapseNav, a synced
 * setting), as Pleroma-FE's panel heading has them; here below the list, so that the first
 * load carries no slot for them. The mobile drawer always shows the full list.
 */
export const NavPanelPins = observer(function NavPanelPins() {
  const t = useT();
  const [prefs, save] = useNavPrefs();
  const collapsed = prefs.collapseNav;
  // The list is NavPanel's (first load, no room in the web budget for this rule): hidden here,
  // so a collapsed panel shows its full list until this chunk arrives, just after the first frame.
  useLayoutEffect(() => {
    const list = document.querySelector<HTMLElement>('.sidebar .nav-panel .nav-list');
    if (!list) return;
    list.hidden = collapsed;
    return () => {
      list.hidden = false;
    };
  }, [collapsed]);
  return (
    <div className="nav-panel-pins" style={BAR_STYLE} data-testid="nav-panel-pins-bar">
      <div style={{ flex: 1, minWidth: 0 }}>
        <PinnedLinks testId="nav-panel-pins" wrap />
      </div>
      <button
        type="button"
        className="button-unstyled"
        aria-expanded={!collapsed}
        title={t(collapsed ? 'nav_edit.expand_nav' : 'nav_edit.collapse_nav')}
        aria-label={t(collapsed ? 'nav_edit.expand_nav' : 'nav_edit.collapse_nav')}
        onClick={() => save({ collapseNav: !collapsed })}
      >
        {collapsed ? '▾' : '▴'}
      </button>
    </div>
  );
});
