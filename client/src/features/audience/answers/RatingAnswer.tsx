import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerValue } from '../../../../../contracts/live/answers.js';
import { checkRatings, type AnswerProblem } from '../../../../../services/live/domain/answer-rules.js';
import { answerRulesOf, type LiveSlide } from '../../live/live-slide.js';
import { scalePoints } from '../answer-form.js';
import { problemText } from './problem-text.js';

/** Scale: a rating per statement, each a radio group over scaleMin..scaleMax with the end labels. */
export function RatingAnswer({ slide, disabled, onSubmit }: { slide: LiveSlide; disabled: boolean; onSubmit: (value: AnswerValue) => void }) {
  const { t } = useTranslation();
  const [ratings, setRatings] = useState<Record<string, number>>({});
  const [problem, setProblem] = useState<AnswerProblem | null>(null);
  const points = scalePoints(slide.settings);
  const { scaleMinLabel, scaleMaxLabel } = slide.settings;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkRatings(answerRulesOf(slide), ratings);
    if (!checked.ok) {
      setProblem(checked.problem);
      return;
    }
    onSubmit(checked.value);
  };

  return (
    <form className="answer-form" onSubmit={submit} noValidate>
      {slide.options.map((statement, index) => {
        const title = statement.title.trim() || t('live.results.untitledStatement', { number: index + 1 });
        return (
          <fieldset key={statement.id} className="rating-answer" disabled={disabled}>
            <legend className="answer-form__legend">{title}</legend>
            <div className="rating-answer__points" role="presentation">
              {points.map((point) => (
                <label key={point} className={`rating-answer__point ${ratings[statement.id] === point ? 'rating-answer__point--checked' : ''}`}>
                  <input
                    type="radio"
                    name={`rating-${statement.id}`}
                    value={point}
                    checked={ratings[statement.id] === point}
                    aria-label={t('audience.live.rateStatement', { statement: title }) + ` ${point}`}
                    onChange={() => {
                      setRatings((current) => ({ ...current, [statement.id]: point }));
                      setProblem(null);
                    }}
                  />
                  <span aria-hidden="true">{point}</span>
                </label>
              ))}
            </div>
            {(scaleMinLabel || scaleMaxLabel) && (
              <p className="rating-answer__ends" aria-hidden="true">
                <span>{scaleMinLabel}</span>
                <span>{scaleMaxLabel}</span>
              </p>
            )}
          </fieldset>
        );
      })}
      {problem && (
        <p className="field__error" role="alert">
          {problemText(t, problem)}
        </p>
      )}
      <button type="submit" className="button button--primary answer-form__submit" disabled={disabled}>
        {t('audience.live.submit')}
      </button>
    </form>
  );
}
