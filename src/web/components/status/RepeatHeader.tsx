import { observer } from 'mobx-react-lite';
import { useRoot, useT } from '../../app/hooks';
import { DisplayName } from './DisplayName';

/** "Alice repeated" above a repeated status. */
export const RepeatHeader = observer(function RepeatHeader({ accountId }: { accountId: string }) {
  const root = useRoot();
  const t = useT();
  const account = root.entities.account(accountId);
  return (
    <div className="repeat-header">
      <span className="repeat-icon" aria-hidden="true">
        ⟲
      </span>{' '}
      <DisplayName account={account} /> {t('status.repeated')}
    </div>
  );
});
