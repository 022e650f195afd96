import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, ServerUnreachableError } from '../../api/api-error.js';
import { useServices, useSession } from '../../app-services.js';
import { ROUTES, safeRedirect } from '../../routes.js';
import { TextField } from '../../ui/TextField.js';
import { AuthLayout } from './AuthLayout.js';
import { TryAsGuest } from './TryAsGuest.js';
import { emailError, newPasswordError, PASSWORD_MIN_LENGTH, requiredError, type FieldErrorKey } from './validation.js';

type FieldName = 'firstName' | 'lastName' | 'email' | 'password';
type Errors = Partial<Record<FieldName, string | null>>;

export function RegisterPage() {
  const { t } = useTranslation();
  const services = useServices();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const [values, setValues] = useState<Record<FieldName, string>>({ firstName: '', lastName: '', email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // A guest is sent here from the screens guests may not open: they may sign up or in, so they stay.
  if (session && !session.user.isGuest && !submitting) return <Navigate to={safeRedirect(redirect)} replace />;

  const translate = (key: FieldErrorKey | null) => (key ? t(key, { min: PASSWORD_MIN_LENGTH }) : null);
  const set = (name: FieldName) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      firstName: translate(requiredError(values.firstName)),
      lastName: translate(requiredError(values.lastName)),
      email: translate(emailError(values.email)),
      password: translate(newPasswordError(values.password)),
    };
    setErrors(found);
    setFormError(null);
    if (Object.values(found).some(Boolean)) return;
    setSubmitting(true);
    try {
      const auth = await services.auth.register({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
      });
      services.overlays.reset();
      services.session.signIn(auth);
      navigate(safeRedirect(redirect), { replace: true });
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ServerUnreachableError) return;
      if (!(error instanceof ApiError)) throw error;
      const issues = error.fieldIssues();
      const fieldErrors: Errors = {};
      for (const name of ['firstName', 'lastName', 'email', 'password'] as const) if (issues[name]) fieldErrors[name] = issues[name];
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) setFormError(error.message);
    }
  };

  const loginLink = redirect ? `${ROUTES.login}?${new URLSearchParams({ redirect })}` : ROUTES.login;
  return (
    <AuthLayout title={t('auth.register.title')}>
      <title>{t('auth.register.pageTitle')}</title>
      {formError && (
        <p className="banner banner--error" role="alert">
          {formError}
        </p>
      )}
      <form className="form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
        <div className="form__row">
          <TextField
            label={t('auth.fields.firstName')}
            name="firstName"
            autoComplete="given-name"
            required
            maxLength={50}
            value={values.firstName}
            onChange={set('firstName')}
            error={errors.firstName}
          />
          <TextField
            label={t('auth.fields.lastName')}
            name="lastName"
            autoComplete="family-name"
            required
            maxLength={50}
            value={values.lastName}
            onChange={set('lastName')}
            error={errors.lastName}
          />
        </div>
        <TextField
          label={t('auth.fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <TextField
          label={t('auth.fields.password')}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          hint={t('auth.register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        />
        <button type="submit" className="button button--primary button--block" disabled={submitting}>
          {submitting ? t('auth.register.submitting') : t('auth.register.submit')}
        </button>
      </form>
      <p className="auth__switch">
        {t('auth.register.haveAccount')} <Link to={loginLink}>{t('auth.register.loginLink')}</Link>
      </p>
      {(!session || session.user.isGuest) && <TryAsGuest />}
    </AuthLayout>
  );
}
