import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerValue } from '../../../../../contracts/live/answers.js';
import { OPEN_ENDED_MAX_LENGTH } from '../../../../../contracts/live/constants.js';
import { checkText, type AnswerProblem } from '../../../../../services/live/domain/answer-rules.js';
import { problemText } from './problem-text.js';

/** Open-ended: a free text answer. */
export function TextAnswer({ disabled, onSubmit }: { disabled: boolean; onSubmit: (value: AnswerValue) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<AnswerProblem | null>(null);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkText(text);
    if (!checked.ok) {
      setProblem(checked.problem);
      document.getElementById(id)?.focus();
      return;
    }
    onSubmit(checked.value);
  };

  return (
    <form className="answer-form" onSubmit={submit} noValidate>
      <div className={`field ${problem ? 'field--invalid' : ''}`}>
        <label className="field__label" htmlFor={id}>
          {t('audience.live.textLabel')}
        </label>
        <textarea
          id={id}
          className="field__input answer-form__textarea"
          value={text}
          rows={4}
          maxLength={OPEN_ENDED_MAX_LENGTH}
          disabled={disabled}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-message`}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
        />
        <p id={`${id}-message`} className={problem ? 'field__error' : 'field__hint'} role={problem ? 'alert' : undefined}>
          {problem ? problemText(t, problem) : t('audience.live.textHint', { max: OPEN_ENDED_MAX_LENGTH })}
        </p>
      </div>
      <button type="submit" className="button button--primary answer-form__submit" disabled={disabled}>
        {t('audience.live.submit')}
      </button>
    </form>
  );
}
