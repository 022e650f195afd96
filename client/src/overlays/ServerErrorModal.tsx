import { useTranslation } from 'react-i18next';
import { Modal } from '../ui/Modal.js';

/** Spec doc 1 §8: an internal server error shows an error modal with OK. */
export function ServerErrorModal({ message, onClose }: { readonly message: string; readonly onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('overlays.serverError.title')}
      role="alertdialog"
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('overlays.serverError.ok')}
        </button>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
