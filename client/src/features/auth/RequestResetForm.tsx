import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ForgotPasswordResponse } from '../../../../contracts/identity/password-reset.js';
import { PASSWORD_RESET_LINK_LIFETIME_MINUTES } from '../../../../contracts/identity/password-reset.js';
import { ApiError, ServerUnreachableError } from '../../api/api-error.js';
import { useServices } from '../../app-services.js';
import { ROUTES } from '../../routes.js';
import { TextField } from '../../ui/TextField.js';
import { AuthLayout } from './AuthLayout.js';
import { emailError, type FieldErrorKey } from './validation.js';

/** Asks for a reset link; the answer is the same whether or not the email has an account, and says honestly where the link went. */
export function RequestResetForm() {
  const { t } = useTranslation();
  const services = useServices();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<FieldErrorKey | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState<{ email: string; delivery: ForgotPasswordResponse['delivery'] } | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = emailError(email);
    setError(found);
    setFormError(null);
    if (found) return;
    setSubmitting(true);
    try {
      const { delivery } = await services.auth.forgotPassword(email.trim());
      setSent({ email: email.trim(), delivery });
    } catch (failure) {
      if (failure instanceof ApiError) setFormError(failure.message);
      else if (!(failure instanceof ServerUnreachableError)) throw failure;
    } finally {
      setSubmitting(false);
    }
  };

  const sendAnother = () => {
    setSent(null);
    // The form comes back in the next render; focus its field once it is there.
    requestAnimationFrame(() => emailInput.current?.focus());
  };

  const minutes = PASSWORD_RESET_LINK_LIFETIME_MINUTES;
  return (
    <AuthLayout title={t('auth.forgotPassword.title')}>
      <title>{t('auth.forgotPassword.pageTitle')}</title>
      <div role="status">
        {sent && (
          <p className={`banner ${sent.delivery === 'smtp' ? 'banner--success' : 'banner--info'}`}>
            {t(sent.delivery === 'smtp' ? 'auth.forgotPassword.sent' : 'auth.forgotPassword.sentToLog', { email: sent.email, minutes })}
          </p>
        )}
      </div>
      {formError && (
        <p className="banner banner--error" role="alert">
          {formError}
        </p>
      )}
      {sent ? (
        <button type="button" className="button button--secondary button--block" onClick={sendAnother}>
          {t('auth.forgotPassword.sendAnother')}
        </button>
      ) : (
        <>
          <p className="auth__lead">{t('auth.forgotPassword.lead')}</p>
          <form className="form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
            <TextField
              ref={emailInput}
              label={t('auth.fields.email')}
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={error ? t(error) : null}
            />
            <button type="submit" className="button button--primary button--block" disabled={submitting}>
              {submitting ? t('auth.forgotPassword.submitting') : t('auth.forgotPassword.submit')}
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
