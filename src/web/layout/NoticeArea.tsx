import { observer } from 'mobx-react-lite';
import { useRoot, useT } from '../app/hooks';

/** Global notices from the core (timeline errors, socket lost/reconnected), dismissible. */
export const NoticeArea = observer(function NoticeArea() {
  const { notices } = useRoot();
  const t = useT();
  if (notices.notices.length === 0) return null;
  return (
    <div className="notice-area" aria-live="polite">
      {notices.notices.map((notice) => (
        <div
          key={notice.id}
          className={`notice notice-${notice.level}`}
          role={notice.level === 'error' ? 'alert' : 'status'}
        >
          <span>{t(notice.messageKey, notice.params)}</span>
          <button
            type="button"
            className="button-icon"
            aria-label={t('general.dismiss')}
            onClick={() => notices.dismiss(notice.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
});
