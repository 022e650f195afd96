import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTION_MAX_LENGTH, type QuestionOrder } from '../../../../contracts/qna/constants.js';
import { AudienceQna, type AudienceQnaState } from './audience-qna.js';
import { QuestionBadges } from './QuestionBadges.js';
import { TextAreaField } from '../../ui/TextAreaField.js';

interface Props {
  readonly qna: AudienceQnaState;
  readonly disabled: boolean;
  readonly onAsk: (text: string) => Promise<boolean>;
  readonly onUpvote: (questionId: string, up: boolean) => void;
  readonly onOrder: (order: QuestionOrder) => void;
  /** The heading's level: the Q&A slide's own section, or a part of another slide's screen. */
  readonly headingLevel?: 2 | 3;
}

const ORDERS: readonly QuestionOrder[] = ['top', 'recent'];

/** A phone's Q&A: ask, the list by Top or Recent with vote counts and states, upvote and take it back. */
export function AudienceQnaView({ qna, disabled, onAsk, onUpvote, onOrder, headingLevel = 2 }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [sent, setSent] = useState(false);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const own = new Set(qna.mine.map((question) => question.id));
  const questions = AudienceQna.questions(qna);
  const error = qna.error === null ? null : 'message' in qna.error ? qna.error.message : t(`qna.audience.${qna.error.problem}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    if (await onAsk(text)) {
      setText('');
      setSent(true);
    }
  };

  return (
    <section className="qna-audience" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className="qna-audience__heading">
        {t('qna.audience.heading')}
      </Heading>
      <form className="answer-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextAreaField
          id={id}
          label={t('qna.audience.askLabel')}
          error={error}
          hint={
            sent
              ? t('qna.audience.sent')
              : [qna.settings?.anonymous ? t('qna.audience.anonymous') : null, qna.settings?.moderation ? t('qna.audience.moderated') : null].filter(Boolean).join(' ')
          }
          value={text}
          rows={3}
          maxLength={QUESTION_MAX_LENGTH}
          placeholder={t('qna.audience.askPlaceholder')}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            setSent(false);
          }}
        />
        <button type="submit" className="button button--primary answer-form__submit" disabled={disabled || qna.sending || text.trim() === ''}>
          {qna.sending ? t('qna.audience.sending') : t('qna.audience.send')}
        </button>
      </form>

      <div className="qna-order" role="group" aria-label={t('qna.audience.order')}>
        {ORDERS.map((order) => (
          <button key={order} type="button" className="qna-order__button" aria-pressed={qna.order === order} onClick={() => onOrder(order)}>
            {t(`qna.order.${order}`)}
          </button>
        ))}
        <span className="audience-muted">{t('qna.audience.count', { count: questions.length })}</span>
      </div>

      {questions.length === 0 ? (
        <p className="audience-muted">{t('qna.audience.empty')}</p>
      ) : (
        <ul className="qna-list" aria-label={t('qna.audience.listLabel')}>
          {questions.map((question) => {
            const mine = own.has(question.id);
            const voted = qna.upvoted.has(question.id);
            return (
              <li key={question.id} className={`qna-item ${question.answered ? 'qna-item--answered' : ''}`} data-testid="qna-question">
                <div className="qna-item__body">
                  <p className="qna-item__text">{question.text}</p>
                  <p className="qna-item__meta">
                    {mine ? t('qna.audience.yours') : (question.name ?? t('qna.question.anonymous'))}
                    <QuestionBadges question={question} highlighted={qna.list?.highlightedQuestionId === question.id} />
                    {mine && question.status === null && qna.settings?.moderation && !question.answered && <span className="live-chip">{t('qna.audience.waiting')}</span>}
                  </p>
                </div>
                <button
                  type="button"
                  className="qna-vote"
                  aria-pressed={voted}
                  disabled={mine || disabled}
                  aria-label={t(voted ? 'qna.audience.removeUpvote' : 'qna.audience.upvote', { text: question.text, count: question.voteCount })}
                  onClick={() => onUpvote(question.id, !voted)}
                >
                  <span aria-hidden="true">▲</span>
                  <span className="qna-vote__count">{question.voteCount}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
