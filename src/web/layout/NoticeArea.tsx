import { observer } from 'mobx-react-lite';
import { useRoot, useT } from '../app/hooks';

/**
 * Global notices from the core (timeline errors, socket lost/reconnected), dismissible, and
 * the screen-reader live region (NoticeStore.announce). The region stays in the page so each
 * change is spoken; what it says clears after 1 s (spec part 2 §9).
 */
export const NoticeArea = observer(function NoticeArea() {
  const { notices } = useRoot();
  const t = useT();
  const said = notices.announcement;
  return (
    <>
      <div className="visually-hidden" aria-live="polite">
        {said ? t(said.messageKey, said.params) : ''}
      </div>
      {notices.notices.length > 0 && (
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
      )}
    </>
  );
});
