import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useModel, useT } from '../app/hooks';
import { Modal } from '../components/common/Modal';
import { useLogout } from './use-logout';

/** Spec §2 modals: logout confirmation. */
export const LogoutModal = observer(function LogoutModal() {
  const model = useModel();
  const t = useT();
  const { confirm } = useLogout();
  const [busy, setBusy] = useState(false);
  if (!model.ui.logoutConfirmOpen) return null;
  const cancel = () => model.ui.setLogoutConfirmOpen(false);
  return (
    <Modal
      title={t('login.logout_confirm_title')}
      onClose={cancel}
      footer={
        <>
          <button type="button" className="button" onClick={cancel} disabled={busy}>
            {t('login.logout_confirm_cancel_button')}
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            data-testid="logout-confirm"
            onClick={() => {
              setBusy(true);
              void confirm().finally(() => setBusy(false));
            }}
          >
            {t('login.logout_confirm_accept_button')}
          </button>
        </>
      }
    >
      <p>{t('login.logout_confirm')}</p>
    </Modal>
  );
});
