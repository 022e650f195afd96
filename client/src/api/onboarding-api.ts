import {
  onboardingFeatureOptionsSchema,
  type OnboardingFeatureKey,
  type OnboardingFeatureOption,
} from '../../../contracts/onboarding/feature-decks.js';
import type { PersonalInformationPatch } from '../../../contracts/identity/personal-information.js';
import { userViewSchema, type UserView } from '../../../contracts/identity/user-view.js';
import { presentationSummarySchema, type PresentationSummary } from '../../../contracts/presentations/read-models.js';
import type { HttpClient } from './http-client.js';

/** Issue 28 onboarding: the presenter's answers and the feature-based decks (spec doc 3 §1). */
export interface OnboardingApi {
  savePersonalInformation(userId: string, patch: PersonalInformationPatch): Promise<UserView>;
  featureOptions(signal?: AbortSignal): Promise<OnboardingFeatureOption[]>;
  createFeatureDeck(key: OnboardingFeatureKey): Promise<PresentationSummary>;
}

export function createOnboardingApi(http: HttpClient): OnboardingApi {
  return {
    async savePersonalInformation(userId, patch) {
      return (await http.request('PATCH', `/api/users/${encodeURIComponent(userId)}`, { body: { personalInformation: patch }, schema: userViewSchema })).data;
    },
    async featureOptions(signal) {
      return (await http.get('/api/onboarding-feature-based-options', { schema: onboardingFeatureOptionsSchema, signal })).options;
    },
    async createFeatureDeck(key) {
      return (await http.request('POST', '/api/presentation/create-featured-based-onboarding-presentation', { body: { key }, schema: presentationSummarySchema })).data;
    },
  };
}
