import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerValue } from '../../../../../contracts/live/answers.js';
import { OPEN_ENDED_MAX_LENGTH } from '../../../../../contracts/live/constants.js';
import { checkText, type AnswerProblem } from '../../../../../services/live/domain/answer-rules.js';
import { problemText } from './problem-text.js';
import { TextAreaField } from '../../../ui/TextAreaField.js';

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
      <TextAreaField
        id={id}
        label={t('audience.live.textLabel')}
        error={problem ? problemText(t, problem) : null}
        hint={t('audience.live.textHint', { max: OPEN_ENDED_MAX_LENGTH })}
        value={text}
        rows={4}
        maxLength={OPEN_ENDED_MAX_LENGTH}
        disabled={disabled}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
      />
      <button type="submit" className="button button--primary answer-form__submit" disabled={disabled}>
        {t('audience.live.submit')}
      </button>
    </form>
  );
}
