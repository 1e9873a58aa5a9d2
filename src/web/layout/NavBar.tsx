import { observer } from 'mobx-react-lite';
import { useModel, useT } from '../app/hooks';
import { lazyFeature } from '../app/lazy-feature';
import { ICON, MenuIcon } from '../components/common/icons';
import { NotificationsDrawerButton } from '../components/notifications/NotificationsDrawerButton';
import { SiteBrand } from './SiteBrand';

// The bar's tools (search, account and language menus, settings, administration, logout) are
// not part of the first frame (web budget): one chunk fetched after it.
const NavBarTools = lazyFeature(() => import('./NavBarTools').then((m) => m.NavBarTools));

/**
 * The top bar (spec part 1 §2). Desktop: logo, site name, search bar, settings,
 * administration (admins) and logout buttons. Mobile: the drawer button in front, the
 * pinned items (nav-edit), the notifications drawer's button.
 */
export const NavBar = observer(function NavBar({ mobile }: { mobile: boolean }) {
  const model = useModel();
  const t = useT();
  return (
    <nav className="nav-bar" aria-label={t('nav.navigation')}>
      <div className="nav-bar-inner">
        {mobile ? (
          <button
            type="button"
            className="button-icon drawer-button"
            aria-label={t('general.menu')}
            aria-expanded={model.ui.drawerOpen}
            data-testid="drawer-button"
            onClick={() => model.ui.setDrawerOpen(true)}
          >
            <MenuIcon {...ICON} />
          </button>
        ) : null}
        <SiteBrand />
        {mobile ? <div id="nav-pins" className="nav-pins" /> : null}
        {mobile ? <NotificationsDrawerButton /> : null}
        <NavBarTools mobile={mobile} />
      </div>
    </nav>
  );
});
