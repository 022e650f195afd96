import { z } from 'zod';

export const presentationCreatedSchema = z.object({
  presentationId: z.string(),
  ownerId: z.string(),
  name: z.string(),
  language: z.string(),
  /** Added in schema version 2; version 1 events are upcast with the spec's default font. */
  fontFamily: z.string(),
  accessCode: z.string(),
  uniqueAccessCode: z.string(),
  createdAt: z.string(),
  /** The team whose workspace holds it (created in team working mode); absent for a personal presentation. */
  accountId: z.string().optional(),
  /** The presentation this one was copied from (a copy link's share code); absent for one created blank. */
  sourcePresentation: z.string().optional(),
});
export type PresentationCreated = z.infer<typeof presentationCreatedSchema>;

export const presentationRenamedSchema = z.object({
  presentationId: z.string(),
  name: z.string(),
  renamedAt: z.string(),
});

export const presentationMovedToTrashSchema = z.object({
  presentationId: z.string(),
  deletedAt: z.string(),
});

export const presentationRestoredSchema = z.object({
  presentationId: z.string(),
  restoredAt: z.string(),
});

export const presentationDeletedPermanentlySchema = z.object({
  presentationId: z.string(),
  deletedAt: z.string(),
});

export type PresentationLifecycleEvent =
  | { type: 'PresentationCreated'; data: PresentationCreated }
  | { type: 'PresentationRenamed'; data: z.infer<typeof presentationRenamedSchema> }
  | { type: 'PresentationMovedToTrash'; data: z.infer<typeof presentationMovedToTrashSchema> }
  | { type: 'PresentationRestored'; data: z.infer<typeof presentationRestoredSchema> }
  | { type: 'PresentationDeletedPermanently'; data: z.infer<typeof presentationDeletedPermanentlySchema> };

export const PRESENTATION_LIFECYCLE_EVENT_TYPES = [
  'PresentationCreated',
  'PresentationRenamed',
  'PresentationMovedToTrash',
  'PresentationRestored',
  'PresentationDeletedPermanently',
] as const satisfies readonly PresentationLifecycleEvent['type'][];

/** Current schema version of each event; older stored versions are upcast on read (migrations/). */
export const PRESENTATION_EVENT_SCHEMA_VERSIONS: Record<PresentationLifecycleEvent['type'], number> = {
  PresentationCreated: 2,
  PresentationRenamed: 1,
  PresentationMovedToTrash: 1,
  PresentationRestored: 1,
  PresentationDeletedPermanently: 1,
};
