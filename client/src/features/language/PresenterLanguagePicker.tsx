import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserView } from '../../../../contracts/identity/user-view.js';
import { LANGUAGE_TAGS, LANGUAGES, type Language } from '../../../../contracts/shared/languages.js';
import type { AccountApi } from '../../api/account-api.js';
import { reportFailure } from '../../api/report-failure.js';
import { useServices } from '../../app-services.js';
import { browserTags, preferredLanguage } from '../../i18n/browser-language.js';
import { useToast } from '../../toasts/toasts.js';
import { LANGUAGE_NAMES } from './language-names.js';

/**
 * My Account: the language of the presenter's screens, stored in personalInformation.presenterLanguage. The
 * interface changes as soon as the server has it (LanguageProvider follows the session's user).
 */
export function PresenterLanguagePicker({ user, api }: { user: UserView; api: AccountApi }) {
  const { t } = useTranslation();
  const services = useServices();
  const toast = useToast();
  const id = useId();
  const [saving, setSaving] = useState(false);
  const current = user.personalInformation.presenterLanguage ?? preferredLanguage(browserTags());

  const choose = async (presenterLanguage: Language) => {
    setSaving(true);
    try {
      services.session.updateUser(await api.update(user.id, { personalInformation: { presenterLanguage } }));
      toast.success(t('language.saved'));
    } catch (error) {
      reportFailure(error, toast.error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('language.heading')}</h2>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t('language.presenterLabel')}
        </label>
        <select id={id} className="select" value={current} disabled={saving} onChange={(event) => void choose(event.target.value as Language)}>
          {LANGUAGES.map((language) => (
            // Each name is in its own language, so a screen reader reads it with the right voice.
            <option key={language} value={language} lang={LANGUAGE_TAGS[language]}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}
