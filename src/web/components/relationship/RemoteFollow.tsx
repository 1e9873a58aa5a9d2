import type { Account } from '../../../core/domain/types';
import { relationship as words } from '../../../shared/i18n/en/relationship';
import { useModel, useT } from '../../app/hooks';
import { useFeatureWords } from '../../i18n/feature-words';

/** The account's own server, where its ostatus subscribe address lives. */
function serverOf(account: Account, fallback: string): string {
  try {
    return new URL(account.url).origin;
  } catch {
    return fallback.replace(/\/+$/, '');
  }
}

/**
 * Remote follow for signed-out visitors (spec part 2 §2): a form POST to the account's
 * server's ostatus subscribe address with the nickname and an empty profile field; that
 * server asks the visitor for their own account and sends them home to follow.
 */
export function RemoteFollow({ account }: { account: Account }) {
  useFeatureWords({ relationship: words });
  const t = useT();
  const model = useModel();
  const action = `${serverOf(account, model.server)}/main/ostatus`;
  return (
    <form method="POST" action={action} className="remote-follow" data-testid="remote-follow">
      <input type="hidden" name="nickname" value={account.username} />
      <input type="hidden" name="profile" value="" />
      <button type="submit" className="button button-primary">
        {t('relationship.remote_follow')}
      </button>
    </form>
  );
}
