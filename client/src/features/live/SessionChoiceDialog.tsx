import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal.js';
import { formatFullDate } from '../../ui/format-date.js';
import type { SessionChoice } from './use-presenting.js';

interface Props {
  readonly choice: SessionChoice;
  readonly onContinue: () => void;
  readonly onStartNew: () => Promise<void>;
  /** Neither: back to the editor, nothing goes live. */
  readonly onLeave: () => void;
}

/** Presenting a deck whose last session ended with answers: continue that session, or start a new one (issue 26). */
export function SessionChoiceDialog({ choice, onContinue, onStartNew, onLeave }: Props) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const continueButton = useRef<HTMLButtonElement>(null);
  const startNew = async () => {
    setState('busy');
    try {
      await onStartNew();
    } catch {
      setState('failed');
    }
  };
  return (
    <Modal
      title={t('live.sessionChoice.title')}
      onClose={onLeave}
      initialFocus={continueButton}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={onLeave}>
            {t('live.sessionChoice.leave')}
          </button>
          <button type="button" className="button button--ghost" disabled={state === 'busy'} onClick={() => void startNew()}>
            {t('live.sessionChoice.startNew')}
          </button>
          <button ref={continueButton} type="button" className="button button--primary" disabled={state === 'busy'} onClick={onContinue}>
            {t('live.sessionChoice.continue')}
          </button>
        </>
      }
    >
      <p>{t('live.sessionChoice.message', { date: formatFullDate(choice.startedAt, i18n.language) })}</p>
      <p>{t('live.sessionChoice.explain')}</p>
      {state === 'failed' && <p role="alert">{t('live.sessionChoice.failed')}</p>}
    </Modal>
  );
}
