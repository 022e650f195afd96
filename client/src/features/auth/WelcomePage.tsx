import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../routes.js';
import { AuthLayout } from './AuthLayout.js';

/** The root for a visitor who is not signed in: most are audience members with a code, so joining comes first. */
export function WelcomePage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('auth.welcome.title')}>
      <title>{t('auth.welcome.pageTitle')}</title>
      <p className="auth__lead">{t('auth.welcome.lead')}</p>
      <Link to="/join" className="button button--primary button--block">
        {t('auth.welcome.joinLink')}
      </Link>
      <p className="auth__switch">
        {t('auth.welcome.presenter')} <Link to={ROUTES.login}>{t('auth.welcome.loginLink')}</Link> · <Link to={ROUTES.register}>{t('auth.welcome.registerLink')}</Link>
      </p>
    </AuthLayout>
  );
}
