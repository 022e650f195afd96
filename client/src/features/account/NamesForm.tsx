import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserView } from '../../../../contracts/identity/user-view.js';
import { ApiError } from '../../api/api-error.js';
import type { AccountApi } from '../../api/account-api.js';
import { reportFailure } from '../../api/report-failure.js';
import { useServices } from '../../app-services.js';
import { useToast } from '../../toasts/toasts.js';
import { TextField } from '../../ui/TextField.js';
import { requiredError } from '../auth/validation.js';

type Name = 'firstName' | 'lastName';

/** My Account: first and last name; the top bar shows the new name at once. */
export function NamesForm({ user, api }: { user: UserView; api: AccountApi }) {
  const { t } = useTranslation();
  const services = useServices();
  const toast = useToast();
  const [values, setValues] = useState<Record<Name, string>>({ firstName: user.firstName, lastName: user.lastName });
  const [errors, setErrors] = useState<Partial<Record<Name, string | null>>>({});
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { firstName: requiredError(values.firstName), lastName: requiredError(values.lastName) };
    setErrors({ firstName: found.firstName && t(found.firstName), lastName: found.lastName && t(found.lastName) });
    if (found.firstName || found.lastName) return;
    setSaving(true);
    try {
      services.session.updateUser(await api.update(user.id, { firstName: values.firstName.trim(), lastName: values.lastName.trim() }));
      toast.success(t('account.names.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setErrors(error.fieldIssues());
      else reportFailure(error, toast.error);
    } finally {
      setSaving(false);
    }
  };

  const set = (name: Name) => (event: React.ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [name]: event.target.value }));
  return (
    <section className="account-section" aria-labelledby="account-names-title">
      <h2 id="account-names-title">{t('account.names.title')}</h2>
      <form className="form" noValidate onSubmit={onSubmit} aria-busy={saving}>
        <div className="form__row">
          <TextField label={t('account.names.firstName')} name="firstName" autoComplete="given-name" required maxLength={50} value={values.firstName} onChange={set('firstName')} error={errors.firstName} />
          <TextField label={t('account.names.lastName')} name="lastName" autoComplete="family-name" required maxLength={50} value={values.lastName} onChange={set('lastName')} error={errors.lastName} />
        </div>
        <div>
          <button type="submit" className="button" disabled={saving}>
            {saving ? t('account.names.saving') : t('account.names.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
