import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { Account } from '../../../core/domain/types';
import { followAs } from '../../../core/model/act-as';
import { followAsNotice } from '../../../core/view/account-chooser';
import { useRoot, useT } from '../../app/hooks';

/**
 * The user card menu's "as…" items (issue 12): follow this account, or unfollow it, as
 * another signed-in account. The account is resolved on that account's server first and
 * its relationship read there; a notice says what was done, or why not.
 */
export const FollowAsItems = observer(function FollowAsItems({
  account,
  onDone,
}: {
  account: Account;
  onDone: () => void;
}) {
  const t = useT();
  const root = useRoot();
  const [busy, setBusy] = useState(false);
  const others = root.accounts.filter((entry) => !entry.active);
  if (others.length === 0) return null;
  const run = (key: string) => {
    setBusy(true);
    onDone();
    void followAs({ scope: root.scope, scopeOf: (k) => root.scopeOf(k) }, key, account.id)
      .then((outcome) => {
        const notice = followAsNotice(outcome, `@${account.acct}`);
        root.notices.add(notice.level, notice.messageKey, notice.params);
      })
      .finally(() => setBusy(false));
  };
  return (
    <>
      {others.map((entry) => (
        <button
          key={entry.key}
          type="button"
          role="menuitem"
          className="menu-item"
          data-testid="follow-as"
          disabled={busy}
          onClick={() => run(entry.key)}
        >
          {t('accounts.follow_as', { name: entry.key })}
        </button>
      ))}
    </>
  );
});
