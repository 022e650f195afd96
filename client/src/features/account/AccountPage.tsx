import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createAccountApi } from '../../api/account-api.js';
import { useServices, useSession } from '../../app-services.js';
import { PresenterLanguagePicker } from '../language/PresenterLanguagePicker.js';
import { NamesForm } from './NamesForm.js';
import { PasswordForm } from './PasswordForm.js';
import { RememberedSettingsSection } from './RememberedSettingsSection.js';

/** Spec doc 1 §2 `/apps/user-profile`, My Account: names, language, remembered settings and password (guests have no password). */
export function AccountPage() {
  const { t } = useTranslation();
  const services = useServices();
  const user = useSession()?.user;
  const api = useMemo(() => createAccountApi(services.http), [services.http]);
  if (!user) return null;
  return (
    <section className="page account-page" aria-labelledby="account-title">
      <title>{t('account.pageTitle')}</title>
      <div className="page__header">
        <h1 id="account-title">{t('account.heading')}</h1>
      </div>
      <NamesForm user={user} api={api} />
      <PresenterLanguagePicker user={user} api={api} />
      <RememberedSettingsSection user={user} />
      {!user.isGuest && <PasswordForm userId={user.id} api={api} />}
    </section>
  );
}
