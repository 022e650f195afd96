import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../layout/BrandMark.js';
import { ROUTES } from '../../routes.js';

/** Sign-in and registration: the form on a card beside a short pitch (stacked on phones). */
export function AuthLayout({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="auth">
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <aside className="auth__pitch" aria-label={t('auth.pitch.label')}>
        <Link to={ROUTES.root} className="brand brand--inverse" aria-label={t('app.homeLink')}>
          <BrandMark />
          <span className="brand__name">{t('app.name')}</span>
        </Link>
        <p className="auth__headline">{t('auth.pitch.headline')}</p>
        <ul className="auth__points">
          <li>{t('auth.pitch.pointPolls')}</li>
          <li>{t('auth.pitch.pointQuiz')}</li>
          <li>{t('auth.pitch.pointLive')}</li>
        </ul>
      </aside>
      <main id="main" className="auth__main" tabIndex={-1}>
        <div className="auth__card card">
          <h1 className="auth__title">{title}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}
