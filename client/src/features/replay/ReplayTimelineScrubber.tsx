import { useTranslation } from 'react-i18next';
import type { ReplayTimeline } from '../../../../contracts/replay/replay.js';

/** The session's events as a range to scrub through, and its marks (start, each slide, each question, end) to jump to. */
export function ReplayTimelineScrubber({ timeline, index, onSeek }: { timeline: ReplayTimeline; index: number; onSeek: (index: number) => void }) {
  const { t } = useTranslation();
  const count = timeline.positions.length;
  const indexOf = (position: number) => Math.max(0, timeline.positions.indexOf(position));
  return (
    <div className="replay-timeline">
      <label htmlFor="replay-moment">{t('replay.moment')}</label>
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
      <p aria-hidden="true">{t('replay.momentValue', { index: index + 1, count })}</p>
      <nav aria-label={t('replay.marks')}>
        <ul className="replay-marks">
          {timeline.marks.map((mark) => (
            <li key={`${mark.kind}-${mark.position}`}>
              <button type="button" aria-current={indexOf(mark.position) === index ? 'step' : undefined} onClick={() => onSeek(indexOf(mark.position))}>
                {t(`replay.mark_${mark.kind}`, { title: mark.title || t('replay.untitled') })}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
