import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.js';
import { reportFailure } from '../../api/report-failure.js';
import { PRESENTATION_NAME_MAX_LENGTH } from '../../../../contracts/presentations/constants.js';
import type { PresentationSummary } from '../../../../contracts/presentations/read-models.js';
import { Modal } from '../../ui/Modal.js';
import { TextField } from '../../ui/TextField.js';

interface Props {
  readonly presentation: PresentationSummary;
  readonly onRename: (name: string) => Promise<void>;
  readonly onClose: () => void;
}

export function RenameDialog({ presentation, onRename, onClose }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(presentation.name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError(t('presentations.rename.empty'));
      return;
    }
    setSaving(true);
    try {
      await onRename(name.trim());
    } catch (failure) {
      setSaving(false);
      if (failure instanceof ApiError && failure.status === 409) setError(t('presentations.rename.conflict'));
      else reportFailure(failure, setError);
    }
  };

  return (
    <Modal title={t('presentations.rename.title')} onClose={onClose} initialFocus={input}>
      <form id="rename-form" className="form" noValidate onSubmit={onSubmit}>
        <TextField
          ref={input}
          label={t('presentations.rename.label')}
          value={name}
          maxLength={PRESENTATION_NAME_MAX_LENGTH}
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
