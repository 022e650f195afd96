import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenEndedEntry } from '../../../../../contracts/live/results.js';
import { stageMeasure } from '../../slide-view/FittedText.js';
import { STAGE_TEXT_WIDTH } from '../../slide-view/stage-text.js';
import { fitText } from '../../slide-view/text-fit.js';
import type { OpenEndedLayout } from '../live-slide.js';
import { STAGE_WALL, wallLayout } from './open-wall-layout.js';

interface Props {
  readonly entries: readonly OpenEndedEntry[];
  readonly layout: OpenEndedLayout;
  readonly size?: 'stage' | 'compact';
}

/** Open-ended answers in a grid, or one by one (spec doc 2 §3 open-ended layouts); newest first in the grid. */
export function OpenEndedResults({ entries, layout, size = 'stage' }: Props) {
  const { t } = useTranslation();
  if (layout === 'oneByOne') return <OneByOne entries={entries} />;
  const newestFirst = [...entries].reverse();
  if (size === 'stage') return <StageWall entries={newestFirst} />;
  return (
    <ul className={`open-grid open-grid--${size}`} aria-label={t('live.results.openEnded')}>
      {newestFirst.map((entry) => (
        <li key={entry.answerId} className="open-card">
          <p className="open-card__text">{entry.text}</p>
          <p className="open-card__author">
            <span aria-hidden="true">{entry.emoji}</span> {entry.name || t('live.results.anonymous')}
          </p>
        </li>
      ))}
    </ul>
  );
}

function OneByOne({ entries }: { entries: readonly OpenEndedEntry[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(Math.max(0, entries.length - 1));
  const followLatest = useRef(true);
  // Follows the newest answer as they arrive, until the presenter steps back to an older one.
  useEffect(() => {
    if (followLatest.current) setIndex(Math.max(0, entries.length - 1));
  }, [entries.length]);
  const entry = entries[Math.min(index, entries.length - 1)];
  if (!entry) return null;
  const go = (next: number) => {
    followLatest.current = next >= entries.length - 1;
    setIndex(Math.max(0, Math.min(entries.length - 1, next)));
  };
  return (
    <section className="open-one" aria-label={t('live.results.openEnded')} aria-roledescription="carousel">
      <figure className="open-card open-card--large" aria-live="polite">
        <blockquote className="open-card__text">{entry.text}</blockquote>
        <figcaption className="open-card__author">
          <span aria-hidden="true">{entry.emoji}</span> {entry.name || t('live.results.anonymous')}
        </figcaption>
      </figure>
      <div className="open-one__nav">
        <button type="button" className="live-icon-button" onClick={() => go(index - 1)} disabled={index <= 0} aria-label={t('live.results.previousEntry')}>
          ‹
        </button>
        <span>{t('live.results.entryOf', { index: Math.min(index, entries.length - 1) + 1, total: entries.length })}</span>
        <button type="button" className="live-icon-button" onClick={() => go(index + 1)} disabled={index >= entries.length - 1} aria-label={t('live.results.nextEntry')}>
          ›
        </button>
      </div>
    </section>
  );
}

/** Height the wall has on the stage when it cannot be measured (jsdom): the stage less title, join bar and count. */
const FALLBACK_WALL_HEIGHT = 400;
/** An answer read in full covers the wall: as large as it fits, scrolling only below 16 px. */
const READER_PADDING = 32;
/** The right side keeps clear of the close button. */
const READER_CLOSE_ROOM = 72;
const READER_RANGE = { max: 32, min: 16, lineHeight: 1.35 };

/**
 * The stage's wall of answers (newest first): laid out so every answer shows, a long one cut to the lines the
 * others leave it, with "Read all" opening it whole on the stage. Sizes are the stage's own (1280x720), not the
 * screen's, so the wall looks the same on every projector.
 */
function StageWall({ entries }: { entries: readonly OpenEndedEntry[] }) {
  const { t } = useTranslation();
  const wall = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(FALLBACK_WALL_HEIGHT);
  const [reading, setReading] = useState<string | null>(null);
  useLayoutEffect(() => {
    const element = wall.current;
    if (!element) return;
    const measure = () => {
      if (element.clientHeight > 0) setHeight(element.clientHeight);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const layout = useMemo(
    () => wallLayout(entries.map((entry) => entry.text), { width: STAGE_TEXT_WIDTH, height }, stageMeasure(400)),
    [entries, height],
  );
  const open = entries.find((entry) => entry.answerId === reading);
  const lineHeight = layout.fontSize * layout.lineHeight;
  const authorHeight = layout.fontSize * STAGE_WALL.authorScale * layout.lineHeight;
  const reader = useMemo(
    () => (open ? fitText(open.text, { width: STAGE_TEXT_WIDTH - READER_PADDING - READER_CLOSE_ROOM, height: height - 2 * READER_PADDING - 40 }, READER_RANGE, stageMeasure(400)) : null),
    [open, height],
  );
  const author = (entry: OpenEndedEntry) => entry.name || t('live.results.anonymous');
  return (
    <div ref={wall} className="open-wall" style={{ fontSize: layout.fontSize, lineHeight: layout.lineHeight }}>
      <ul className="open-wall__columns" aria-label={t('live.results.openEnded')} style={{ gap: STAGE_WALL.gap }}>
        {layout.columns.map((column, index) => (
          <li key={index} className="open-wall__column" style={{ gap: STAGE_WALL.gap }}>
            <ul>
              {column.map((card) => {
                const entry = entries[card.entry]!;
                return (
                  <li
                    key={entry.answerId}
                    className="open-card open-wall__card"
                    style={{ padding: STAGE_WALL.padding, borderWidth: STAGE_WALL.border }}
                    data-truncated={card.truncated ? 'true' : 'false'}
                  >
                    <p className="open-card__text open-wall__text" style={{ WebkitLineClamp: card.lines, height: card.lines * lineHeight }}>
                      {entry.text}
                    </p>
                    <p className="open-card__author open-wall__author" style={{ fontSize: `${STAGE_WALL.authorScale}em`, height: authorHeight }}>
                      <span className="open-wall__name">
                        <span aria-hidden="true">{entry.emoji}</span> {author(entry)}
                      </span>
                      {card.truncated && (
                        <button type="button" className="open-wall__read" onClick={() => setReading(entry.answerId)} aria-label={t('slideView.readAnswer', { name: author(entry) })}>
                          {t('slideView.showAll')}
                        </button>
                      )}
                    </p>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
      {layout.hidden > 0 && <p className="open-wall__more">{t('slideView.moreAnswers', { count: layout.hidden })}</p>}
      {open && (
        <figure className="open-card open-card--large open-wall__reading" style={{ padding: READER_PADDING, paddingRight: READER_CLOSE_ROOM }}>
          <blockquote className="open-card__text" style={{ fontSize: reader?.fontSize, lineHeight: READER_RANGE.lineHeight }}>
            {open.text}
          </blockquote>
          <figcaption className="open-card__author">
            <span aria-hidden="true">{open.emoji}</span> {author(open)}
          </figcaption>
          <button type="button" className="live-icon-button open-wall__close" onClick={() => setReading(null)} aria-label={t('slideView.closeAnswer')}>
            ×
          </button>
        </figure>
      )}
    </div>
  );
}
