import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReplayTimeline } from '../../../../contracts/replay/replay.js';

/** The session's events as a range to scrub through, and its marks (start, each slide, each question, end) to jump to. */
export function ReplayTimelineScrubber({ timeline, index, onSeek }: { timeline: ReplayTimeline; index: number; onSeek: (index: number) => void }) {
  const { t } = useTranslation();
  const count = timeline.positions.length;
  const indexOf = (position: number) => Math.max(0, timeline.positions.indexOf(position));
  // Where an event sits along the track, 0-100: the ticks line up with the range's thumb.
  const along = (at: number) => (count <= 1 ? 0 : (100 * at) / (count - 1));
  const label = (mark: ReplayTimeline['marks'][number]) => t(`replay.mark_${mark.kind}`, { title: mark.title || t('replay.untitled') });
  return (
    <div className="replay-timeline">
      <div className="replay-timeline__head">
        <label htmlFor="replay-moment">{t('replay.moment')}</label>
        <span aria-hidden="true">{t('replay.momentValue', { index: index + 1, count })}</span>
      </div>
      <div className="replay-timeline__scrub" style={{ '--replay-at': `${along(index)}%` } as CSSProperties}>
        <div className="replay-timeline__track" aria-hidden="true">
          {timeline.marks.map((mark) => (
            <span key={`${mark.kind}-${mark.position}`} className={`replay-tick replay-tick--${mark.kind}`} style={{ insetInlineStart: `${along(indexOf(mark.position))}%` }} title={label(mark)} />
          ))}
        </div>
        <input
          id="replay-moment"
          type="range"
          min={0}
          max={Math.max(0, count - 1)}
          step={1}
          value={index}
          aria-valuetext={t('replay.momentValue', { index: index + 1, count })}
          onChange={(event) => onSeek(Number(event.target.value))}
        />
      </div>
      <nav aria-label={t('replay.marks')}>
        <ul className="replay-marks">
          {timeline.marks.map((mark) => (
            <li key={`${mark.kind}-${mark.position}`}>
              <button type="button" className={`replay-mark replay-mark--${mark.kind}`} aria-current={indexOf(mark.position) === index ? 'step' : undefined} onClick={() => onSeek(indexOf(mark.position))}>
                {label(mark)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
