import { observer } from 'mobx-react-lite';
import { useModel, useT } from '../app/hooks';
import { lazyFeature } from '../app/lazy-feature';
import { ICON, LogoutIcon, MenuIcon, SettingsIcon } from '../components/common/icons';
import { NotificationsDrawerButton } from '../components/notifications/NotificationsDrawerButton';
import { SiteBrand } from './SiteBrand';
import { useLogout } from './use-logout';

// The account menu is not part of the first frame (web budget): fetched after it.
const AccountMenu = lazyFeature(() =>
  import('../components/accounts/AccountMenu').then((m) => m.AccountMenu),
);
// The language switcher too: its names and words come with it.
const LanguageMenu = lazyFeature(() =>
  import('../components/language/LanguageMenu').then((m) => m.LanguageMenu),
);

/**
 * The top bar. Desktop: logo, site name, settings and logout buttons. Mobile: the
 * drawer button in front (spec §2 layout).
 */
export const NavBar = observer(function NavBar({ mobile }: { mobile: boolean }) {
  const model = useModel();
  const t = useT();
  const { request } = useLogout();
  const signedIn = model.root.session.isSignedIn;
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
        <div className="nav-bar-actions">
          {mobile ? <NotificationsDrawerButton /> : null}
          {signedIn ? <AccountMenu /> : null}
          <LanguageMenu />
          <button
            type="button"
            className="button-icon"
            aria-label={t('settings.settings')}
            title={t('settings.settings')}
            onClick={() => model.ui.setSettingsOpen(true)}
          >
            <SettingsIcon {...ICON} />
          </button>
          {signedIn && !mobile ? (
            <button
              type="button"
              className="button-icon"
              aria-label={t('login.logout')}
              title={t('login.logout')}
              data-testid="logout-button"
              onClick={request}
            >
              <LogoutIcon {...ICON} />
            </button>
          ) : null}
        </div>
      </div>
    </nav>
  );
});
