import { z } from 'zod';
import { PRESENTATION_SORT_COLUMNS } from '../presentations/commands.js';
import { hasVisibleCharacter, VISIBLE_NAME_MESSAGE } from '../shared/visible-text.js';
import { FOLDER_NAME_MAX_LENGTH, MAX_FOLDER_COLLABORATORS, MAX_PRESENTATIONS_PER_FOLDER } from './constants.js';

const folderNameSchema = z
  .string()
  .trim()
  .min(1, { message: 'Name must not be empty' })
  .max(FOLDER_NAME_MAX_LENGTH)
  .refine(hasVisibleCharacter, { message: VISIBLE_NAME_MESSAGE });

const idSchema = z.string().min(1).max(64);
/** null (or absent on create) means the top of My Presentations. */
const parentSchema = idSchema.nullable();

export const createFolderRequestSchema = z.strictObject({
  folderName: folderNameSchema,
  parentFolderId: parentSchema.optional(),
});
export type CreateFolderRequest = z.infer<typeof createFolderRequestSchema>;

/** Rename, move, or both at once. */
export const updateFolderRequestSchema = z
  .strictObject({
    folderName: folderNameSchema.optional(),
    parentFolderId: parentSchema.optional(),
  })
  .refine((body) => body.folderName !== undefined || body.parentFolderId !== undefined, {
    message: 'Give folderName, parentFolderId or both',
  });
export type UpdateFolderRequest = z.infer<typeof updateFolderRequestSchema>;

export const moveToFolderRequestSchema = z.strictObject({
  presentationIds: z.array(idSchema).min(1).max(MAX_PRESENTATIONS_PER_FOLDER),
  folderId: parentSchema,
});
export type MoveToFolderRequest = z.infer<typeof moveToFolderRequestSchema>;

/** Spec doc 1 §4: sortColumn (default updatedAt), sortOrder (default desc). */
export const folderSortQuerySchema = z.strictObject({
  sortColumn: z.enum(PRESENTATION_SORT_COLUMNS).default('updatedAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type FolderSortQuery = z.infer<typeof folderSortQuerySchema>;

/** Folder ids are UUIDs; anything else cannot exist, so it is rejected before a lookup. */
export const folderIdParamSchema = z.string().uuid({ message: 'Folder id must be a UUID' });

/** In personal mode the account is the user's own id. */
export const accountIdParamSchema = idSchema;

/** Spec doc 1 §6: folder collaborators and their roles (a collaborator sees the folder and everything under it). */
export const FOLDER_COLLABORATOR_ROLES = ['editor', 'viewer'] as const;
const collaboratorRoleSchema = z.enum(FOLDER_COLLABORATOR_ROLES);

export const addFolderCollaboratorsRequestSchema = z.strictObject({
  emails: z.array(z.string().trim().max(254).email({ message: 'Enter a valid email address' })).min(1).max(MAX_FOLDER_COLLABORATORS),
  role: collaboratorRoleSchema.default('viewer'),
});
export type AddFolderCollaboratorsRequest = z.infer<typeof addFolderCollaboratorsRequestSchema>;

export const changeFolderCollaboratorRequestSchema = z.strictObject({ userId: idSchema, role: collaboratorRoleSchema });
export type ChangeFolderCollaboratorRequest = z.infer<typeof changeFolderCollaboratorRequestSchema>;

export const removeFolderCollaboratorsRequestSchema = z.strictObject({ userIds: z.array(idSchema).min(1).max(MAX_FOLDER_COLLABORATORS) });
export type RemoveFolderCollaboratorsRequest = z.infer<typeof removeFolderCollaboratorsRequestSchema>;
