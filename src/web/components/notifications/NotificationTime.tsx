import { fullTime, relativeTime } from '../../../shared/text/relative-time';
import { useLanguage } from '../../app/hooks';
import { pathFor } from '../../app/route-table';
import { Link } from '../../app/router';
import { useNotificationNow } from './notification-clock';

/** "5m", linking to the status's conversation when there is one (spec part 2 §2). */
export function NotificationTime({ iso, statusId }: { iso: string; statusId: string | null }) {
  const now = useNotificationNow();
  const locale = useLanguage();
  const label = (
    <time dateTime={iso} title={fullTime(iso, { locale })}>
      {relativeTime(iso, now, { locale })}
    </time>
  );
  if (!statusId) return <span className="notification-time">{label}</span>;
  return (
    <Link className="notification-time" to={pathFor('conversation', { id: statusId })}>
      {label}
    </Link>
  );
}
