import { z } from 'zod';

/** Spec doc 3 §1: feature-based onboarding's entries, by key. */
export const ONBOARDING_FEATURE_KEYS = ['quiz', 'poll', 'wordCloud', 'spinnerWheel', 'qna'] as const;
export type OnboardingFeatureKey = (typeof ONBOARDING_FEATURE_KEYS)[number];

export const onboardingFeatureOptionSchema = z.object({
  key: z.enum(ONBOARDING_FEATURE_KEYS),
  name: z.string(),
  description: z.string(),
  slideCount: z.number().int().positive(),
});
export type OnboardingFeatureOption = z.infer<typeof onboardingFeatureOptionSchema>;

export const onboardingFeatureOptionsSchema = z.object({ options: z.array(onboardingFeatureOptionSchema) });
export type OnboardingFeatureOptions = z.infer<typeof onboardingFeatureOptionsSchema>;

/** POST /api/presentation/create-featured-based-onboarding-presentation. */
export const createFeatureDeckRequestSchema = z.strictObject({ key: z.enum(ONBOARDING_FEATURE_KEYS) });
export type CreateFeatureDeckRequest = z.infer<typeof createFeatureDeckRequestSchema>;
