import { useTranslation } from 'react-i18next';
import { IDEAS_STAGES, type IdeasStage } from '../../../../../contracts/ideas/constants.js';

interface Props {
  readonly stage: IdeasStage;
  readonly busy: boolean;
  readonly disabled: boolean;
  readonly onStage: (stage: IdeasStage) => void;
}

/** The brainstorm's stages in the presenting controls: the one it is at is pressed. */
export function IdeasControls({ stage, busy, disabled, onStage }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {IDEAS_STAGES.map((step) => (
        <button
          key={step}
          type="button"
          className="presenting__control presenting__control--text"
          aria-pressed={step === stage}
          disabled={disabled || busy}
          onClick={() => step !== stage && onStage(step)}
        >
          {t(`ideas.controls.${step}`)}
        </button>
      ))}
    </>
  );
}
