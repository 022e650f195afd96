import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeckSlide } from '../../../../../contracts/deck/read-model.js';
import { MANUAL_POINTS_LIMIT } from '../../../../../contracts/quiz/constants.js';
import type { LeaderboardPayload } from '../../../../../contracts/quiz/leaderboard.js';
import { isPlaceholderText } from '../../../../../contracts/slides/plain-text.js';
import { Podium } from './Podium.js';
import { hasPreviousRank, memberRows, motionKey, movementOf, pointsAt, teamRows, type RankRow } from '../leaderboard-motion.js';
import { displayQuizTeamName } from '../../language/default-texts.js';

/** Rows shown on the 1280 x 720 stage, and each row's height there. */
export const LEADERBOARD_ROWS = 8;
const ROW_HEIGHT = 58;
export const RANK_ANIMATION_MS = 1400;

export type LeaderboardView = 'individual' | 'team';

interface Props {
  readonly slide: DeckSlide;
  readonly leaderboard: LeaderboardPayload | null;
  readonly view: LeaderboardView;
  readonly visible: boolean;
  /** The presenter chose "Give points" in the controls: only then do the rows carry their "+" (the room sees the stage). */
  readonly awarding: boolean;
  /** The leaderboard after the quiz's last question: the top three stand on a podium beside it. */
  readonly final: boolean;
  readonly onAward: (target: { audienceId: string } | { teamId: string }, point: number) => Promise<boolean>;
}

/** 0 -> 1 over the animation after each change of places or points; 1 at once when motion is reduced. */
function useRankAnimation(key: string): number {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reduced || typeof requestAnimationFrame !== 'function') {
      setProgress(1);
      return;
    }
    setProgress(0);
    let frame = 0;
    let start: number | null = null;
    const tick = (time: number) => {
      start ??= time;
      const next = Math.min(1, (time - start) / RANK_ANIMATION_MS);
      setProgress(next);
      if (next < 1) frame = requestAnimationFrame(tick);
    };
    // One frame at the old places first, so the move to the new ones is animated.
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [key]);
  return progress;
}

/**
 * The leaderboard slide on the presenting stage (issue 6): individual or team view, each row moving from its old
 * place to its new one while its points count up from the old total, and manual points for a person or a team.
 */
export function LeaderboardSlide({ slide, leaderboard, view, visible, awarding, final, onAward }: Props) {
  const { t } = useTranslation();
  const title = slide.title && !isPlaceholderText(slide.title) ? slide.title : t('quiz.leaderboard.title');
  const teams = view === 'team' && leaderboard?.teamPlay === true;
  const rows = leaderboard ? (teams ? teamRows(leaderboard.teams, LEADERBOARD_ROWS).map((row) => ({ ...row, name: displayQuizTeamName(t, row.name) })) : memberRows(leaderboard.audiences, LEADERBOARD_ROWS)) : [];
  const progress = useRankAnimation(`${teams ? 'team' : 'individual'}|${motionKey(rows)}`);
  const [giving, setGiving] = useState<RankRow | null>(null);
  const moving = progress > 0;
  const ranked = leaderboard !== null && hasPreviousRank(leaderboard);

  return (
    <div className={`quiz-screen quiz-screen--leaderboard ${final ? 'quiz-screen--final' : ''}`} data-stage="leaderboard">
      <div className="quiz-question__head">
        <h1 className="quiz-screen__title quiz-screen__title--question">{title}</h1>
        {leaderboard && leaderboard.questions > 0 && <span className="live-chip">{t('quiz.leaderboard.afterQuestions', { count: leaderboard.questions })}</span>}
        {!visible && <span className="live-chip">{t('quiz.leaderboard.hiddenChip')}</span>}
      </div>
      {final && <Podium rows={rows} />}
      {rows.length === 0 ? (
        <p className="quiz-stage__muted">{leaderboard ? t('quiz.leaderboard.empty') : t('quiz.leaderboard.loading')}</p>
      ) : (
        <ol
          className="quiz-ranks"
          aria-label={teams ? t('quiz.leaderboard.teamsLabel') : t('quiz.leaderboard.label')}
          style={{ height: rows.length * ROW_HEIGHT }}
          data-view={teams ? 'team' : 'individual'}
        >
          {rows.map((row) => {
            const slot = moving ? row.to : row.from;
            const points = pointsAt(row.oldPoints, row.points, progress);
            const movement = movementOf(row);
            return (
              <li
                key={row.key}
                className={`quiz-rank quiz-rank--${movement} ${row.place === 1 ? 'quiz-rank--first' : ''}`}
                style={{ transform: `translateY(${slot * ROW_HEIGHT}px)`, transitionDuration: moving ? `${RANK_ANIMATION_MS}ms` : '0ms' }}
                aria-label={t('quiz.leaderboard.row', { place: row.place, name: row.name || t('quiz.anonymous'), points: row.points })}
                data-testid="leaderboard-row"
                data-place={row.place}
                data-points={row.points}
              >
                <span className="quiz-rank__place" aria-hidden="true">
                  {row.place}
                </span>
                {ranked && (
                  <span
                    className="quiz-rank__movement"
                    aria-label={
                      movement === 'up'
                        ? t('quiz.leaderboard.up', { count: row.movement })
                        : movement === 'down'
                          ? t('quiz.leaderboard.down', { count: -row.movement })
                          : t('quiz.leaderboard.same')
                    }
                  >
                    {movement === 'up' ? `▲${row.movement}` : movement === 'down' ? `▼${-row.movement}` : '–'}
                  </span>
                )}
                {row.emoji && (
                  <span className="quiz-rank__avatar" aria-hidden="true">
                    {row.emoji}
                  </span>
                )}
                <span className="quiz-rank__name" data-testid="leaderboard-name">
                  {row.name || t('quiz.anonymous')}
                </span>
                {row.gained !== 0 && (
                  <span className="quiz-rank__gained" aria-hidden="true">
                    {row.gained > 0 ? `+${row.gained}` : row.gained}
                  </span>
                )}
                <span className="quiz-rank__points" aria-hidden="true" data-testid="leaderboard-points">
                  {points}
                </span>
                {awarding && (
                  <button
                    type="button"
                    className="quiz-rank__give"
                    aria-label={t('quiz.leaderboard.givePointsTo', { name: row.name || t('quiz.anonymous') })}
                    title={t('quiz.leaderboard.givePoints')}
                    onClick={(event) => {
                      event.currentTarget.blur();
                      setGiving(row);
                    }}
                  >
                    +
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {awarding && giving && (
        <PointsForm
          key={giving.key}
          row={giving}
          onClose={() => setGiving(null)}
          onGive={(point) => onAward(teams ? { teamId: giving.key } : { audienceId: giving.key }, point)}
        />
      )}
    </div>
  );
}

/** Manual points (spec doc 2 §3 "Manual point"): a whole number, negative to take points away. */
function PointsForm({ row, onGive, onClose }: { row: RankRow; onGive: (point: number) => Promise<boolean>; onClose: () => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();
  useEffect(() => input.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const point = Number(value.trim());
    if (value.trim() === '' || !Number.isInteger(point) || point === 0 || Math.abs(point) > MANUAL_POINTS_LIMIT) {
      setError(t('quiz.leaderboard.pointsInvalid', { limit: MANUAL_POINTS_LIMIT }));
      return;
    }
    setSending(true);
    const given = await onGive(point);
    setSending(false);
    if (given) onClose();
    else setError(t('quiz.leaderboard.pointsFailed'));
  };

  return (
    <form className="quiz-points" onSubmit={(event) => void submit(event)} aria-label={t('quiz.leaderboard.givePoints')} noValidate>
      <label htmlFor={inputId} className="quiz-points__label">
        {t('quiz.leaderboard.pointsFor', { name: row.name || t('quiz.anonymous') })}
      </label>
      <input
        ref={input}
        id={inputId}
        className="quiz-points__input"
        type="text"
        inputMode="numeric"
        value={value}
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            onClose();
          }
        }}
      />
      <button type="submit" className="quiz-button quiz-button--small" disabled={sending}>
        {t('quiz.leaderboard.give')}
      </button>
      <button type="button" className="quiz-button quiz-button--small quiz-button--quiet" onClick={onClose}>
        {t('common.cancel')}
      </button>
      {error && (
        <p id={errorId} className="quiz-points__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
