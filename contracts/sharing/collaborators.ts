import { z } from 'zod';
import { emailSchema } from '../identity/email.js';

/** Spec doc 1 §3/§6: the roles a person can hold on one presentation (the owner is its creator). */
export const COLLABORATOR_ROLES = ['owner', 'admin', 'editor', 'viewer', 'instructor'] as const;
export type CollaboratorRole = (typeof COLLABORATOR_ROLES)[number];
/** Roles given by invitation: a presentation keeps its one owner. */
export const INVITABLE_ROLES = ['admin', 'editor', 'viewer', 'instructor'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];
/** Spec doc 1 §3: edit-sharing goes invited -> claimed, or removed. */
export type CollaboratorStatus = 'invited' | 'claimed' | 'removed';

/** Spec doc 1 §5/§9: at most 100 collaborators on a presentation. */
export const MAX_COLLABORATORS = 100;
/** One invitation request names at most this many addresses. */
export const MAX_EMAILS_PER_COLLABORATOR_INVITATION = 20;

/** What each role may do on a presentation (README "Sharing a presentation"). */
export type PresentationAction = 'view' | 'edit' | 'manage-collaborators' | 'share-a-copy';
const ROLE_ACTIONS: Readonly<Record<CollaboratorRole, readonly PresentationAction[]>> = {
  owner: ['view', 'edit', 'manage-collaborators', 'share-a-copy'],
  admin: ['view', 'edit', 'manage-collaborators', 'share-a-copy'],
  editor: ['view', 'edit', 'share-a-copy'],
  viewer: ['view'],
  instructor: ['view'],
};
export const collaboratorMay = (role: CollaboratorRole, action: PresentationAction): boolean => ROLE_ACTIONS[role].includes(action);

export const SHARING_MESSAGES = {
  tooManyCollaborators: `A presentation can have at most ${MAX_COLLABORATORS} collaborators. Please remove someone before inviting more.`,
  notPermitted: 'You do not have permission to do this on this presentation.',
  invitationNotFound: 'This invitation does not exist.',
  invitationNotOpen: 'This invitation is no longer open.',
  collaboratorNotFound: 'This collaborator does not exist.',
  ownerIsNotInvited: 'The owner of this presentation already has every permission.',
  notACollaborator: 'You are not a collaborator on this presentation.',
  alreadyHasAccess: 'You already have access to this presentation.',
  guestsCannotShare: 'Guests cannot share presentations or be invited to them. Please register first.',
  tooManyInvitations: 'You have sent too many invitations. Try again later.',
} as const;

export const inviteCollaboratorsRequestSchema = z
  .object({
    emails: z.array(emailSchema).min(1, { message: 'Add at least one email address' }).max(MAX_EMAILS_PER_COLLABORATOR_INVITATION),
    role: z.enum(INVITABLE_ROLES).default('editor'),
  })
  .strict();
export type InviteCollaboratorsRequest = z.infer<typeof inviteCollaboratorsRequestSchema>;

export const changeCollaboratorRoleRequestSchema = z.object({ role: z.enum(INVITABLE_ROLES) }).strict();
export type ChangeCollaboratorRoleRequest = z.infer<typeof changeCollaboratorRoleRequestSchema>;

export const requestAccessRequestSchema = z.object({ role: z.enum(['editor', 'viewer']).default('editor') }).strict();
export type RequestAccessRequest = z.infer<typeof requestAccessRequestSchema>;

export const invitationIdParamSchema = z.string().uuid();

export interface CollaboratorView {
  readonly invitationId: string;
  readonly email: string;
  readonly role: InvitableRole;
  readonly status: CollaboratorStatus;
  readonly userId: string | null;
  readonly invitedAt: string;
}

export interface CollaboratorsView {
  readonly presentationId: string;
  readonly ownerId: string;
  /** The caller's own role, so the client shows only what it may do. */
  readonly yourRole: CollaboratorRole;
  /** Invited and claimed collaborators (removed ones are history). */
  readonly collaborators: readonly CollaboratorView[];
  readonly limit: number;
}

export interface EditInvitationView {
  readonly invitationId: string;
  readonly presentationId: string;
  readonly presentationName: string;
  readonly role: InvitableRole;
  readonly status: CollaboratorStatus;
  readonly invitedEmail: string;
}

export interface SharedPresentationView {
  readonly id: string;
  readonly name: string;
  readonly ownerId: string;
  readonly role: InvitableRole;
  readonly slideCount: number;
  readonly updatedAt: string;
}

/** App paths the emails and notifications link to (the client's routes). */
export const editInvitationPagePath = (presentationId: string, invitationId: string) =>
  `/apps/presentations/${encodeURIComponent(presentationId)}/invitations/${encodeURIComponent(invitationId)}`;
export const sharingDialogPath = (presentationId: string) => `/presentation/${encodeURIComponent(presentationId)}?share=open`;
export const SHARED_WITH_ME_PATH = '/apps/shared-presentations';
/** Spec doc 1 §9: the shared presentation list is fetched up to 500. */
export const SHARED_PRESENTATIONS_LIMIT = 500;
