import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlideResults } from '../../../../../contracts/live/results.js';
import type { QuizItem } from '../../../../../contracts/quiz/question.js';
import { typedAnswerKey } from '../../../../../contracts/quiz/typed-answer.js';
import type { CorrectAnswer } from '../correct-answer.js';
import { imageSrc } from '../../slide-view/image-src.js';
import { optionColour, optionLetter } from '../palette.js';

interface Props {
  /** The correct answer as far as the presenter knows it (null: not known on this screen). */
  readonly correct: CorrectAnswer | null;
  /** Until the answers are revealed (manualRevealCorrectAnswers), the screen does not mark the correct answer. */
  readonly revealed: boolean;
  /** The choice question's options as asked. */
  readonly options: readonly QuizItem[];
  readonly results: SlideResults | null;
  readonly onAccept?: (text: string) => Promise<boolean>;
}

/** A stage button leaves the focus where it was, so the presenter's Enter and Space keep driving the quiz. */
const blurAfter = (event: MouseEvent<HTMLButtonElement>) => event.currentTarget.blur();

/** The result screen's body: the correct answer highlighted among what was answered. */
export function QuestionResult({ correct: known, revealed, options, results, onAccept }: Props) {
  const { t } = useTranslation();
  if (known?.kind === 'typed' || (known === null && results?.kind === 'typed')) {
    return (
      <TypedResult accepted={known?.kind === 'typed' ? known.accepted : []} revealed={revealed} results={results?.kind === 'typed' ? results : null} onAccept={onAccept} />
    );
  }
  const correct = revealed ? known : null;
  if (options.length > 0 && (correct === null || correct.kind === 'choice')) {
    const counts = results?.kind === 'choice' ? results.counts : {};
    const max = Math.max(1, ...options.map((option) => counts[option.id] ?? 0));
    return (
      <ul className={`quiz-tiles quiz-tiles--result ${options.length > 4 ? 'quiz-tiles--dense' : ''}`} aria-label={t('quiz.stage.answers')}>
        {options.map((option, index) => {
          const count = counts[option.id] ?? 0;
          const isCorrect = correct?.optionIds.includes(option.id) ?? false;
          const title = option.title || t('quiz.untitledOption', { letter: optionLetter(index) });
          const image = imageSrc(option.image, 'thumbnail');
          return (
            <li
              key={option.id}
              className={`quiz-tile ${correct ? (isCorrect ? 'quiz-tile--correct' : 'quiz-tile--wrong') : ''}`}
              style={{ ['--option-colour' as string]: optionColour(index) }}
              aria-label={isCorrect ? t('quiz.stage.optionCorrect', { title, count }) : t('quiz.stage.optionCount', { title, count })}
              data-correct={isCorrect}
            >
              <span className="quiz-tile__letter" aria-hidden="true">
                {optionLetter(index)}
              </span>
              {image && <img className="quiz-tile__image" src={image} alt="" />}
              <span className="quiz-tile__text" aria-hidden="true">
                {title}
              </span>
              {isCorrect && (
                <span className="quiz-tile__mark" aria-hidden="true">
                  ✓
                </span>
              )}
              <span className="quiz-tile__count" aria-hidden="true">
                {count}
              </span>
              <span className="quiz-tile__bar" aria-hidden="true" style={{ width: `${(count / max) * 100}%` }} />
            </li>
          );
        })}
      </ul>
    );
  }
  if (!correct) return null;
  switch (correct.kind) {
    case 'order':
      return (
        <ol className="quiz-answer-list" aria-label={t('quiz.stage.correctAnswer')}>
          {correct.titles.map((title, index) => (
            <li key={index} className="quiz-answer-list__item">
              <span className="quiz-answer-list__number" aria-hidden="true">
                {index + 1}
              </span>
              {title}
            </li>
          ))}
        </ol>
      );
    case 'pairs':
      return (
        <ul className="quiz-answer-list" aria-label={t('quiz.stage.correctAnswer')}>
          {correct.pairs.map((pair, index) => (
            <li key={index} className="quiz-answer-list__item" style={{ ['--option-colour' as string]: optionColour(index) }}>
              <span>{pair.left}</span>
              <span className="quiz-answer-list__arrow" aria-label={t('quiz.stage.matches')}>
                →
              </span>
              <span>{pair.right}</span>
            </li>
          ))}
        </ul>
      );
    case 'categories':
      return (
        <ul className="quiz-category-columns" aria-label={t('quiz.stage.correctAnswer')}>
          {correct.categories.map((category, index) => (
            <li key={index} className="quiz-category-columns__column" style={{ ['--option-colour' as string]: optionColour(index) }}>
              <h2 className="quiz-category-columns__title">{category.title}</h2>
              <ul className="quiz-category-columns__items">
                {category.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{item}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      );
    default:
      return null;
  }
}

/**
 * Type answer: the accepted answers, and what the audience typed (most frequent first) with Accept for an answer the
 * presenter counts as right after all (POST quiz-type-answer/{slideId}/accept; earlier answers are rescored).
 */
function TypedResult({
  accepted,
  revealed,
  results,
  onAccept,
}: {
  accepted: readonly string[];
  revealed: boolean;
  results: Extract<SlideResults, { kind: 'typed' }> | null;
  onAccept?: (text: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [accepting, setAccepting] = useState<string | null>(null);
  const acceptedKeys = new Set(accepted.map(typedAnswerKey));
  const answers = results?.answers ?? [];
  return (
    <div className="quiz-typed">
      {revealed && (
        <section className="quiz-typed__accepted" aria-label={t('quiz.stage.acceptedAnswers')}>
          <h2 className="quiz-typed__title">{t('quiz.stage.acceptedAnswers')}</h2>
          <ul className="quiz-chips">
            {accepted.map((text) => (
              <li key={text} className="quiz-chip quiz-chip--correct">
                {text}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="quiz-typed__answers" aria-label={t('quiz.stage.typedAnswers')}>
        <h2 className="quiz-typed__title">{t('quiz.stage.typedAnswers')}</h2>
        {answers.length === 0 ? (
          <p className="quiz-stage__muted">{t('quiz.stage.noTypedAnswers')}</p>
        ) : (
          <ul className="quiz-typed__list">
            {answers.map((answer) => {
              const isAccepted = acceptedKeys.has(answer.key);
              const marked = isAccepted && revealed;
              return (
                <li key={answer.key} className={`quiz-typed__answer ${marked ? 'quiz-typed__answer--accepted' : ''}`}>
                  <span className="quiz-typed__text">
                    {marked && <span aria-label={t('quiz.stage.accepted')}>✓ </span>}
                    {answer.text}
                  </span>
                  <span className="quiz-typed__count">{t('quiz.stage.times', { count: answer.count })}</span>
                  {!isAccepted && onAccept && (
                    <button
                      type="button"
                      className="quiz-button quiz-button--small"
                      disabled={accepting !== null}
                      aria-label={t('quiz.stage.acceptAnswer', { text: answer.text })}
                      onClick={(event) => {
                        blurAfter(event);
                        setAccepting(answer.key);
                        void onAccept(answer.text).finally(() => setAccepting(null));
                      }}
                    >
                      {accepting === answer.key ? t('quiz.stage.accepting') : t('quiz.stage.accept')}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}

export { blurAfter };
