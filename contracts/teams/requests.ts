import { z } from 'zod';
import { emailSchema } from '../identity/email.js';
import { FORBIDDEN_RICH_TEXT_PATTERN } from '../slides/rich-text-policy.js';
import { ASSIGNABLE_TEAM_ROLES } from './permissions.js';

/** Spec doc 1 §5 and §9: a licence quantity is between 2 and 30. */
export const MIN_LICENSE_QUANTITY = 2;
export const MAX_LICENSE_QUANTITY = 30;
export const TEAM_NAME_MAX_LENGTH = 100;
/** One invitation request names at most as many people as a team can hold. */
export const MAX_EMAILS_PER_INVITATION = MAX_LICENSE_QUANTITY;

export const licenseQuantitySchema = z
  .number()
  .int()
  .min(MIN_LICENSE_QUANTITY, { message: `The licence quantity must be between ${MIN_LICENSE_QUANTITY} and ${MAX_LICENSE_QUANTITY}` })
  .max(MAX_LICENSE_QUANTITY, { message: `The licence quantity must be between ${MIN_LICENSE_QUANTITY} and ${MAX_LICENSE_QUANTITY}` });

export const createTeamRequestSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { message: 'Please name the team' })
      .max(TEAM_NAME_MAX_LENGTH)
      // Spec doc 1 §5: text with javascript: is never kept; invitations and emails show this name.
      .refine((name) => !FORBIDDEN_RICH_TEXT_PATTERN.test(name), { message: 'A team name cannot contain "javascript:"' }),
    licenseQuantity: licenseQuantitySchema.default(MIN_LICENSE_QUANTITY),
  })
  .strict();
export type CreateTeamRequest = z.infer<typeof createTeamRequestSchema>;

export const updateTeamRequestSchema = z.object({ licenseQuantity: licenseQuantitySchema }).strict();
export type UpdateTeamRequest = z.infer<typeof updateTeamRequestSchema>;

export const changeMemberRoleRequestSchema = z.object({ role: z.enum(ASSIGNABLE_TEAM_ROLES) }).strict();
export type ChangeMemberRoleRequest = z.infer<typeof changeMemberRoleRequestSchema>;

export const inviteRequestSchema = z
  .object({ emails: z.array(emailSchema).min(1, { message: 'Add at least one email address' }).max(MAX_EMAILS_PER_INVITATION) })
  .strict();
export type InviteRequest = z.infer<typeof inviteRequestSchema>;

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** PATCH /api/invitations/{id}: the only change a team makes to a sent invitation is cancelling it. */
export const updateInvitationRequestSchema = z.object({ status: z.literal('cancelled') }).strict();

export const viewInvitationRequestSchema = z.object({ invitationId: z.string().uuid() }).strict();

export const invitationsQuerySchema = z
  .object({ status: z.enum(INVITATION_STATUSES).optional(), email: emailSchema.optional() })
  .strict();
export type InvitationsQuery = z.infer<typeof invitationsQuerySchema>;

export const teamIdSchema = z.string().uuid();
