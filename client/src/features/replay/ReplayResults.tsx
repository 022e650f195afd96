import { useTranslation } from 'react-i18next';
import type { SlideResults } from '../../../../contracts/live/results.js';
import type { ReplaySlide } from '../../../../contracts/replay/replay.js';

/** One slide's results as they stood at the moment shown, in words and numbers. */
export function ReplayResults({ slide, results }: { slide: ReplaySlide; results: SlideResults }) {
  const { t } = useTranslation();
  const option = (id: string) => slide.options.find((candidate) => candidate.id === id)?.title || id;
  return (
    <section className="replay-results" aria-labelledby={`replay-slide-${slide.id}`}>
      <h3 id={`replay-slide-${slide.id}`}>
        {slide.title || t('replay.untitled')} <span className="replay-respondents">({t('replay.respondents', { count: results.respondents })})</span>
      </h3>
      {results.kind === 'choice' && (
        <ul>
          {slide.options.map((item) => (
            <li key={item.id}>
              {item.title}: {results.counts[item.id] ?? 0}
            </li>
          ))}
        </ul>
      )}
      {results.kind === 'words' && (
        <ul>
          {results.words.slice(0, 10).map((word) => (
            <li key={word.text}>
              {word.text}: {word.count}
            </li>
          ))}
        </ul>
      )}
      {results.kind === 'text' && (
        <>
          <p>{t('replay.entries', { count: results.entries.length })}</p>
          <ul>
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
        <ul>
          {Object.entries(results.statements).map(([statementId, summary]) => (
            <li key={statementId}>
              {option(statementId)}: {t('replay.average', { value: summary.average.toFixed(1) })}
            </li>
          ))}
        </ul>
      )}
      {results.kind === 'typed' && (
        <ul>
          {results.answers.slice(0, 10).map((answer) => (
            <li key={answer.key}>
              {answer.text}: {answer.count}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
