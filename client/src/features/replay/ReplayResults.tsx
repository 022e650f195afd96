import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlideResults } from '../../../../contracts/live/results.js';
import type { ReplaySlide } from '../../../../contracts/replay/replay.js';

/** A figure in words with a bar beside it; the bar only repeats the number for the eye. */
function BarRow({ share, children }: { share: number; children: ReactNode }) {
  return (
    <li className="replay-bar-row">
      <span className="replay-bar-row__label">{children}</span>
      <span className="replay-bar" aria-hidden="true">
        <span className="replay-bar__fill" style={{ inlineSize: `${Math.round(share * 100)}%` }} />
      </span>
    </li>
  );
}

const shareOf = (count: number, largest: number) => (largest <= 0 ? 0 : count / largest);

/** One slide's results as they stood at the moment shown, in words and numbers. */
export function ReplayResults({ slide, results, live }: { slide: ReplaySlide; results: SlideResults; live: boolean }) {
  const { t } = useTranslation();
  const option = (id: string) => slide.options.find((candidate) => candidate.id === id)?.title || id;
  return (
    <section className={`replay-results${live ? ' replay-results--live' : ''}`} aria-labelledby={`replay-slide-${slide.id}`}>
      <h3 id={`replay-slide-${slide.id}`}>
        {slide.title || t('replay.untitled')} <span className="replay-respondents">({t('replay.respondents', { count: results.respondents })})</span>
      </h3>
      {results.kind === 'choice' && (
        <ul className="replay-bars">
          {slide.options.map((item) => {
            const largest = Math.max(0, ...slide.options.map((candidate) => results.counts[candidate.id] ?? 0));
            return (
              <BarRow key={item.id} share={shareOf(results.counts[item.id] ?? 0, largest)}>
                {item.title}: {results.counts[item.id] ?? 0}
              </BarRow>
            );
          })}
        </ul>
      )}
      {results.kind === 'words' && (
        <ul className="replay-bars">
          {results.words.slice(0, 10).map((word) => (
            <BarRow key={word.text} share={shareOf(word.count, Math.max(0, ...results.words.map((candidate) => candidate.count)))}>
              {word.text}: {word.count}
            </BarRow>
          ))}
        </ul>
      )}
      {results.kind === 'text' && (
        <>
          <p>{t('replay.entries', { count: results.entries.length })}</p>
          <ul className="replay-entries">
            {results.entries.slice(-5).map((entry) => (
              <li key={entry.answerId}>
                {entry.name ? `${entry.name}: ` : ''}
                {entry.text}
              </li>
            ))}
          </ul>
        </>
      )}
      {results.kind === 'rating' && (
        <ul className="replay-entries">
          {Object.entries(results.statements).map(([statementId, summary]) => (
            <li key={statementId}>
              {option(statementId)}: {t('replay.average', { value: summary.average.toFixed(1) })}
            </li>
          ))}
        </ul>
      )}
      {results.kind === 'typed' && (
        <ul className="replay-bars">
          {results.answers.slice(0, 10).map((answer) => (
            <BarRow key={answer.key} share={shareOf(answer.count, Math.max(0, ...results.answers.map((candidate) => candidate.count)))}>
              {answer.text}: {answer.count}
            </BarRow>
          ))}
        </ul>
      )}
    </section>
  );
}
