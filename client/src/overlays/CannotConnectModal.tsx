import { useTranslation } from 'react-i18next';
import { Modal } from '../ui/Modal.js';

/** Spec doc 1 §2: "Cannot connect to server" with a Reload button and a support notice. */
export function CannotConnectModal({ onReload }: { readonly onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('connection.title')}
      role="alertdialog"
      actions={
        <button type="button" className="button button--primary" onClick={onReload}>
          {t('connection.reload')}
        </button>
      }
    >
      <p>{t('connection.body')}</p>
      <p className="modal__note">{t('connection.support')}</p>
    </Modal>
  );
}
