import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import type { AdminConfigStore } from '../../../core/model/admin-config';
import { useRoot, useT } from '../../app/hooks';
import { type AdminTab, visibleAdminTabs } from './admin-tabs';
import { SaveBar } from './SaveBar';

/**
 * The dashboard's tab bar and panel, keyboard-navigable as a WAI-ARIA tablist (arrows,
 * Home and End move between tabs; only the selected tab is in the Tab order). Used by
 * `/admin` and mountable in the settings modal's admin mode.
 */
export const AdminTabs = observer(function AdminTabs({
  store,
  selected,
  onSelect,
}: {
  store: AdminConfigStore;
  selected: string | undefined;
  onSelect: (id: AdminTab['id']) => void;
}) {
  const t = useT();
  const root = useRoot();
  const base = useId();
  const tabs = visibleAdminTabs(store, root.session.account ?? undefined);
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0]!;
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef(false);
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    refs.current.get(current.id)?.focus();
  }, [current.id]);
  const onKeyDown = (e: KeyboardEvent) => {
    const at = tabs.indexOf(current);
    const to =
      e.key === 'ArrowRight' || e.key === 'ArrowDown'
        ? (at + 1) % tabs.length
        : e.key === 'ArrowLeft' || e.key === 'ArrowUp'
          ? (at - 1 + tabs.length) % tabs.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? tabs.length - 1
              : -1;
    if (to < 0) return;
    e.preventDefault();
    focusNext.current = true;
    onSelect(tabs[to]!.id);
  };
  const Panel = current.Panel;
  return (
    <div className="admin-tabs">
      <div className="tabs" role="tablist" aria-label={t('admin_dash.title')} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(el) => {
              if (el) refs.current.set(tab.id, el);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${base}-${tab.id}`}
            aria-selected={tab === current}
            aria-controls={`${base}-panel`}
            tabIndex={tab === current ? 0 : -1}
            className={tab === current ? 'tab tab-active' : 'tab'}
            onClick={() => onSelect(tab.id)}
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-${current.id}`}
        className="admin-panel"
      >
        <Panel store={store} />
        {current.edits ? <SaveBar store={store} /> : null}
      </div>
    </div>
  );
});
