import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModerationAction } from '../../../../contracts/qna/requests.js';
import type { QnaQuestion } from '../../../../contracts/qna/question.js';
import { CloseIcon } from '../../ui/icons.js';
import { PresenterQna, type PresenterQnaView, type QnaTab } from './presenter-qna.js';
import { QuestionBadges } from './QuestionBadges.js';

interface Props {
  readonly view: PresenterQnaView;
  readonly onModerate: (questionId: string, action: ModerationAction) => void;
  readonly onPause: () => void;
  readonly onResume: () => void;
  readonly onClose: () => void;
}

/**
 * The presenter's Q&A panel: live, pending and answered questions with their votes; approve, dismiss, pin, mark
 * answered and put on screen; the order can be paused while the presenter reads.
 */
export function PresenterQnaPanel({ view, onModerate, onPause, onResume, onClose }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const moderation = view.settings?.moderation ?? false;
  const [tab, setTab] = useState<QnaTab>(moderation ? 'pending' : 'live');
  const tabs: readonly QnaTab[] = moderation ? ['pending', 'live', 'answered'] : ['live', 'answered'];
  const shownTab = tabs.includes(tab) ? tab : 'live';
  const questions = PresenterQna.list(view, shownTab);
  const highlighted = view.summary?.highlightedQuestionId ?? null;

  return (
    <aside className="qna-panel" aria-labelledby={`${id}-title`}>
      <div className="qna-panel__header">
        <h2 id={`${id}-title`}>{t('qna.presenter.panel')}</h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t('qna.presenter.close')}>
          <CloseIcon />
        </button>
      </div>
      <div className="qna-panel__bar">
        <div className="qna-order" role="group" aria-label={t('qna.presenter.filter')}>
          {tabs.map((name) => (
            <button key={name} type="button" className="qna-order__button" aria-pressed={shownTab === name} onClick={() => setTab(name)}>
              {t(`qna.presenter.tabs.${name}`, { count: PresenterQna.count(view, name) })}
            </button>
          ))}
        </div>
        <button type="button" className="qna-order__button" aria-pressed={view.frozenOrder !== null} onClick={view.frozenOrder ? onResume : onPause}>
          {view.frozenOrder ? t('qna.presenter.resume') : t('qna.presenter.pause')}
        </button>
      </div>
      {view.frozenOrder && <p className="qna-panel__note">{t('qna.presenter.pausedNote')}</p>}
      {view.failed && (
        <p className="qna-panel__note" role="alert">
          {t('qna.presenter.failed')}
        </p>
      )}
      {questions.length === 0 ? (
        <p className="qna-panel__note">{t('qna.presenter.empty')}</p>
      ) : (
        <ul className="qna-list">
          {questions.map((question) => (
            <li key={question.id} className={`qna-item ${question.id === highlighted ? 'qna-item--highlighted' : ''}`} data-testid="presenter-question">
              <div className="qna-item__body">
                <p className="qna-item__text">{question.text}</p>
                <p className="qna-item__meta">
                  {question.name ?? t('qna.question.anonymous')} · {t('qna.question.votes', { count: question.voteCount })}
                  <QuestionBadges question={question} highlighted={question.id === highlighted} />
                </p>
                <div className="qna-item__actions" role="group" aria-label={t('qna.presenter.actionsFor', { text: question.text })}>
                  {actionsFor(question, moderation, question.id === highlighted).map((action) => (
                    <button key={action} type="button" className="qna-action" onClick={() => onModerate(question.id, action)}>
                      {t(`qna.presenter.${action}`)}
                    </button>
                  ))}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}

/** What the presenter may do with a question as it is now. */
function actionsFor(question: QnaQuestion, moderation: boolean, highlighted: boolean): ModerationAction[] {
  if (moderation && question.status === null && !question.answered) return ['approve', 'dismiss'];
  const actions: ModerationAction[] = [];
  if (!question.answered) actions.push(highlighted ? 'clearHighlight' : 'highlight');
  actions.push(question.pinned ? 'unpin' : 'pin');
  actions.push(question.answered ? 'undoAnswered' : 'markAnswered');
  actions.push('dismiss');
  return actions;
}
