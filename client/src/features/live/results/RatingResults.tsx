import { useTranslation } from 'react-i18next';
import type { SlideResults } from '../../../../../contracts/live/results.js';
import type { LiveSlide } from '../live-slide.js';
import { ratingRows } from './chart-maths.js';

type RatingResultsData = Extract<SlideResults, { kind: 'rating' }>;

/** Scale slides: the average per statement on the scale, and how the ratings spread. */
export function RatingResults({ slide, results, size = 'stage' }: { slide: LiveSlide; results: RatingResultsData | null; size?: 'stage' | 'compact' }) {
  const { t } = useTranslation();
  const { scaleMin, scaleMax, scaleMinLabel, scaleMaxLabel, showPercentage } = slide.settings;
  const rows = ratingRows(slide.options, results?.statements ?? {}, scaleMin, scaleMax, slide.settings.chartColours);
  return (
    <ul className={`rating-results rating-results--${size}`} aria-label={t('live.results.chartLabel', { title: slide.title })}>
      {rows.map((row, index) => {
        const label = row.label.trim() || t('live.results.untitledStatement', { number: index + 1 });
        const peak = Math.max(0, ...row.distribution.map((point) => point.count));
        return (
          <li key={row.id} className="rating-results__row">
            <div className="rating-results__head">
              <span className="rating-results__label">{label}</span>
              <span className="rating-results__average" data-testid="rating-average">
                {t('live.results.averageOutOf', { value: row.average.toFixed(1), max: scaleMax })}
              </span>
            </div>
            <div className="rating-results__scale" aria-hidden="true">
              <span className="rating-results__end">{scaleMinLabel || scaleMin}</span>
              <span className="rating-results__track">
                {row.count > 0 && <span className="rating-results__marker" style={{ left: `${row.position * 100}%`, background: row.colour }} />}
              </span>
              <span className="rating-results__end">{scaleMaxLabel || scaleMax}</span>
            </div>
            <ol className="rating-results__distribution" aria-label={t('live.results.ratingDistribution')}>
              {row.distribution.map((point) => (
                <li key={point.rating} className="rating-results__point" aria-label={t('live.results.ratingPoint', { rating: point.rating, count: point.count })}>
                  <span className="rating-results__column" aria-hidden="true">
                    <span style={{ height: `${peak > 0 ? (point.count / peak) * 100 : 0}%`, background: row.colour }} />
                  </span>
                  <span className="rating-results__count" aria-hidden="true">
                    {showPercentage ? `${Math.round(point.share * 100)}%` : point.count}
                  </span>
                  <span className="rating-results__rating" aria-hidden="true">
                    {point.rating}
                  </span>
                </li>
              ))}
            </ol>
          </li>
        );
      })}
    </ul>
  );
}
