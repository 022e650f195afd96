import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, ServerUnreachableError } from '../../api/api-error.js';
import { useServices, useSession } from '../../app-services.js';
import { ROUTES, safeRedirect } from '../../routes.js';
import { TextField } from '../../ui/TextField.js';
import { AuthLayout } from './AuthLayout.js';
import { emailError, requiredError, type FieldErrorKey } from './validation.js';

interface Errors {
  email?: FieldErrorKey | null;
  password?: FieldErrorKey | null;
}

export function LoginPage() {
  const { t } = useTranslation();
  const services = useServices();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // A guest is sent here from the screens guests may not open: they may sign up or in, so they stay.
  if (session && !session.user.isGuest && !submitting) return <Navigate to={safeRedirect(redirect)} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = { email: emailError(email), password: requiredError(password) };
    setErrors(found);
    setFormError(null);
    if (found.email || found.password) return;
    setSubmitting(true);
    try {
      const auth = await services.auth.login({ email: email.trim(), password });
      services.overlays.reset();
      services.session.signIn(auth);
      navigate(safeRedirect(redirect), { replace: true });
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError) setFormError(error.message);
      else if (!(error instanceof ServerUnreachableError)) throw error;
    }
  };

  const registerLink = redirect ? `${ROUTES.register}?${new URLSearchParams({ redirect })}` : ROUTES.register;
  return (
    <AuthLayout title={t('auth.login.title')}>
      <title>{t('auth.login.pageTitle')}</title>
      {params.get('from') === 'logout' && <p className="banner banner--info">{t('auth.login.loggedOutNotice')}</p>}
      {params.get('from') === 'password-reset' && (
        <p className="banner banner--info" role="status">
          {t('auth.login.passwordResetNotice')}
        </p>
      )}
      {formError && (
        <p className="banner banner--error" role="alert">
          {formError}
        </p>
      )}
      <form className="form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
        <TextField
          label={t('auth.fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email ? t(errors.email) : null}
        />
        <TextField
          label={t('auth.fields.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password ? t(errors.password) : null}
        />
        <button type="submit" className="button button--primary button--block" disabled={submitting}>
          {submitting ? t('auth.login.submitting') : t('auth.login.submit')}
        </button>
      </form>
      <p className="auth__switch">
        <Link to={ROUTES.forgotPassword}>{t('auth.login.forgotPasswordLink')}</Link>
      </p>
      <p className="auth__switch">
        {t('auth.login.noAccount')} <Link to={registerLink}>{t('auth.login.registerLink')}</Link>
      </p>
    </AuthLayout>
  );
}
