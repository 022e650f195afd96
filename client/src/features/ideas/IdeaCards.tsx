import { useTranslation } from 'react-i18next';
import type { IdeasBoard } from '../../../../contracts/ideas/socket-protocol.js';

interface Props {
  readonly board: IdeasBoard;
  readonly size: 'stage' | 'compact';
  /** Ideas of this person, marked as theirs (phones). */
  readonly mine?: ReadonlySet<string>;
}

/**
 * A board's ideas as cards: with their votes where the viewer sees counts, ranked (an ordered list) at the result.
 * The list scrolls within its region and can be scrolled from the keyboard.
 */
export function IdeaCards({ board, size, mine }: Props) {
  const { t } = useTranslation();
  const ranked = board.ideas.some((card) => card.rank !== null);
  const top = Math.max(1, ...board.ideas.map((card) => card.votes ?? 0));
  const List = ranked ? 'ol' : 'ul';
  // While ideas come in, nobody has voted: counts of 0 under every card would only be noise.
  const countsShown = board.stage !== 'submission' || (board.votes ?? 0) > 0;
  return (
    <div className={`idea-cards idea-cards--${size}`} role="region" aria-label={t('ideas.board.label')} tabIndex={0}>
      <List className={`idea-cards__list ${ranked ? 'idea-cards__list--ranked' : ''}`}>
        {board.ideas.map((card) => (
          <li key={card.ideaId} className={`idea-card ${ranked ? 'idea-card--ranked' : ''} ${card.rank === 1 ? 'idea-card--first' : ''}`}>
            {card.rank !== null && (
              <span className="idea-card__rank" aria-hidden="true">
                {t('ideas.board.rank', { rank: card.rank })}
              </span>
            )}
            <span className="idea-card__text">{card.text}</span>
            {mine?.has(card.ideaId) && <span className="live-chip idea-card__mine">{t('ideas.audience.yours')}</span>}
            {card.votes !== null && countsShown && (
              <span className="idea-card__votes">
                <span className="idea-card__bar" aria-hidden="true" style={{ inlineSize: `${(card.votes / top) * 100}%` }} />
                <span className="idea-card__count">{t('live.results.votes', { count: card.votes })}</span>
              </span>
            )}
          </li>
        ))}
      </List>
    </div>
  );
}
