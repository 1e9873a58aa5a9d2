import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { NAV_PIN_LIMIT, toggleNavPin } from '../../../core/model/nav-pins';
import { shellWords } from '../../../shared/i18n/en/common-shell';
import { useT } from '../../app/hooks';
import { useFeatureWords } from '../../i18n/feature-words';
import { useVisibleNavItems } from '../../layout/NavPanel';
import { useNavPrefs } from './use-nav-prefs';

/**
 * `/nav-edit` (spec part 1 §2, login needed): pin up to 6 navigation items (§9) for the
 * mobile bar and collapse the navigation panel. Each item is a toggle button (keyboard: Tab,
 * Space/Enter); the seventh pin is refused with a sentence saying why.
 */
export const NavEditScreen = observer(function NavEditScreen() {
  useFeatureWords(shellWords);
  const t = useT();
  const items = useVisibleNavItems();
  const [prefs, save] = useNavPrefs();
  const [refused, setRefused] = useState(false);
  const limit = NAV_PIN_LIMIT;
  return (
    <section className="panel nav-edit" data-testid="nav-edit">
      <header className="panel-heading">
        <h2>{t('nav_edit.title')}</h2>
      </header>
      <div className="panel-body">
        <p>{t('nav_edit.intro', { limit })}</p>
        <p className="faint" aria-live="polite" data-testid="nav-edit-count">
          {t('nav_edit.pinned_count', { count: prefs.pinnedNavItems.length, limit })}
        </p>
        <ul className="nav-edit-list">
          {items.map((item) => {
            const pinned = prefs.pinnedNavItems.includes(item.route);
            const label = t(item.labelKey);
            return (
              <li key={item.route}>
                <button
                  type="button"
                  className="button-default"
                  aria-pressed={pinned}
                  aria-label={t('nav_edit.pin', { item: label })}
                  data-route={item.route}
                  onClick={() => {
                    const { pinnedNavItems, changed } = toggleNavPin(
                      prefs.pinnedNavItems,
                      item.route,
                    );
                    setRefused(!changed);
                    if (changed) save({ pinnedNavItems });
                  }}
                >
                  {pinned ? '★ ' : '☆ '}
                  {label}
                </button>
              </li>
            );
          })}
        </ul>
        {refused ? (
          <p role="alert" className="alert error">
            {t('nav_edit.limit_reached', { limit })}
          </p>
        ) : null}
        <label className="checkbox">
          <input
            type="checkbox"
            checked={prefs.collapseNav}
            onChange={(event) => save({ collapseNav: event.target.checked })}
          />{' '}
          {t('nav_edit.collapse')}
        </label>
      </div>
    </section>
  );
});

export default NavEditScreen;
