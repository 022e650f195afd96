import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenEndedEntry } from '../../../../../contracts/live/results.js';
import type { OpenEndedLayout } from '../live-slide.js';

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
