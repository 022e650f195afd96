import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OnboardingFeatureKey } from '../../../../contracts/onboarding/feature-decks.js';
import { createOnboardingApi } from '../../api/onboarding-api.js';
import { reportFailure } from '../../api/report-failure.js';
import { useServices } from '../../app-services.js';
import { editorPath } from '../../routes.js';
import { useToast } from '../../toasts/toasts.js';
import { useAsync } from '../presentations/use-async.js';

/** Spec doc 3 §1 feature-based onboarding: each entry creates its ready deck and opens it in the editor. */
export function FeatureDeckStarts() {
  const { t } = useTranslation();
  const services = useServices();
  const navigate = useNavigate();
  const toast = useToast();
  const api = useMemo(() => createOnboardingApi(services.http), [services.http]);
  const options = useAsync((signal) => api.featureOptions(signal), 'feature-options');
  const [creating, setCreating] = useState<OnboardingFeatureKey | null>(null);

  const create = async (key: OnboardingFeatureKey) => {
    if (creating) return;
    setCreating(key);
    try {
      const created = await api.createFeatureDeck(key);
      // Not marked new: a ready deck needs no "Add a slide" picker on opening.
      navigate(editorPath(created.id));
    } catch (error) {
      setCreating(null);
      reportFailure(error, toast.error);
    }
  };

  if (options.status === 'failed') {
    return (
      <p className="empty" role="alert">
        {t('start.featuresFailed')}
      </p>
    );
  }
  if (!options.data) return null;
  return (
    <section aria-labelledby="feature-starts-title" className="feature-starts">
      <h3 id="feature-starts-title">{t('start.featuresTitle')}</h3>
      <ul className="deck-grid">
        {options.data.map((option) => (
          <li key={option.key}>
            <button type="button" className="feature-card" data-feature={option.key} disabled={creating !== null} onClick={() => void create(option.key)}>
              <span className="feature-card__title">{creating === option.key ? t('start.creatingFeature') : option.name}</span>
              <span className="feature-card__body">{option.description}</span>
              <span className="feature-card__meta">{t('start.featureSlides', { count: option.slideCount })}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
