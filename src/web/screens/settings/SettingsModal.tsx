import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useId, useRef } from 'react';
import { adminConfigWords } from '../../../shared/i18n/en/common-admin-config';
import { settingsWords } from '../../../shared/i18n/en/settings-words';
import { useModel, useT } from '../../app/hooks';
import { useLocation, useNavigate } from '../../app/router';
import { Spinner } from '../../components/common/Spinner';
import { useFeatureWords } from '../../i18n/feature-words';
import { useIsMobile } from '../../layout/use-is-mobile';
import { ADMIN_TABS, adminTabContext, isAdmin } from './admin-slot';
import { applyLayoutPreferences } from './apply-layout';
import { TabbedPanels } from './TabbedPanels';
import { USER_TABS } from './tabs';
import './settings.css';

/** The query that opens the modal on a tab: `?settings=profile` (`?settings` alone: the first). */
export const SETTINGS_PARAM = 'settings';

/** Opens the modal when the address asks for it, and drops the request once it is closed. */
function useSettingsAddress() {
  const model = useModel();
  const location = useLocation();
  const navigate = useNavigate();
  const settings = model.ui.settings;
  const requested = new URLSearchParams(location.search).get(SETTINGS_PARAM);
  useEffect(() => {
    if (requested === null) return;
    const admin = ADMIN_TABS.some((tab) => tab.id === requested);
    settings.open({ mode: admin ? 'admin' : 'user', ...(requested ? { tab: requested } : {}) });
  }, [requested, settings]);
  return () => {
    settings.close();
    if (requested === null) return;
    const params = new URLSearchParams(location.search);
    params.delete(SETTINGS_PARAM);
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '' },
      { replace: true },
    );
  };
}

/**
 * The settings modal (spec part 2 §2): hidden, visible or minimized to a bar; the peek
 * button toggles visible and minimized. User or admin mode, opened on a tab by
 * `openSettings(tab)` or `?settings=tab`. Escape closes it; the arrow keys move along the tabs.
 */
export const SettingsModal = observer(function SettingsModal() {
  useFeatureWords(settingsWords);
  useFeatureWords(adminConfigWords);
  const model = useModel();
  const t = useT();
  const mobile = useIsMobile();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const close = useSettingsAddress();
  // Always mounted (hidden too): the layout preferences are applied from this chunk.
  useEffect(
    () => applyLayoutPreferences(model.root.preferences, document),
    [model.root.preferences],
  );
  const settings = model.ui.settings;
  const visible = settings.state === 'visible';
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!visible) return;
    const previous = document.activeElement as HTMLElement | null;
    dialog.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [visible]);
  if (!settings.shown) return null;
  const admin = settings.mode === 'admin' && ADMIN_TABS.length > 0;
  const context = {
    signedIn: model.root.session.isSignedIn,
    ...(admin ? adminTabContext(model.root) : {}),
  };
  // The admin mode hides the tabs that don't apply, as the dashboard does.
  const tabs = admin ? ADMIN_TABS.filter((tab) => !tab.disabled?.(context)) : USER_TABS;
  const enabled = tabs.filter((tab) => !tab.disabled?.(context));
  const active = enabled.find((tab) => tab.id === settings.tab) ?? enabled[0];
  const title = t(admin ? 'settings_modal.admin_title' : 'settings_modal.title');
  const peekLabel = t(visible ? 'settings_modal.minimize' : 'settings_modal.restore');
  const Panel = active?.panel;
  return (
    <div className={visible ? 'settings-backdrop' : 'settings-minimized'}>
      <div
        ref={dialog}
        className={visible ? 'settings-modal panel' : 'settings-modal settings-modal-min panel'}
        role="dialog"
        aria-modal={visible}
        aria-labelledby={titleId}
        data-testid="settings-modal"
        data-state={settings.state}
      >
        <header className="panel-heading settings-heading">
          <h2 id={titleId}>{title}</h2>
          {isAdmin(model.root) && ADMIN_TABS.length > 0 ? (
            <button
              type="button"
              className="button"
              data-testid="settings-mode"
              aria-pressed={admin}
              onClick={() => settings.open({ mode: admin ? 'user' : 'admin' })}
            >
              {t(admin ? 'settings_modal.title' : 'nav.administration')}
            </button>
          ) : null}
          <button
            type="button"
            className="button"
            data-testid="settings-peek"
            onClick={() => settings.peek()}
          >
            {peekLabel}
          </button>
          <button type="button" className="button" data-testid="settings-close" onClick={close}>
            {t('settings_modal.close')}
          </button>
        </header>
        {visible && active ? (
          <TabbedPanels
            tabs={tabs}
            active={active.id}
            onSelect={(id) => settings.selectTab(id)}
            context={context}
            side={!mobile}
          >
            <Suspense fallback={<Spinner />}>{Panel ? <Panel key={active.id} /> : null}</Suspense>
          </TabbedPanels>
        ) : null}
      </div>
    </div>
  );
});
