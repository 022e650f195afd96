import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerValue } from '../../../../../contracts/live/answers.js';
import type { QuizItem, QuizPlay } from '../../../../../contracts/quiz/question.js';
import { optionsInOrder } from '../../audience/answer-form.js';
import {
  categoriesAnswer,
  choiceAnswer,
  matchPair,
  nudge,
  orderAnswer,
  pairsAnswer,
  pairsProgress,
  sortingProgress,
  sortInto,
  togglePick,
  typedAnswer,
  type Pairs,
  type Sorting,
} from '../answer-state.js';
import { imageSrc } from '../../slide-view/image-src.js';
import { optionColour, optionLetter } from '../palette.js';

interface Props {
  readonly play: QuizPlay;
  readonly slideId: string;
  /** "Shuffle options": whose order the answer buttons are in (each keeps its letter and colour). */
  readonly shuffleFor: string | null;
  readonly disabled: boolean;
  readonly onSubmit: (value: AnswerValue) => void;
}

/** A quiz question's answer form on a phone, by the kind of question (every kind issue 6 lists). */
export function QuizAnswerForm({ play, slideId, shuffleFor, disabled, onSubmit }: Props) {
  switch (play.kind) {
    case 'choice':
      return <ChoiceForm play={play} order={optionsInOrder(play.options, shuffleFor, slideId)} disabled={disabled} onSubmit={onSubmit} />;
    case 'typed':
      return <TypedForm disabled={disabled} onSubmit={onSubmit} />;
    case 'order':
      return <OrderForm play={play} disabled={disabled} onSubmit={onSubmit} />;
    case 'pairs':
      return <PairsForm play={play} disabled={disabled} onSubmit={onSubmit} />;
    case 'categories':
      return <CategoriesForm play={play} disabled={disabled} onSubmit={onSubmit} />;
    default:
      return null;
  }
}

type FormProps<K extends QuizPlay['kind']> = { play: Extract<QuizPlay, { kind: K }>; disabled: boolean; onSubmit: (value: AnswerValue) => void };

/** Answer buttons in the option palette, lettered A to H: one tap answers; with several correct, pick then send. */
function ChoiceForm({ play, order, disabled, onSubmit }: FormProps<'choice'> & { order: readonly { option: QuizItem; index: number }[] }) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<string[]>([]);
  const value = choiceAnswer(picked);
  return (
    <div className="quiz-answer">
      <p className="quiz-answer__legend">{play.multiple ? t('quiz.answer.chooseAll') : t('quiz.answer.chooseOne')}</p>
      <div className={`quiz-buttons ${play.options.length > 4 ? 'quiz-buttons--many' : ''}`} role="group" aria-label={t('quiz.answer.options')}>
        {order.map(({ option, index }) => {
          const letter = optionLetter(index);
          const title = option.title || t('quiz.untitledOption', { letter });
          const image = imageSrc(option.image, 'thumbnail');
          const pressed = picked.includes(option.id);
          return (
            <button
              key={option.id}
              type="button"
              className={`quiz-button-answer ${pressed ? 'quiz-button-answer--picked' : ''}`}
              style={{ ['--option-colour' as string]: optionColour(index) }}
              disabled={disabled}
              aria-pressed={play.multiple ? pressed : undefined}
              aria-label={t('quiz.answer.optionLabel', { letter, title })}
              onClick={() => (play.multiple ? setPicked((current) => togglePick(current, option.id)) : onSubmit({ kind: 'choice', optionIds: [option.id] }))}
            >
              <span className="quiz-button-answer__letter" aria-hidden="true">
                {letter}
              </span>{' '}
              {/* The space keeps "A Jupiter" two words, as the name "A: Jupiter" has them (WCAG 2.5.3). */}
              {image && <img className="quiz-button-answer__image" src={image} alt="" />}
              <span className="quiz-button-answer__text" aria-hidden="true">
                {title}
              </span>
            </button>
          );
        })}
      </div>
      {play.multiple && (
        <button type="button" className="button button--primary answer-form__submit" disabled={disabled || value === null} onClick={() => value && onSubmit(value)}>
          {t('quiz.answer.submit')}
        </button>
      )}
    </div>
  );
}

function TypedForm({ disabled, onSubmit }: { disabled: boolean; onSubmit: (value: AnswerValue) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = typedAnswer(text);
    if (!value) {
      setEmpty(true);
      return;
    }
    onSubmit(value);
  };
  return (
    <form className="quiz-answer" onSubmit={submit} noValidate>
      <label className="quiz-answer__legend" htmlFor={inputId}>
        {t('quiz.answer.typeLabel')}
      </label>
      <input
        id={inputId}
        className="field__input quiz-answer__input"
        type="text"
        autoComplete="off"
        autoCapitalize="off"
        maxLength={200}
        value={text}
        disabled={disabled}
        aria-invalid={empty}
        aria-describedby={empty ? errorId : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setEmpty(false);
        }}
      />
      {empty && (
        <p id={errorId} className="field__error" role="alert">
          {t('quiz.answer.typeSomething')}
        </p>
      )}
      <button type="submit" className="button button--primary answer-form__submit" disabled={disabled}>
        {t('quiz.answer.submit')}
      </button>
    </form>
  );
}

/** Correct order: the items as shuffled for everyone, moved up and down into place. */
function OrderForm({ play, disabled, onSubmit }: FormProps<'order'>) {
  const { t } = useTranslation();
  const [ids, setIds] = useState(() => play.items.map((item) => item.id));
  const title = new Map(play.items.map((item) => [item.id, item.title]));
  return (
    <div className="quiz-answer">
      <p className="quiz-answer__legend">{t('quiz.answer.orderHint')}</p>
      <ol className="quiz-order" aria-label={t('quiz.answer.yourOrder')}>
        {ids.map((id, index) => {
          const name = title.get(id) ?? '';
          return (
            <li key={id} className="quiz-order__item" style={{ ['--option-colour' as string]: optionColour(index) }}>
              <span className="quiz-order__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="quiz-order__text">{name}</span>
              <span className="quiz-order__moves">
                <button
                  type="button"
                  className="quiz-order__move"
                  disabled={disabled || index === 0}
                  aria-label={t('quiz.answer.moveUp', { title: name })}
                  onClick={() => setIds((current) => nudge(current, id, -1))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="quiz-order__move"
                  disabled={disabled || index === ids.length - 1}
                  aria-label={t('quiz.answer.moveDown', { title: name })}
                  onClick={() => setIds((current) => nudge(current, id, 1))}
                >
                  ↓
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <button type="button" className="button button--primary answer-form__submit" disabled={disabled} onClick={() => onSubmit(orderAnswer(ids))}>
        {t('quiz.answer.submit')}
      </button>
    </div>
  );
}

/** Match pairs: each option gets one match; a match given to another option moves there. */
function PairsForm({ play, disabled, onSubmit }: FormProps<'pairs'>) {
  const { t } = useTranslation();
  const [pairs, setPairs] = useState<Pairs>({});
  const progress = pairsProgress(
    pairs,
    play.left.map((item) => item.id),
  );
  const value = pairsAnswer(pairs);
  return (
    <div className="quiz-answer">
      <p className="quiz-answer__legend">{t('quiz.answer.pairsHint')}</p>
      <ul className="quiz-match">
        {play.left.map((left, index) => (
          <li key={left.id} className="quiz-match__row" style={{ ['--option-colour' as string]: optionColour(index) }}>
            <span className="quiz-match__label">
              <span className="quiz-match__letter" aria-hidden="true">
                {optionLetter(index)}
              </span>
              <label htmlFor={`match-${left.id}`}>{left.title}</label>
            </span>
            <select
              id={`match-${left.id}`}
              className="field__input quiz-match__select"
              value={pairs[left.id] ?? ''}
              disabled={disabled}
              onChange={(event) => setPairs((current) => matchPair(current, left.id, event.target.value || null))}
            >
              <option value="">{t('quiz.answer.chooseMatch')}</option>
              {play.right.map((right) => (
                <option key={right.id} value={right.id}>
                  {right.title}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
      <p className="audience-muted" aria-live="polite">
        {t('quiz.answer.matched', { count: progress.matched, total: play.left.length })}
      </p>
      <button type="button" className="button button--primary answer-form__submit" disabled={disabled || value === null} onClick={() => value && onSubmit(value)}>
        {t('quiz.answer.submit')}
      </button>
    </div>
  );
}

/** Categorise: every item into one of the categories. */
function CategoriesForm({ play, disabled, onSubmit }: FormProps<'categories'>) {
  const { t } = useTranslation();
  const [sorting, setSorting] = useState<Sorting>({});
  const progress = sortingProgress(
    sorting,
    play.items.map((item) => item.id),
  );
  const value = categoriesAnswer(sorting);
  return (
    <div className="quiz-answer">
      <p className="quiz-answer__legend">{t('quiz.answer.categoriesHint')}</p>
      <ul className="quiz-match">
        {play.items.map((item) => (
          <li key={item.id} className="quiz-match__row">
            <label className="quiz-match__label" htmlFor={`sort-${item.id}`}>
              {item.title}
            </label>
            <select
              id={`sort-${item.id}`}
              className="field__input quiz-match__select"
              value={sorting[item.id] ?? ''}
              disabled={disabled}
              onChange={(event) => setSorting((current) => sortInto(current, item.id, event.target.value || null))}
            >
              <option value="">{t('quiz.answer.chooseCategory')}</option>
              {play.categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.title}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
      <p className="audience-muted" aria-live="polite">
        {t('quiz.answer.sorted', { count: progress.sorted, total: play.items.length })}
      </p>
      <button type="button" className="button button--primary answer-form__submit" disabled={disabled || value === null} onClick={() => value && onSubmit(value)}>
        {t('quiz.answer.submit')}
      </button>
    </div>
  );
}
