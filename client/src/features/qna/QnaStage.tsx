import { useTranslation } from 'react-i18next';
import { isPlaceholderText } from '../../../../contracts/slides/plain-text.js';
import { PresenterQna, type PresenterQnaView } from './presenter-qna.js';

/** How many of the top questions the stage lists under the one on screen. */
const STAGE_TOP = 5;

/**
 * A Q&A slide on the presenting stage: the question the presenter put on screen (or else the current one: the
 * latest unanswered that counts) and the top questions with their votes.
 */
export function QnaStage({ title, view }: { readonly title: string | undefined; readonly view: PresenterQnaView }) {
  const { t } = useTranslation();
  const onScreenId = view.summary?.highlightedQuestionId ?? view.summary?.currentQuestionId ?? null;
  const onScreen = onScreenId ? view.questions.get(onScreenId) : undefined;
  const top = PresenterQna.list(view, 'live')
    .filter((question) => question.id !== onScreenId)
    .slice(0, STAGE_TOP);
  return (
    <div className="slide-content qna-stage">
      <h1 className="slide-content__title">{!title || isPlaceholderText(title) ? t('qna.presenter.panel') : title}</h1>
      {!onScreen && top.length === 0 ? (
        <p className="slide-content__subheading">{t('qna.presenter.stageEmpty')}</p>
      ) : (
        <>
          {onScreen && (
            <figure className="qna-stage__current">
              <figcaption className="qna-stage__label">{t('qna.presenter.current')}</figcaption>
              <blockquote className="qna-stage__text">{onScreen.text}</blockquote>
              <p className="qna-stage__meta">
                {onScreen.name ?? t('qna.question.anonymous')} · {t('qna.question.votes', { count: onScreen.voteCount })}
              </p>
            </figure>
          )}
          {top.length > 0 && (
            <>
              <h2 className="qna-stage__label">{t('qna.presenter.top')}</h2>
              <ol className="qna-stage__top">
                {top.map((question) => (
                  <li key={question.id} data-testid="stage-question">
                    <span className="qna-stage__votes">{question.voteCount}</span> {question.text}
                  </li>
                ))}
              </ol>
            </>
          )}
        </>
      )}
    </div>
  );
}
