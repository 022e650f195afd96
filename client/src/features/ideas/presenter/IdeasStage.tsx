import { useTranslation } from 'react-i18next';
import { IDEAS_STAGES } from '../../../../../contracts/ideas/constants.js';
import type { IdeasBoard } from '../../../../../contracts/ideas/socket-protocol.js';
import { IdeaCards } from '../IdeaCards.js';

interface Props {
  readonly title: string;
  /** The board of the running session, or null before it came. */
  readonly board: IdeasBoard | null;
}

/**
 * A brainstorm on the presenting stage (spec doc 2 §4 "Ideas stages: submission, voting, result"): the stage it is
 * at, the ideas as cards with their votes as they come, and at the result the ideas ranked.
 */
export function IdeasStage({ title, board }: Props) {
  const { t } = useTranslation();
  const stage = board?.stage ?? 'submission';
  return (
    <div className="slide-content slide-content--interactive ideas-stage" data-stage={stage}>
      <div className="ideas-stage__head">
        {title && <h1 className="slide-content__title">{title}</h1>}
        <ol className="ideas-steps" aria-label={t('ideas.stages.label')}>
          {IDEAS_STAGES.map((step) => (
            <li key={step} className="ideas-steps__step" aria-current={step === stage ? 'step' : undefined}>
              {t(`ideas.stages.${step}`)}
            </li>
          ))}
        </ol>
      </div>
      <p className="ideas-stage__summary">
        {t('ideas.board.ideas', { count: board?.ideas.length ?? 0 })}
        {board?.votes !== null && board?.votes !== undefined && stage !== 'submission' && (
          <>
            {' · '}
            {t('live.results.votes', { count: board.votes })}
            {' · '}
            {t('ideas.board.voters', { count: board.voters ?? 0 })}
          </>
        )}
      </p>
      {board && board.ideas.length > 0 ? (
        <IdeaCards board={board} size="stage" />
      ) : (
        <p className="ideas-stage__empty">{stage === 'submission' ? t('ideas.board.waiting') : t('ideas.board.noIdeas')}</p>
      )}
    </div>
  );
}
