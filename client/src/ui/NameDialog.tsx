import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { reportFailure } from '../api/report-failure.js';
import { Modal } from './Modal.js';
import { TextField } from './TextField.js';

interface Props {
  readonly title: string;
  readonly label: string;
  readonly initialName: string;
  readonly maxLength: number;
  readonly emptyMessage: string;
  /** Throws what the server refused; the dialog shows it under the field. */
  readonly onSave: (name: string) => Promise<void>;
  /** A message of the caller's own for a refusal it knows better (else the server's). */
  readonly describeFailure?: (failure: unknown) => string | null;
  readonly onClose: () => void;
}

/** One name to type and save: renaming a presentation, naming or renaming a folder. */
export function NameDialog({ title, label, initialName, maxLength, emptyMessage, onSave, describeFailure, onClose }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError(emptyMessage);
      return;
    }
    setSaving(true);
    try {
      await onSave(name.trim());
    } catch (failure) {
      setSaving(false);
      const own = describeFailure?.(failure);
      if (own) setError(own);
      else reportFailure(failure, setError);
    }
  };

  return (
    <Modal title={title} onClose={onClose} initialFocus={input}>
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField
          ref={input}
          label={label}
          value={name}
          maxLength={maxLength}
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
