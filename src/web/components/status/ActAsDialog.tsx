import { observer } from 'mobx-react-lite';
import type { Status } from '../../../core/domain/types';
import type { ActAsKind } from '../../../core/model/act-as';
import type { StatusActionAvailability } from '../../../core/model/status-rules';
import type { AccountNotice } from '../../../core/view/account-chooser';
import { severalAccounts } from '../../../shared/i18n/en/common-accounts';
import type { TranslateFn } from '../../app/hooks';
import { useFeatureWords } from '../../i18n/feature-words';
import { statusActionWords } from '../../i18n/status-action-words';
import type { WebModel } from '../../model/web-model';
import { Modal } from '../common/Modal';

/**
 * "As…" on a status (issue 12, the terminal's `A`): reply, repeat, favourite or bookmark it
 * as another signed-in account. Core's `actAs` finds the status on that account's server
 * first (`/api/v2/search?resolve=true`) and acts on its copy there; the account shown stays
 * the same, and a notice says what was done or why not. A reply makes that account the one
 * shown and opens the reply dialog on its copy of the status.
 */
export const ActAsDialog = observer(function ActAsDialog({
  status,
  model,
  t,
  can,
  onClose,
}: {
  status: Status;
  model: WebModel;
  t: TranslateFn;
  can: StatusActionAvailability;
  onClose: () => void;
}) {
  useFeatureWords(severalAccounts);
  useFeatureWords(statusActionWords);
  const { root } = model;
  const others = root.accounts.filter((entry) => !entry.active);
  const kinds: Array<{ kind: ActAsKind; label: string }> = [
    { kind: 'reply', label: t('status_actions.reply') },
    ...(can.repeat === 'locked'
      ? []
      : [{ kind: 'repeat' as const, label: t('status_actions.repeat') }]),
    { kind: 'favourite', label: t('status_actions.favourite') },
    { kind: 'bookmark', label: t('status_actions.bookmark') },
  ];
  const tell = (notice: AccountNotice | undefined) => {
    if (notice) root.notices.add(notice.level, notice.messageKey, notice.params);
  };
  const run = async (key: string, kind: ActAsKind) => {
    onClose();
    // On use (web budget: a static import reshuffles the shared chunks of the first load).
    const [{ actAs }, { actNotice, switchNotice }] = await Promise.all([
      import('../../../core/model/act-as'),
      import('../../../core/view/account-chooser'),
    ]);
    void actAs(
      {
        scope: root.scope,
        scopeOf: (k) => root.scopeOf(k),
        loadStatusActions: (scope) => root.loadStatusActions(scope),
      },
      key,
      status.id,
      kind,
    ).then(async (outcome) => {
      if (outcome.kind !== 'reply') {
        tell(actNotice(kind, outcome));
        return;
      }
      const switched = await model.switchAccount(key);
      tell(switchNotice(switched ? { kind: 'switched', key } : { kind: 'failed', key }));
      const theirs = switched ? root.entities.status(outcome.statusId) : undefined;
      // Loaded already with the action bar; imported here on use, so this chunk does not
      // reshuffle the post form's chunks (web budget).
      const { postStoresOf } = await import('../../model/post-stores');
      if (theirs) postStoresOf(model).postModals.show('reply', theirs);
    });
  };
  return (
    <Modal title={t('accounts.act_as')} onClose={onClose}>
      {others.length === 0 ? <p>{t('accounts.act_none')}</p> : null}
      {others.map((entry) => (
        <section
          key={entry.key}
          className="act-as-account"
          aria-label={t('accounts.act_as_account', { name: entry.key })}
          data-testid="act-as-account"
        >
          <h3>{t('accounts.act_as_account', { name: entry.key })}</h3>
          <div className="reaction-quick">
            {kinds.map(({ kind, label }) => (
              <button
                key={kind}
                type="button"
                className="button"
                data-act={kind}
                onClick={() => void run(entry.key, kind)}
              >
                {label}
              </button>
            ))}
          </div>
        </section>
      ))}
    </Modal>
  );
});
