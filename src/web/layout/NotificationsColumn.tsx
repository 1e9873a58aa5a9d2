import { useT } from '../app/hooks';

/** The notifications column beside the main one (notifications come in a later issue). */
export function NotificationsColumn() {
  const t = useT();
  return (
    <aside className="notifications-column" aria-label={t('notifications.notifications')}>
      <section className="panel">
        <header className="panel-heading">
          <h2>{t('notifications.notifications')}</h2>
        </header>
        <div className="panel-body">
          <p>
            <strong>{t('general.not_available_yet')}</strong>
          </p>
          <p className="faint">{t('notifications.column_placeholder')}</p>
        </div>
      </section>
    </aside>
  );
}
