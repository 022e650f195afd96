import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FOLDER_NAME_MAX_LENGTH } from '../../../../contracts/folders/constants.js';
import { reportFailure } from '../../api/report-failure.js';
import { Modal } from '../../ui/Modal.js';
import { TextField } from '../../ui/TextField.js';

interface Props {
  readonly title: string;
  readonly initialName: string;
  /** Throws what the server refused; the dialog shows it (e.g. the depth limit's message). */
  readonly onSave: (name: string) => Promise<void>;
  readonly onClose: () => void;
}

/** Naming a new folder or renaming one. */
export function FolderNameDialog({ title, initialName, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError(t('folders.nameEmpty'));
      return;
    }
    setSaving(true);
    try {
      await onSave(name.trim());
    } catch (failure) {
      setSaving(false);
      reportFailure(failure, setError);
    }
  };

  return (
    <Modal title={title} onClose={onClose} initialFocus={input}>
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField
          ref={input}
          label={t('folders.nameLabel')}
          value={name}
          maxLength={FOLDER_NAME_MAX_LENGTH}
          onChange={(event) => setName(event.target.value)}
          onFocus={(event) => event.target.select()}
          error={error}
        />
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={saving}>
            {t('common.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
