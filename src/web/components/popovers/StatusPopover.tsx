import { observer } from 'mobx-react-lite';
import type { PopoverStatusState } from '../../../core/model/popovers';
import { useRoot, useT } from '../../app/hooks';
import { pathFor } from '../../app/route-table';
import { Link } from '../../app/router';
// The whole status item, as a timeline shows it: importing its parts instead would split the
// first load's status chunk in two (+0.9 KiB gzip, bin/web-budget.mjs).
import { StatusItem } from '../status/StatusItem';

/**
 * The status a reply or quote link points at (spec part 2 §2 "status popover on hover"):
 * fetched when unknown; "status unavailable" when it cannot be (spec part 2 §8).
 */
export const StatusPopover = observer(function StatusPopover({
  statusId,
  state,
}: {
  statusId: string;
  state: PopoverStatusState;
}) {
  const root = useRoot();
  const t = useT();
  const status = root.entities.status(statusId);
  if (state === 'unavailable') {
    return (
      <p className="popover-status-unavailable" role="status">
        {t('popover.status_unavailable')}
      </p>
    );
  }
  if (!status) return <p className="faint">{t('popover.loading')}</p>;
  const account = root.entities.account(status.accountId);
  return (
    <article
      className="popover-status"
      aria-label={t('popover.status_label', { name: account?.acct ?? '' })}
    >
      <StatusItem id={status.id} />
      <Link className="button" to={pathFor('conversation', { id: status.id })}>
        {t('popover.open_status')}
      </Link>
    </article>
  );
});
