import { observer } from 'mobx-react-lite';
import { fullTime, relativeTime } from '../../../shared/text/relative-time';
import { useLanguage, useModel } from '../../app/hooks';
import { pathFor } from '../../app/route-table';
import { Link } from '../../app/router';

/** "5m" linking to the status's conversation; refreshes with the shared minute ticker. */
export const RelativeTime = observer(function RelativeTime({
  iso,
  statusId,
}: {
  iso: string;
  statusId: string;
}) {
  const { ticker } = useModel();
  const locale = useLanguage();
  return (
    <Link className="status-time" to={pathFor('conversation', { id: statusId })}>
      <time dateTime={iso} title={fullTime(iso, { locale })}>
        {relativeTime(iso, ticker.now, { locale })}
      </time>
    </Link>
  );
});
