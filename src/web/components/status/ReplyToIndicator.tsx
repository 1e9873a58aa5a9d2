import { observer } from 'mobx-react-lite';
import type { Status } from '../../../core/domain/types';
import { markInvisible } from '../../../shared/text/invisible';
import { useRoot, useT } from '../../app/hooks';
import { pathFor } from '../../app/route-table';
import { Link } from '../../app/router';
import { ICON, ReplyToIcon } from '../common/icons';

/** "Reply to @bob", linking to the conversation of the status replied to. */
export const ReplyToIndicator = observer(function ReplyToIndicator({ status }: { status: Status }) {
  const t = useT();
  const { entities } = useRoot();
  const replyId = status.inReplyToId;
  if (!replyId) return null;
  const account = status.inReplyToAccountId
    ? entities.account(status.inReplyToAccountId)
    : undefined;
  const acct = account?.acct ?? status.inReplyToAcct;
  return (
    <div className="reply-to">
      <Link
        to={pathFor('conversation', { id: replyId })}
        className="reply-to-link"
        data-pop={`status:${replyId}`}
      >
        <ReplyToIcon {...ICON} />{' '}
        {acct ? `${t('status.reply_to')} @${markInvisible(acct)}` : t('status.reply_to_unknown')}
      </Link>
    </div>
  );
});
