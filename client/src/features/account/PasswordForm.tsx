import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.js';
import type { AccountApi } from '../../api/account-api.js';
import { reportFailure } from '../../api/report-failure.js';
import { useToast } from '../../toasts/toasts.js';
import { TextField } from '../../ui/TextField.js';
import { newPasswordError, PASSWORD_MIN_LENGTH, requiredError } from '../auth/validation.js';

type Field = 'currentPassword' | 'newPassword';
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '' };

/** My Account: the security rules are the server's (length, common passwords, the current one checked). */
export function PasswordForm({ userId, api }: { userId: string; api: AccountApi }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string | null>>>({});
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const current = requiredError(values.currentPassword);
    const next = newPasswordError(values.newPassword);
    setErrors({ currentPassword: current && t(current), newPassword: next && t(next, { min: PASSWORD_MIN_LENGTH }) });
    if (current || next) return;
    setSaving(true);
    try {
      await api.changePassword(userId, values);
      setValues(EMPTY);
      toast.success(t('account.password.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setErrors(error.fieldIssues());
      else reportFailure(error, toast.error);
    } finally {
      setSaving(false);
    }
  };

  const set = (name: Field) => (event: React.ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [name]: event.target.value }));
  return (
    <section className="account-section" aria-labelledby="account-password-title">
      <h2 id="account-password-title">{t('account.password.title')}</h2>
      <p className="page__lead">{t('account.password.lead')}</p>
      <form className="form" noValidate onSubmit={onSubmit} aria-busy={saving}>
        <TextField label={t('account.password.current')} name="currentPassword" type="password" autoComplete="current-password" required value={values.currentPassword} onChange={set('currentPassword')} error={errors.currentPassword} />
        <TextField label={t('account.password.new')} name="newPassword" type="password" autoComplete="new-password" required value={values.newPassword} onChange={set('newPassword')} error={errors.newPassword} />
        <div>
          <button type="submit" className="button" disabled={saving}>
            {saving ? t('account.password.saving') : t('account.password.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
