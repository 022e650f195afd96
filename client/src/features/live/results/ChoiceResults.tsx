import { useTranslation } from 'react-i18next';
import { OptionImage } from '../../slide-view/OptionImage.js';
import { FittedText } from '../../slide-view/FittedText.js';
import { STAGE_OPTION_LABEL } from '../../slide-view/stage-text.js';
import type { SlideResults } from '../../../../../contracts/live/results.js';
import type { LiveSlide } from '../live-slide.js';
import { textOn } from '../../../ui/contrast.js';
import { arcSlices, choiceRows, type ChoiceRow } from './chart-maths.js';

type ChoiceResultsData = Extract<SlideResults, { kind: 'choice' }>;

interface Props {
  readonly slide: LiveSlide;
  readonly results: ChoiceResultsData | null;
  readonly size?: 'stage' | 'compact';
  /** A poll's correct options, once they are shown (addCorrectOption and showCorrectOption, after submissions close). */
  readonly correctOptionIds?: readonly string[];
}

/** Poll and multiple-choice results as bars, a donut or a pie (the slide's typeChart), counts or percentages. */
export function ChoiceResults({ slide, results, size = 'stage', correctOptionIds = [] }: Props) {
  const { t } = useTranslation();
  const rows = choiceRows(slide.options, results?.counts ?? {}, results?.respondents ?? 0, slide.settings.chartColours);
  const { typeChart, showPercentage } = slide.settings;
  const label = (row: ChoiceRow) => row.label.trim() || t('live.results.untitledOption', { letter: row.letter });
  const value = (row: ChoiceRow) => (showPercentage ? t('live.results.percent', { value: row.percent }) : String(row.count));
  const correct = (row: ChoiceRow) => correctOptionIds.includes(row.id);
  const accessible = (row: ChoiceRow) =>
    (showPercentage
      ? t('live.results.optionResult', { label: label(row), count: row.count, percent: row.percent })
      : t('live.results.optionResultCount', { label: label(row), count: row.count })) + (correct(row) ? ` ${t('live.results.correctSuffix')}` : '');
  const mark = (row: ChoiceRow) =>
    correct(row) && (
      <span className="choice-correct" aria-hidden="true">
        ✓
      </span>
    );

  if (typeChart === 'bars') {
    return (
      <ul className={`choice-bars choice-bars--${size} ${rows.length > 5 ? 'choice-bars--dense' : ''}`} aria-label={t('live.results.chartLabel', { title: slide.title })}>
        {rows.map((row) => (
          <li key={row.id} className="choice-bars__row" aria-label={accessible(row)} data-option-id={row.id}>
            <span className="choice-bars__label">
              <span className="choice-bars__letter" style={{ background: row.colour, color: textOn(row.colour) }} aria-hidden="true">
                {row.letter}
              </span>
              <OptionImage image={slide.options.find((option) => option.id === row.id)?.image} className="choice-bars__image" />
              <span className="choice-bars__text" aria-hidden="true">
                {size === 'stage' ? <FittedText as="span" text={label(row)} spec={STAGE_OPTION_LABEL} expandable={false} /> : label(row)} {mark(row)}
              </span>
            </span>
            <span className="choice-bars__track" aria-hidden="true">
              <span className="choice-bars__fill" style={{ width: `${row.fill * 100}%`, background: row.colour }} />
            </span>
            <span className="choice-bars__value" aria-hidden="true" data-testid="option-count">
              {value(row)}
            </span>
          </li>
        ))}
      </ul>
    );
  }

  const slices = arcSlices(rows, typeChart === 'donut' ? 0.58 : 0);
  return (
    <div className={`choice-round choice-round--${size}`}>
      <svg className="choice-round__chart" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        {slices.length === 0 ? (
          <circle cx="50" cy="50" r={typeChart === 'donut' ? 39.5 : 50} className="choice-round__empty" strokeWidth={typeChart === 'donut' ? 21 : 0} />
        ) : (
          slices.map((slice) => <path key={slice.id} d={slice.path} fill={slice.colour} fillRule="evenodd" />)
        )}
        {typeChart === 'donut' && (
          <text x="50" y="50" className="choice-round__total" textAnchor="middle" dominantBaseline="central">
            {results?.respondents ?? 0}
          </text>
        )}
      </svg>
      <ul className="choice-round__legend" aria-label={t('live.results.chartLabel', { title: slide.title })}>
        {rows.map((row) => (
          <li key={row.id} className="choice-round__item" aria-label={accessible(row)} data-option-id={row.id}>
            <span className="choice-round__swatch" style={{ background: row.colour }} aria-hidden="true" />
            <span className="choice-round__label" aria-hidden="true">
              <OptionImage image={slide.options.find((option) => option.id === row.id)?.image} className="choice-round__image" />
              {label(row)} {mark(row)}
            </span>
            <span className="choice-round__value" aria-hidden="true" data-testid="option-count">
              {value(row)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
