import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './Modal.js';

interface Props {
  readonly title: string;
  readonly message: string;
  readonly confirmLabel: string;
  readonly danger?: boolean;
  readonly onConfirm: () => Promise<void> | void;
  readonly onClose: () => void;
}

/** Asks before something a user may regret; the safe choice has the focus. */
export function ConfirmDialog({ title, message, confirmLabel, danger = false, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title={title}
      role="alertdialog"
      onClose={onClose}
      initialFocus={cancel}
      actions={
        <>
          <button ref={cancel} type="button" className="button button--ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className={`button ${danger ? 'button--danger' : 'button--primary'}`}
            disabled={busy}
            onClick={() => void confirm()}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
