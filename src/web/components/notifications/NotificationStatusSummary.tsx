import { observer } from 'mobx-react-lite';
import { notificationPlainText } from '../../../core/model/notification-text';
import { useRoot, useT } from '../../app/hooks';
import { pathFor } from '../../app/route-table';
import { Link } from '../../app/router';

/**
 * The status a favourite, repeat, reaction or ended poll is about, as one faint line of
 * plain text (its subject when it has one) linking to its conversation.
 */
export const NotificationStatusSummary = observer(function NotificationStatusSummary({
  statusId,
}: {
  statusId: string | null;
}) {
  const root = useRoot();
  const t = useT();
  const status = statusId ? root.entities.shown(statusId) : undefined;
  if (!status || status.deleted) {
    return <p className="notification-summary faint">{t('notifications.status_unavailable')}</p>;
  }
  const subject = status.spoilerText.trim();
  const text = subject !== '' ? subject : notificationPlainText(status.content);
  const media = status.mediaAttachments.length;
  return (
    <Link className="notification-summary" to={pathFor('conversation', { id: status.id })}>
      {text || (media > 0 ? `[${t('status.attachment')}]` : '…')}
    </Link>
  );
});
