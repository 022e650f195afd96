import { z } from 'zod';

/** Spec doc 3 §9: participant caps per plan. */
export const PARTICIPANT_LIMITS = {
  free: 50,
  essential: 100,
  plus: 200,
  pro: 10_000,
  'edu-small': 50,
  'edu-medium': 100,
  'edu-large': 200,
  'one-time-mini': 15,
  'one-time-small': 30,
  'one-time-medium': 100,
  'one-time-large': 1000,
  'white-label': 10_000,
} as const;

export type PlanId = keyof typeof PARTICIPANT_LIMITS;
export const PLAN_IDS = Object.keys(PARTICIPANT_LIMITS) as [PlanId, ...PlanId[]];
export const planIdSchema = z.enum(PLAN_IDS);
