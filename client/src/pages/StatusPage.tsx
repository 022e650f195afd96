import { useTranslation } from 'react-i18next';
import { StatusPanel } from '../features/status/StatusPanel.js';

export function StatusPage() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('statusPage.pageTitle')}</title>
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title" className="hero__title">
          {t('app.name')}
        </h1>
        <p className="hero__tagline">{t('app.tagline')}</p>
      </section>
      <div className="home-grid">
        <StatusPanel />
        <section className="card" aria-labelledby="api-docs-title">
          <h2 id="api-docs-title" className="card__title">
            {t('shell.apiDocs')}
          </h2>
          <p>{t('statusPage.apiDocsIntro')}</p>
          <a className="button button--secondary" href="/api/docs">
            {t('statusPage.apiDocsLink')}
          </a>
        </section>
      </div>
    </>
  );
}
