import { useTranslation } from 'react-i18next';
import type { PresenterPacingState } from './presenter-pacing.js';

/** Where each person is in a self-paced session, what they answered and their standing, best first. */
export function PacingProgressPanel({ state }: { readonly state: PresenterPacingState }) {
  const { t } = useTranslation();
  const progress = state.progress;
  return (
    // Focusable: a long list scrolls, and a keyboard must reach it.
    <aside className="pacing-progress" aria-labelledby="pacing-progress-title" data-testid="pacing-progress" tabIndex={0}>
      <h2 id="pacing-progress-title" className="pacing-progress__title">
        {t('pacing.progress.title')}
      </h2>
      <p className="pacing-progress__hint">{t('pacing.progress.selfPaced')}</p>
      {state.failed && !progress && <p role="alert">{t('pacing.progress.loadFailed')}</p>}
      {progress && progress.rows.length === 0 && <p>{t('pacing.progress.empty')}</p>}
      {progress && progress.rows.length > 0 && (
        <table className="pacing-progress__table">
          <thead>
            <tr>
              <th scope="col">{t('pacing.progress.place')}</th>
              <th scope="col">{t('pacing.progress.name')}</th>
              <th scope="col">{t('pacing.progress.slide')}</th>
              <th scope="col">{t('pacing.progress.answered')}</th>
              <th scope="col">{t('pacing.progress.points')}</th>
            </tr>
          </thead>
          <tbody>
            {progress.rows.map((row) => (
              <tr key={row.audienceId} data-testid="pacing-row" data-name={row.name} data-points={row.points} data-answered={row.answered} data-position={row.position ?? ''}>
                <td>{row.rank}</td>
                <th scope="row">
                  <span aria-hidden="true">{row.emoji} </span>
                  {row.name || t('quiz.anonymous')}
                </th>
                <td>{row.position === null ? t('pacing.progress.notStarted') : t('pacing.progress.slideOf', { position: row.position, total: progress.slides })}</td>
                <td>{t('pacing.progress.answeredOf', { count: row.answered, total: progress.questions })}</td>
                <td>{row.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </aside>
  );
}
