import { useTranslation } from 'react-i18next';
import type { RankRow } from '../leaderboard-motion.js';

/** Left to right as a podium stands: second, first, third. */
const STANDING_ORDER = [2, 1, 3] as const;

/** The end of the quiz: the top three on a podium beside the final leaderboard (issue 26). */
export function Podium({ rows }: { readonly rows: readonly RankRow[] }) {
  const { t } = useTranslation();
  const steps = STANDING_ORDER.map((place) => rows.find((row) => row.place === place)).filter((row): row is RankRow => row !== undefined);
  if (steps.length === 0) return null;
  return (
    <ol className="quiz-podium" aria-label={t('quiz.leaderboard.podium')} data-testid="podium">
      {steps.map((row) => (
        <li
          key={row.key}
          className={`quiz-podium__step quiz-podium__step--${row.place}`}
          aria-label={t('quiz.leaderboard.podiumPlace', { place: row.place, name: row.name || t('quiz.anonymous'), points: row.points })}
        >
          <span className="quiz-podium__who" aria-hidden="true">
            {row.emoji && <span className="quiz-podium__avatar">{row.emoji}</span>}
            <span className="quiz-podium__name">{row.name || t('quiz.anonymous')}</span>
            <span className="quiz-podium__points">{row.points}</span>
          </span>
          <span className="quiz-podium__block" aria-hidden="true">
            {row.place}
          </span>
        </li>
      ))}
    </ol>
  );
}
