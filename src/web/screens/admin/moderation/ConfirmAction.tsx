import { useT } from '../../../app/hooks';
import { Modal } from '../../../components/common/Modal';

/** The desk's confirmation for a destructive action: the question, Cancel and Confirm. */
export function ConfirmAction({
  text,
  onCancel,
  onConfirm,
}: {
  text: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useT();
  return (
    <Modal
      title={t('admin_moderation.confirm_title')}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="btn" onClick={onCancel}>
            {t('general.cancel')}
          </button>
          <button type="button" className="btn danger" onClick={onConfirm}>
            {t('general.confirm')}
          </button>
        </>
      }
    >
      <p>{text}</p>
    </Modal>
  );
}
