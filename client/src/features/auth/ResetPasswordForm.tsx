import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, ServerUnreachableError } from '../../api/api-error.js';
import { useServices } from '../../app-services.js';
import { loginPath, ROUTES } from '../../routes.js';
import { TextField } from '../../ui/TextField.js';
import { AuthLayout } from './AuthLayout.js';
import { newPasswordError, PASSWORD_MIN_LENGTH } from './validation.js';

type LinkState = { readonly kind: 'checking' } | { readonly kind: 'usable'; readonly email: string } | { readonly kind: 'unusable'; readonly message: string };

/** Opened from the emailed link: checks it first, so a used or expired link says so before anyone types a password. */
export function ResetPasswordForm({ token }: { readonly token: string }) {
  const { t } = useTranslation();
  const services = useServices();
  const navigate = useNavigate();
  const [link, setLink] = useState<LinkState>({ kind: 'checking' });
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    let current = true;
    services.auth.checkResetLink(token).then(
      ({ email }) => current && setLink({ kind: 'usable', email }),
      (failure: unknown) => {
        if (!current) return;
        if (failure instanceof ApiError) setLink({ kind: 'unusable', message: failure.message });
        else if (!(failure instanceof ServerUnreachableError)) throw failure;
      },
    );
    return () => {
      current = false;
    };
  }, [services, token]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = newPasswordError(password);
    setError(found ? t(found, { min: PASSWORD_MIN_LENGTH }) : null);
    if (found) return;
    setSubmitting(true);
    try {
      await services.auth.resetPassword(token, password);
      // Every sign-in ended with the reset, this browser's too.
      services.session.signOut();
      navigate(loginPath(undefined, 'password-reset'), { replace: true });
    } catch (failure) {
      setSubmitting(false);
      if (!(failure instanceof ApiError)) {
        if (!(failure instanceof ServerUnreachableError)) throw failure;
        return;
      }
      const fieldMessage = failure.fieldIssues().newPassword;
      if (fieldMessage) setError(fieldMessage);
      else setLink({ kind: 'unusable', message: failure.message });
    }
  };

  const title = link.kind === 'unusable' ? t('auth.resetPassword.linkUnusableTitle') : t('auth.resetPassword.title');
  return (
    <AuthLayout title={title}>
      <title>{t('auth.resetPassword.pageTitle')}</title>
      {link.kind === 'checking' && <p role="status">{t('auth.resetPassword.checking')}</p>}
      {link.kind === 'unusable' && (
        <>
          <p className="banner banner--error" role="alert">
            {link.message}
          </p>
          <Link className="button button--primary button--block" to={ROUTES.forgotPassword}>
            {t('auth.resetPassword.requestNew')}
          </Link>
        </>
      )}
      {link.kind === 'usable' && (
        <>
          <p className="auth__lead">{t('auth.resetPassword.lead', { email: link.email })}</p>
          <form className="form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
            <input type="email" name="username" autoComplete="username" value={link.email} readOnly hidden />
            <TextField
              label={t('auth.resetPassword.newPassword')}
              type="password"
              name="newPassword"
              autoComplete="new-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              hint={t('auth.register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
              error={error}
            />
            <button type="submit" className="button button--primary button--block" disabled={submitting}>
              {submitting ? t('auth.resetPassword.submitting') : t('auth.resetPassword.submit')}
            </button>
          </form>
        </>
      )}
      <p className="auth__switch">
        <Link to={ROUTES.login}>{t('auth.forgotPassword.backToLogin')}</Link>
      </p>
    </AuthLayout>
  );
}
