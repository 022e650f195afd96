import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { USE_PRODUCT_FOR_VALUES, USER_PROFESSION_MAX_LENGTH, type UseProductFor } from '../../../../contracts/identity/personal-information.js';
import { createOnboardingApi } from '../../api/onboarding-api.js';
import { reportFailure } from '../../api/report-failure.js';
import { useServices } from '../../app-services.js';
import { useToast } from '../../toasts/toasts.js';
import { TextField } from '../../ui/TextField.js';

/**
 * Spec doc 3 §1 onboarding: what the presenter uses the product for and their profession, stored in
 * personalInformation. Skipping is stored too, so the questions are not asked again.
 */
export function OnboardingQuestions({ userId, onAnswered }: { userId: string; onAnswered: () => void }) {
  const { t } = useTranslation();
  const services = useServices();
  const toast = useToast();
  const api = useMemo(() => createOnboardingApi(services.http), [services.http]);
  const [useFor, setUseFor] = useState<UseProductFor | null>(null);
  const [profession, setProfession] = useState('');
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);

  const save = async (patch: Parameters<typeof api.savePersonalInformation>[1]) => {
    setSaving(true);
    try {
      services.session.updateUser(await api.savePersonalInformation(userId, patch));
      onAnswered();
    } catch (error) {
      setSaving(false);
      reportFailure(error, toast.error);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!useFor) return setMissing(true);
    void save({ useLiveSlidesFor: useFor, ...(profession.trim() && { userProfession: profession.trim() }) });
  };

  return (
    <section className="onboarding" aria-labelledby="onboarding-title">
      <h2 id="onboarding-title">{t('onboarding.title')}</h2>
      <p className="page__lead">{t('onboarding.lead')}</p>
      <form className="form" noValidate onSubmit={onSubmit} aria-busy={saving}>
        <fieldset className="onboarding__choices" aria-describedby={missing ? 'onboarding-missing' : undefined}>
          <legend className="field__label">{t('onboarding.useFor.legend')}</legend>
          {USE_PRODUCT_FOR_VALUES.map((value) => (
            <label key={value} className="onboarding__choice">
              <input
                type="radio"
                name="useLiveSlidesFor"
                value={value}
                checked={useFor === value}
                onChange={() => {
                  setUseFor(value);
                  setMissing(false);
                }}
              />
              {t(`onboarding.useFor.${value}`)}
            </label>
          ))}
          {missing && (
            <p id="onboarding-missing" className="field__error" role="alert">
              {t('onboarding.pickUseFor')}
            </p>
          )}
        </fieldset>
        <TextField
          label={t('onboarding.profession')}
          name="userProfession"
          maxLength={USER_PROFESSION_MAX_LENGTH}
          value={profession}
          onChange={(event) => setProfession(event.target.value)}
        />
        <div className="onboarding__actions">
          <button type="submit" className="button" disabled={saving}>
            {saving ? t('onboarding.saving') : t('onboarding.continue')}
          </button>
          <button type="button" className="button button--ghost" disabled={saving} onClick={() => void save({ skipUserScreening: true })}>
            {t('onboarding.skip')}
          </button>
        </div>
      </form>
    </section>
  );
}
