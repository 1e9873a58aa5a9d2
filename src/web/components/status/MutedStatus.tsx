import { observer } from 'mobx-react-lite';
import type { Account } from '../../../core/domain/types';
import type { MuteReason } from '../../../core/model/status-display';
import { markInvisible, visibleName } from '../../../shared/text/invisible';
import { type TranslateFn, useT } from '../../app/hooks';
import { DisplayName } from './DisplayName';

/** The reasons as the muted line names them: "thread muted, muted words: foo, bar". */
export function muteReasonText(reasons: readonly MuteReason[], t: TranslateFn): string {
  const words: string[] = [];
  const parts: string[] = [];
  for (const reason of reasons) {
    if (reason === 'thread_muted' || reason === 'user_muted') {
      parts.push(t(`status.mute_reason.${reason}`));
    } else words.push(reason.slice('muted_words:'.length));
  }
  if (words.length > 0)
    parts.push(t('status.mute_reason.muted_words', { words: words.join(', ') }));
  return parts.join(', ');
}

/**
 * A muted status collapsed to one line (spec part 2 §4): who wrote it, why it is muted,
 * and a control that shows it anyway (or, once shown, collapses it again). When its author
 * is muted, an unmute control too (disabled while the unmute is in flight).
 */
export const MutedStatus = observer(function MutedStatus({
  statusId,
  account,
  reasons,
  shown,
  onToggle,
  onUnmuteUser,
  unmuting = false,
}: {
  statusId: string;
  account: Account | undefined;
  reasons: readonly MuteReason[];
  shown: boolean;
  onToggle: () => void;
  /** Unmute the author (offered when "user muted" is among the reasons). */
  onUnmuteUser?: () => void;
  unmuting?: boolean;
}) {
  const t = useT();
  const name = account ? visibleName(account.displayName, markInvisible(account.acct)) : '';
  return (
    <div
      className="status-muted"
      data-status-id={statusId}
      data-muted={shown ? 'shown' : 'collapsed'}
    >
      <DisplayName account={account} />{' '}
      <span className="status-muted-reasons faint">
        {t('status.muted')}: {muteReasonText(reasons, t)}
      </span>{' '}
      <button
        type="button"
        className="button-link status-unmute"
        aria-label={shown ? undefined : t('status.muted_show_label')}
        aria-expanded={shown}
        onClick={onToggle}
      >
        {shown ? t('status.muted_hide') : t('status.muted_show')}
      </button>
      {onUnmuteUser && reasons.includes('user_muted') ? (
        <>
          {' '}
          <button
            type="button"
            className="button-link status-unmute-user"
            aria-label={name ? t('status.unmute_user_label', { name }) : undefined}
            disabled={unmuting}
            onClick={onUnmuteUser}
          >
            {unmuting ? t('user_card.unmute_progress') : t('status.unmute_user')}
          </button>
        </>
      ) : null}
    </div>
  );
});
