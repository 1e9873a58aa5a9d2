import { observer } from 'mobx-react-lite';
import type { Status } from '../../../core/domain/types';
import { MAX_QUOTE_DEPTH } from '../../../core/normalize/status';
import { markInvisible } from '../../../shared/text/invisible';
import { useModel, useRoot, useT } from '../../app/hooks';
import { Link } from '../../app/router';
import { useProfilePath } from '../../app/use-profile-path';
import { Avatar } from './Avatar';
import { DisplayName } from './DisplayName';
import { RelativeTime } from './RelativeTime';
import { StatusBody } from './StatusBody';

/** Quotes nest as deep as the normalizer reads them; a deeper quote shows only as a link. */
export { MAX_QUOTE_DEPTH };

/**
 * The status a post quotes, nested in a frame with a show/hide toggle (spec part 2 §2
 * "quotes"). A quote the server did not send shows as a link to its address.
 */
export const QuoteStatus = observer(function QuoteStatus({
  status,
  depth,
}: {
  status: Status;
  depth: number;
}) {
  const t = useT();
  const root = useRoot();
  const profilePath = useProfilePath();
  const { statusView } = useModel().reading;
  const flags = statusView.get(status.id);
  const quoted = status.quoteId ? root.entities.status(status.quoteId) : undefined;
  if (!quoted || quoted.deleted || depth + 1 >= MAX_QUOTE_DEPTH) {
    const url = quoted?.url ?? status.quoteUrl;
    return (
      <p className="quote quote-unavailable faint">
        {url && /^https?:\/\//i.test(url) ? (
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            data-pop={status.quoteId ? `status:${status.quoteId}` : undefined}
          >
            {t('status.quoted_post')}
          </a>
        ) : (
          t('status.quote_unavailable')
        )}
      </p>
    );
  }
  const account = root.entities.account(quoted.accountId);
  return (
    <div className="quote-wrap">
      <button
        type="button"
        className="button-link quote-toggle"
        aria-expanded={!flags.hidingQuote}
        onClick={() => statusView.toggle(status.id, 'hidingQuote')}
      >
        {flags.hidingQuote ? t('status.show_quote') : t('status.hide_quote')}
      </button>
      {flags.hidingQuote ? null : (
        <blockquote className="quote" data-status-id={quoted.id}>
          <header className="quote-header status-header">
            {account ? (
              <Link
                className="status-names"
                to={profilePath(account)}
                data-pop={`user:${account.id}`}
              >
                <Avatar account={account} size={24} /> <DisplayName account={account} />
                <span className="status-acct">@{markInvisible(account.acct)}</span>
              </Link>
            ) : null}
            <RelativeTime iso={quoted.createdAt} statusId={quoted.id} />
          </header>
          <StatusBody status={quoted} depth={depth + 1} />
        </blockquote>
      )}
    </div>
  );
});
