import { useT } from '../../../app/hooks';
import { Modal } from '../../../components/common/Modal';

/**
 * The password-reset link the server made for a user, to hand over (mail, chat): shown in a
 * read-only field, selected when focused so it copies at once; Close dismisses it.
 */
export function ResetLinkDialog({
  user,
  link,
  onClose,
}: {
  user: string;
  link: string;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal
      title={t('admin_moderation.reset_link')}
      onClose={onClose}
      footer={
        <button type="button" className="btn" onClick={onClose}>
          {t('general.close')}
        </button>
      }
    >
      <label className="reset-link">
        {t('admin_moderation.reset_link_for', { user })}
        <input readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
      </label>
    </Modal>
  );
}
