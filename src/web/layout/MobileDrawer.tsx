import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useModel, useT } from '../app/hooks';
import { Link } from '../app/router';
import { useSwipe } from '../components/media-viewer/use-swipe';
import { NavPanel } from './NavPanel';
import { UserPanel } from './UserPanel';
import { useLogout } from './use-logout';

/** Admins, and moderators holding any privilege (the drawer's administration link). */
const staffEntry = (me?: { role: string; privileges: readonly string[] } | null): boolean =>
  me?.role === 'admin' || (me?.role === 'moderator' && me.privileges.length > 0);

/**
 * The mobile side drawer: user panel, navigation, settings, administration (admins, and
 * moderators with a desk section's privilege) and
 * logout (spec §2). A swipe to the left (the default threshold, 30 px) closes it.
 */
export const MobileDrawer = observer(function MobileDrawer() {
  const model = useModel();
  const t = useT();
  const { request } = useLogout();
  const close = () => model.ui.setDrawerOpen(false);
  const swipe = useSwipe(close, () => {});
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') model.ui.setDrawerOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [model]);
  return (
    <div className="drawer-backdrop">
      <button
        type="button"
        className="backdrop-dismiss"
        aria-label={t('general.close')}
        tabIndex={-1}
        onClick={close}
      />
      <aside className="drawer" data-testid="drawer" aria-label={t('general.menu')} {...swipe}>
        <div className="drawer-top">
          <button
            type="button"
            className="button-icon"
            aria-label={t('general.close')}
            onClick={close}
          >
            ×
          </button>
        </div>
        <UserPanel idPrefix="drawer" />
        <NavPanel onNavigate={close} />
        <div className="panel drawer-actions">
          <button
            type="button"
            className="button-link"
            onClick={() => {
              close();
              model.ui.setSettingsOpen(true);
            }}
          >
            {t('settings.settings')}
          </button>
          {staffEntry(model.root.session.account) ? (
            <Link to="/admin" className="button-link" onClick={close} data-testid="drawer-admin">
              {t('nav.administration')}
            </Link>
          ) : null}
          {model.root.session.isSignedIn ? (
            <button type="button" className="button-link" onClick={request}>
              {t('nav.logout')}
            </button>
          ) : null}
        </div>
      </aside>
    </div>
  );
});
