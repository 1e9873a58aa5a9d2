import type { Account } from '../../../core/domain/types';
import { relationship as words } from '../../../shared/i18n/en/relationship';
import { useModel, useT } from '../../app/hooks';
import { useFeatureWords } from '../../i18n/feature-words';

/**
 * Where the form goes: the account's own server's ostatus subscribe address (the page's
 * CSP lets forms post there: `petrel web` names the server in `form-action`). The server's
 * page then runs at its own origin, away from the tokens this origin keeps.
 */
function subscribeAddress(account: Account, server: string): string {
  try {
    return `${new URL(account.url).origin}/main/ostatus`;
  } catch {
    return `${server.replace(/\/+$/, '')}/main/ostatus`;
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
  const action = subscribeAddress(account, model.server);
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
