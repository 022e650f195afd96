import { z } from 'zod';
import { planIdSchema } from './plans.js';

export const presenterRegisteredSchema = z.object({
  userId: z.string(),
  email: z.string(),
  passwordHash: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  plan: planIdSchema,
  registeredAt: z.string(),
});

export const guestRegisteredSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  registeredAt: z.string(),
});

export const userPlanChangedSchema = z.object({
  userId: z.string(),
  plan: planIdSchema,
});

export type IdentityEvent =
  | { type: 'PresenterRegistered'; data: z.infer<typeof presenterRegisteredSchema> }
  | { type: 'GuestRegistered'; data: z.infer<typeof guestRegisteredSchema> }
  | { type: 'UserPlanChanged'; data: z.infer<typeof userPlanChangedSchema> };

export const IDENTITY_EVENT_TYPES = ['PresenterRegistered', 'GuestRegistered', 'UserPlanChanged'] as const;

export const userStreamId = (userId: string) => `user-${userId}`;
