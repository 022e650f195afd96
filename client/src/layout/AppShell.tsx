import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../app-services.js';
import { ROUTES } from '../routes.js';
import { BrandMark } from './BrandMark.js';

/** The frame of the public pages (server status, 404): skip link, banner, main landmark and footer. */
export function AppShell() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <header className="shell__header">
        <div className="shell__bar">
          <Link to={ROUTES.root} className="brand" aria-label={t('app.homeLink')}>
            <BrandMark />
            <span className="brand__name">{t('app.name')}</span>
          </Link>
          <nav aria-label={t('shell.primaryNavigation')}>
            <ul className="shell__nav">
              <li>
                {/* Served by the API server, not a client route, so a full page load is wanted. */}
                <a href="/api/docs">{t('shell.apiDocs')}</a>
              </li>
              {session ? (
                <li>
                  <Link to={ROUTES.home}>{t('shell.openApp')}</Link>
                </li>
              ) : (
                <>
                  <li>
                    <Link to={ROUTES.login}>{t('shell.logIn')}</Link>
                  </li>
                  <li>
                    <Link to={ROUTES.register}>{t('shell.signUp')}</Link>
                  </li>
                </>
              )}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" className="shell__main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="shell__footer">
        <p>
          {t('shell.footer')} <Link to={ROUTES.status}>{t('shell.serverStatus')}</Link>
        </p>
      </footer>
    </div>
  );
}
