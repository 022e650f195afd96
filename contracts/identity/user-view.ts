import { z } from 'zod';
import { planIdSchema } from './plans.js';

/** The user as the API shows it: never the password hash. */
export const userViewSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  isGuest: z.boolean(),
  plan: planIdSchema,
  createdAt: z.string(),
});
export type UserView = z.infer<typeof userViewSchema>;

export const authResponseSchema = z.object({ token: z.string(), user: userViewSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;
