import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from './BrandMark.js';

/** The frame every top-level page shares: skip link, banner, main landmark and footer. */
export function AppShell() {
  const { t } = useTranslation();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <header className="shell__header">
        <div className="shell__bar">
          <Link to="/" className="brand" aria-label={t('app.homeLink')}>
            <BrandMark />
            <span className="brand__name">{t('app.name')}</span>
          </Link>
          <nav aria-label={t('shell.primaryNavigation')}>
            <ul className="shell__nav">
              <li>
                {/* Served by the API server, not a client route, so a full page load is wanted. */}
                <a href="/api/docs">{t('shell.apiDocs')}</a>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" className="shell__main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="shell__footer">
        <p>{t('shell.footer')}</p>
      </footer>
    </div>
  );
}
