import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IDEA_MAX_LENGTH } from '../../../../../contracts/ideas/constants.js';
import type { IdeasBoard } from '../../../../../contracts/ideas/socket-protocol.js';
import { ideasSlideRules } from '../../../../../services/ideas/domain/ideas-slide.js';
import { IdeaCards } from '../IdeaCards.js';
import type { AudienceIdeasState } from './audience-ideas.js';
import { TextAreaField } from '../../../ui/TextAreaField.js';

interface Props {
  readonly slideId: string;
  /** The audience slide's settings (limitChoice, entriesPerParticipant, hideResult). */
  readonly settings: Readonly<Record<string, unknown>>;
  readonly ideas: AudienceIdeasState;
  readonly submissionsStopped: boolean;
  readonly onSubmit: (text: string) => void;
  readonly onVote: (ideaId: string) => void;
}

/** A brainstorm on a phone: send ideas, then vote for the ones you like, then see how they ranked. */
export function IdeasAudienceView({ slideId, settings, ideas, submissionsStopped, onSubmit, onVote }: Props) {
  const { t } = useTranslation();
  const board = ideas.boards[slideId] ?? null;
  const rules = ideasSlideRules({ id: slideId, ...settings });
  const mine = ideas.mine[slideId] ?? { ideaIds: [], votedIdeaIds: [] };
  const myIdeas = new Set(mine.ideaIds);
  const error = ideas.error?.slideId === slideId ? ideas.error.message : null;

  const body = (() => {
    switch (board?.stage ?? 'submission') {
      case 'submission': {
        const sending = ideas.pending.filter((idea) => idea.slideId === slideId);
        const left = Math.max(0, rules.ideasPerPerson - mine.ideaIds.length - sending.length);
        return (
          <>
            {submissionsStopped ? (
              <p className="audience-notice">{t('audience.live.submissionsClosed')}</p>
            ) : left > 0 ? (
              <IdeaForm left={left} onSubmit={onSubmit} />
            ) : (
              <AllSent sending={sending.length > 0} />
            )}
            {board && board.ideas.length > 0 ? (
              <section className="ideas-audience__section" aria-labelledby={`${slideId}-so-far`}>
                <h2 id={`${slideId}-so-far`} className="ideas-audience__heading">
                  {t('ideas.audience.everyIdea')} ({board.ideas.length})
                </h2>
                <IdeaCards board={board} size="compact" mine={myIdeas} />
              </section>
            ) : (
              <p className="audience-muted">{t('ideas.audience.noIdeasYet')}</p>
            )}
          </>
        );
      }
      case 'voting':
        return <VoteList board={board!} limit={rules.voteLimit} voted={mine.votedIdeaIds} voting={ideas.voting} mine={myIdeas} onVote={onVote} />;
      case 'result':
        return board!.resultsHidden ? (
          <p className="audience-notice">{t('ideas.audience.resultsOnScreen')}</p>
        ) : (
          <section className="ideas-audience__section" aria-labelledby={`${slideId}-results`}>
            <h2 id={`${slideId}-results`} className="ideas-audience__heading">
              {t('ideas.audience.results')}
            </h2>
            <IdeaCards board={board!} size="compact" mine={myIdeas} />
          </section>
        );
    }
  })();

  return (
    <div className="ideas-audience" data-stage={board?.stage ?? 'submission'}>
      {body}
      {error && (
        <p className="audience-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function IdeaForm({ left, onSubmit }: { left: number; onSubmit: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const idea = text.trim();
    const refused = idea.length === 0 ? t('ideas.audience.enterIdea') : idea.length > IDEA_MAX_LENGTH ? t('ideas.audience.tooLong', { max: IDEA_MAX_LENGTH }) : null;
    if (refused) {
      setProblem(refused);
      document.getElementById(id)?.focus();
      return;
    }
    onSubmit(idea);
    setText('');
  };

  return (
    <form className="answer-form" onSubmit={submit} noValidate>
      <TextAreaField
        id={id}
        label={t('ideas.audience.ideaLabel')}
        error={problem}
        hint={t('ideas.audience.ideaHint', { count: left, max: IDEA_MAX_LENGTH })}
        value={text}
        rows={3}
        maxLength={IDEA_MAX_LENGTH}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
      />
      <button type="submit" className="button button--primary answer-form__submit">
        {t('ideas.audience.send')}
      </button>
    </form>
  );
}

/** Once the last idea is sent the form goes: focus waits on what happened to it instead of <body>. */
function AllSent({ sending }: { sending: boolean }) {
  const { t } = useTranslation();
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => note.current?.focus(), []);
  return (
    <p className="audience-notice ideas-audience__sent" ref={note} tabIndex={-1} aria-live="polite">
      {sending ? t('ideas.audience.sending') : t('ideas.audience.allSent')}
    </p>
  );
}

interface VoteListProps {
  readonly board: IdeasBoard;
  readonly limit: number;
  readonly voted: readonly string[];
  readonly voting: readonly string[];
  readonly mine: ReadonlySet<string>;
  readonly onVote: (ideaId: string) => void;
}

function VoteList({ board, limit, voted, voting, mine, onVote }: VoteListProps) {
  const { t } = useTranslation();
  const id = useId();
  const left = Math.max(0, limit - voted.length);
  return (
    <section className="ideas-audience__section" aria-labelledby={`${id}-votes`}>
      <h2 id={`${id}-votes`} className="ideas-audience__heading" aria-live="polite">
        {t('ideas.audience.votesLeft', { count: left, limit })}
      </h2>
      <p className="audience-muted">{left === 0 ? t('ideas.audience.outOfVotes') : t('ideas.audience.voteHint')}</p>
      <ul className="idea-votes">
        {board.ideas.map((card, index) => {
          const isVoted = voted.includes(card.ideaId);
          return (
            <li key={card.ideaId} className={`idea-vote ${isVoted ? 'idea-vote--voted' : ''}`}>
              <span id={`${id}-idea-${index}`} className="idea-vote__text">
                {card.text}
              </span>
              {mine.has(card.ideaId) && <span className="live-chip">{t('ideas.audience.yours')}</span>}
              <button
                type="button"
                className="button idea-vote__button"
                aria-pressed={isVoted}
                aria-describedby={`${id}-idea-${index}`}
                disabled={voting.includes(card.ideaId) || (!isVoted && left === 0)}
                onClick={() => onVote(card.ideaId)}
              >
                <span aria-hidden="true">{isVoted ? '✓ ' : '+ '}</span>
                {t('ideas.audience.voteFor')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
