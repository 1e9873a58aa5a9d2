import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { NOTIFICATION_FILTER_KEYS } from '../../../core/model/preferences';
import { useRoot, useT } from '../../app/hooks';
import { FilterIcon, ICON } from '../common/icons';

/**
 * The filter dropdown (spec part 2 §2): one checkbox per visibility key (likes, repeats,
 * follows, mentions, emoji reactions, moves, polls), saved as a preference at once.
 */
export const NotificationFilterMenu = observer(function NotificationFilterMenu() {
  const { preferences } = useRoot();
  const t = useT();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const visibility = preferences.notificationVisibility;
  const filtering = NOTIFICATION_FILTER_KEYS.some((key) => !visibility[key]);
  return (
    <div className="notification-filter" ref={ref}>
      <button
        type="button"
        className={`button-icon${filtering ? ' filter-active' : ''}`}
        aria-label={t('notifications.filter')}
        title={t('notifications.filter')}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <FilterIcon {...ICON} />
      </button>
      {open ? (
        <fieldset id={menuId} className="popover notification-filter-menu">
          <legend className="visually-hidden">{t('notifications.filter')}</legend>
          {NOTIFICATION_FILTER_KEYS.map((key) => (
            <label key={key} className="notification-filter-option">
              <input
                type="checkbox"
                checked={visibility[key]}
                onChange={(event) => preferences.setNotificationVisible(key, event.target.checked)}
              />{' '}
              {t(`notifications.filters.${key}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
});
