import { observer } from 'mobx-react-lite';
import { useModel, useT } from '../app/hooks';
import { AccountMenu } from '../components/accounts/AccountMenu';
import { ICON, LogoutIcon, SettingsIcon } from '../components/common/icons';
import { LanguageMenu } from '../components/language/LanguageMenu';
import { AdminButton } from '../screens/admin/AdminButton';
import { HeaderSearch } from './HeaderSearch';
import { useLogout } from './use-logout';
import './nav-bar-tools.css';

/**
 * The navigation bar's tools, in the spec's order (part 1 §2: search bar, settings button,
 * administration button for admins, logout button), after the account and language menus.
 * Desktop only: the search field and the logout button (on mobile they are in the drawer).
 * One chunk after the first frame: the bar draws its logo and name first (web budget).
 */
export const NavBarTools = observer(function NavBarTools({ mobile }: { mobile: boolean }) {
  const model = useModel();
  const t = useT();
  const { request } = useLogout();
  const { session, instance } = model.root;
  const signedIn = session.isSignedIn;
  // Spec part 1 §5: a private instance hides search from signed-out visitors.
  const searchable = signedIn || instance.info?.private !== true;
  return (
    <>
      {!mobile && searchable ? <HeaderSearch /> : null}
      <div className="nav-bar-actions">
        {signedIn ? <AccountMenu /> : null}
        <LanguageMenu />
        <button
          type="button"
          className="button-icon"
          aria-label={t('settings.settings')}
          title={t('settings.settings')}
          data-testid="settings-button"
          onClick={() => model.ui.setSettingsOpen(true)}
        >
          <SettingsIcon {...ICON} />
        </button>
        {signedIn ? <AdminButton /> : null}
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
    </>
  );
});
