import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { AnnouncementItem, AnnouncementsStore } from '../../../core/model/announcements';
import { announcementTime } from '../../../shared/text/relative-time';
import { useLanguage, useRoot, useT } from '../../app/hooks';
import { Modal } from '../../components/common/Modal';
import { SafeHtml } from '../../components/common/SafeHtml';
import { AnnouncementForm } from './AnnouncementForm';

/**
 * One announcement: content, published/start/end times, mark-as-read (signed-in users;
 * disabled with a hint when inactive), and for managers edit and delete (with a question).
 */
export const AnnouncementItemView = observer(function AnnouncementItemView(props: {
  item: AnnouncementItem;
  store: AnnouncementsStore;
}) {
  const { item, store } = props;
  const t = useT();
  const locale = useLanguage();
  // Spec part 1 §2: dates only when all-day; in the app's language.
  const when = (iso: string, allDay: boolean) => announcementTime(iso, allDay, { locale });
  const { session } = useRoot();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const busy = store.busy !== null;
  if (editing) {
    return (
      <li className="announcement" data-announcement-id={item.id}>
        <AnnouncementForm
          editing={item}
          busy={busy}
          onSubmit={async (changes) => {
            const ok = await store.edit(item.id, changes);
            if (ok) setEditing(false);
            return ok;
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }
  return (
    <li
      className={item.read ? 'announcement announcement-read' : 'announcement'}
      data-announcement-id={item.id}
    >
      <SafeHtml className="announcement-content" html={item.content} emojis={item.emojis} />
      <p className="announcement-times faint">
        {item.publishedAt ? (
          <span>
            {t('announcements.published_time_display', { time: when(item.publishedAt, false) })}
          </span>
        ) : null}
        {item.startsAt ? (
          <span>
            {t('announcements.start_time_display', { time: when(item.startsAt, item.allDay) })}
          </span>
        ) : null}
        {item.endsAt ? (
          <span>
            {t('announcements.end_time_display', { time: when(item.endsAt, item.allDay) })}
          </span>
        ) : null}
      </p>
      <div className="announcement-actions">
        {session.isSignedIn ? (
          <button
            type="button"
            className="button"
            disabled={item.read || item.inactive || busy}
            title={item.inactive ? t('announcements.inactive_message') : undefined}
            onClick={() => void store.dismiss(item.id)}
          >
            {item.read ? t('announcements.read') : t('announcements.mark_as_read_action')}
          </button>
        ) : null}
        {item.inactive ? (
          <span className="announcement-inactive faint">{t('announcements.inactive_message')}</span>
        ) : null}
        {store.canManage ? (
          <>
            <button type="button" className="button-link" onClick={() => setEditing(true)}>
              {t('announcements.edit_action')}
            </button>
            <button type="button" className="button-link" onClick={() => setDeleting(true)}>
              {t('announcements.delete_action')}
            </button>
          </>
        ) : null}
      </div>
      {deleting ? (
        <Modal
          title={t('announcements.delete_action')}
          onClose={() => setDeleting(false)}
          footer={
            <>
              <button type="button" className="button" onClick={() => setDeleting(false)}>
                {t('general.cancel')}
              </button>
              <button
                type="button"
                className="button button-primary"
                onClick={() => {
                  setDeleting(false);
                  void store.remove(item.id);
                }}
              >
                {t('general.confirm')}
              </button>
            </>
          }
        >
          <p>{t('announcements.delete_confirm')}</p>
        </Modal>
      ) : null}
    </li>
  );
});
