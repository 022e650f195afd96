import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerValue } from '../../../../../contracts/live/answers.js';
import { WORD_MAX_LENGTH } from '../../../../../contracts/live/constants.js';
import { checkWords, entriesLeft, type AnswerProblem } from '../../../../../services/live/domain/answer-rules.js';
import type { LiveSlideRules } from '../../../../../services/live/domain/live-slide.js';
import { problemText } from './problem-text.js';

interface Props {
  readonly rules: LiveSlideRules;
  /** Entries this person already sent (or is sending) to the slide. */
  readonly sent: number;
  readonly disabled: boolean;
  readonly onSubmit: (value: AnswerValue) => void;
}

/** Word cloud: as many inputs as this person has entries left (entriesPerParticipant), sent together. */
export function WordsAnswer({ rules, sent, disabled, onSubmit }: Props) {
  const { t } = useTranslation();
  const left = entriesLeft(rules, sent);
  const [inputs, setInputs] = useState<string[]>(() => Array.from({ length: Math.max(1, left) }, () => ''));
  const [problem, setProblem] = useState<AnswerProblem | null>(null);
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkWords(rules, inputs, sent);
    if (!checked.ok) {
      setProblem(checked.problem);
      document.getElementById(`${baseId}-0`)?.focus();
      return;
    }
    onSubmit(checked.value);
    setInputs(Array.from({ length: Math.max(1, left - (checked.value.kind === 'words' ? checked.value.words.length : 0)) }, () => ''));
  };

  return (
    <form className="answer-form" onSubmit={submit} noValidate>
      {inputs.slice(0, Math.max(1, left)).map((value, index) => (
        <div key={index} className={`field ${problem ? 'field--invalid' : ''}`}>
          <label className="field__label" htmlFor={`${baseId}-${index}`}>
            {left > 1 ? t('audience.live.wordLabelNumbered', { number: index + 1 }) : t('audience.live.wordLabel')}
          </label>
          <input
            id={`${baseId}-${index}`}
            className="field__input"
            value={value}
            maxLength={WORD_MAX_LENGTH}
            autoComplete="off"
            autoCapitalize="none"
            enterKeyHint="send"
            disabled={disabled}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : hintId}
            onChange={(event) => {
              const next = [...inputs];
              next[index] = event.target.value;
              setInputs(next);
              setProblem(null);
            }}
          />
        </div>
      ))}
      {problem ? (
        <p id={errorId} className="field__error" role="alert">
          {problemText(t, problem)}
        </p>
      ) : (
        <p id={hintId} className="field__hint">
          {t('audience.live.wordHint', { max: WORD_MAX_LENGTH })}
        </p>
      )}
      <button type="submit" className="button button--primary answer-form__submit" disabled={disabled}>
        {t('audience.live.submit')}
      </button>
    </form>
  );
}
