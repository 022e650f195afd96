import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpinnerWheelState } from '../../../../contracts/spinner-wheel/socket-protocol.js';
import { LiveRegion, useAnnouncer } from '../../ui/LiveRegion.js';
import { secondsShown, serverTime } from '../quiz/quiz-clock.js';
import { useNow } from '../quiz/use-now.js';
import { usePrefersReducedMotion } from './use-reduced-motion.js';
import { angleAt, finalAngle, landingAt } from './wheel-motion.js';

interface Props {
  readonly wheel: SpinnerWheelState;
  readonly offsetMs: number;
  readonly size: 'stage' | 'compact';
  /** More to show beside the winner (the stage's entry count and earlier winners). */
  readonly children?: ReactNode;
}

/** Light segment colours: the entries' dark text stays above 4.5:1 on each. */
const SEGMENT_COLOURS = ['#ffd6a5', '#caffbf', '#9bf6ff', '#bdb2ff', '#ffc6ff', '#fdffb6', '#a0c4ff', '#ffadad'];
/** Names fit on a segment up to this many entries; a wheel of more is coloured stripes. */
const LABELLED = { stage: 24, compact: 12 } as const;
/** Segments drawn one by one up to this many; more repeat the colours. */
const DRAWN_ONE_BY_ONE = 64;

function segments(count: number): string {
  if (count <= 0) return '#dfe2ec';
  const size = 360 / count;
  if (count > DRAWN_ONE_BY_ONE) {
    const stops = SEGMENT_COLOURS.map((colour, index) => `${colour} ${index * size}deg ${(index + 1) * size}deg`);
    return `repeating-conic-gradient(${stops.join(', ')})`;
  }
  // The last segment never takes the first one's colour, so the two never look like one.
  const colourOf = (index: number) => SEGMENT_COLOURS[index === count - 1 && index % SEGMENT_COLOURS.length === 0 && count > 1 ? 1 : index % SEGMENT_COLOURS.length];
  const stops = Array.from({ length: count }, (_, index) => `${colourOf(index)} ${index * size}deg ${(index + 1) * size}deg`);
  return `conic-gradient(${stops.join(', ')})`;
}

/**
 * The wheel: the server drew the winner, and every screen turns its wheel to land on that entry at the same moment
 * (by the server's clock). With reduced motion the wheel does not turn: it says it is spinning, then shows where it
 * landed. The winner is announced to screen readers when it lands.
 */
export function SpinnerWheel({ wheel, offsetMs, size, children }: Props) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const disc = useRef<HTMLDivElement>(null);
  const [announcement, announce] = useAnnouncer();
  const { spin, entries } = wheel;
  const count = entries.length;
  const landsAt = spin ? landingAt(spin) : 0;
  const spinning = spin !== null && serverTime(Date.now(), offsetMs) < landsAt;
  const now = useNow(spinning, 250);
  const stillSpinning = spin !== null && serverTime(now, offsetMs) < landsAt;
  /** Spins this screen saw turning: their landing is news worth announcing. */
  const seenTurning = useRef(new Set<string>());
  if (spin && stillSpinning) seenTurning.current.add(spin.spinId);

  useEffect(() => {
    if (spin && !stillSpinning && seenTurning.current.delete(spin.spinId)) announce(t('spinner.winner', { title: spin.winner.title }));
  }, [spin, stillSpinning, announce, t]);

  useEffect(() => {
    const element = disc.current;
    if (!element) return;
    const show = (angle: number) => (element.style.transform = `rotate(${angle}deg)`);
    if (!spin || !stillSpinning) {
      show(finalAngle(spin, count));
      return;
    }
    // With reduced motion the wheel stays where it was until it has landed.
    if (reducedMotion) return;
    let frame = 0;
    const turn = () => {
      show(angleAt(spin, count, serverTime(Date.now(), offsetMs)));
      frame = requestAnimationFrame(turn);
    };
    turn();
    return () => cancelAnimationFrame(frame);
  }, [spin, count, offsetMs, reducedMotion, stillSpinning]);

  const labelled = count > 0 && count <= LABELLED[size];
  return (
    <div className={`wheel wheel--${size}`}>
      <div className="wheel__frame">
        <span className="wheel__pointer" aria-hidden="true" />
        {/* The round clip does not turn: a turning square would reach past the page's edge at 45 degrees. */}
        <div className="wheel__clip" role="img" aria-label={t('spinner.wheel', { count })}>
          <div className="wheel__disc" ref={disc} style={{ background: segments(count) }}>
            {labelled &&
              entries.map((entry, index) => {
                const middle = (index + 0.5) * (360 / count);
                // Names on the left half are turned the other way round, so none reads upside down.
                const left = middle > 180;
                return (
                  <span
                    key={entry.id ?? index}
                    className={`wheel__label ${left ? 'wheel__label--left' : ''}`}
                    style={{ transform: `rotate(${left ? middle - 270 : middle - 90}deg)` }}
                  >
                    {entry.title}
                  </span>
                );
              })}
          </div>
        </div>
      </div>
      <div className="wheel__status">
        {count === 0 && !spin ? (
          <p className="wheel__note">{t('spinner.empty')}</p>
        ) : stillSpinning ? (
          <p className="wheel__note" data-testid="wheel-spinning">
            {t('spinner.spinning')} {t('spinner.landsIn', { count: secondsShown(landsAt - serverTime(now, offsetMs)) })}
          </p>
        ) : spin ? (
          <p className="wheel-winner" data-testid="wheel-winner">
            <span className="wheel-winner__label">{t('spinner.winnerTitle')}</span>
            <span className="wheel-winner__title">{spin.winner.title}</span>
          </p>
        ) : (
          <p className="wheel__note">{t('spinner.entries', { count })}</p>
        )}
        {children}
      </div>
      <LiveRegion announcement={announcement} testId="wheel-announcer" />
    </div>
  );
}
