import { observer } from 'mobx-react-lite';
import { useModel, useT } from '../app/hooks';
import { Modal } from '../components/common/Modal';
import { NotAvailable } from '../screens/NotAvailable';

/** The settings modal; its tabs come in a later issue. */
export const SettingsModal = observer(function SettingsModal() {
  const model = useModel();
  const t = useT();
  if (!model.ui.settingsOpen) return null;
  const close = () => model.ui.setSettingsOpen(false);
  return (
    <Modal
      title={t('settings.settings')}
      onClose={close}
      footer={
        <button type="button" className="button" onClick={close}>
          {t('general.close')}
        </button>
      }
    >
      <NotAvailable screen="settings" />
    </Modal>
  );
});
