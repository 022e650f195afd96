import { z } from 'zod';

/** What the caller may do on a deck they can open, decided by the same rules the deck decider enforces. */
export const deckPermissionsSchema = z.object({
  presentationId: z.string(),
  canEdit: z.boolean(),
});
export type DeckPermissions = z.infer<typeof deckPermissionsSchema>;
