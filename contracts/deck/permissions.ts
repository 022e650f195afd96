import { z } from 'zod';

/** What the caller may do on a deck they can open, decided by the same rules the server enforces. */
export const deckPermissionsSchema = z.object({
  presentationId: z.string(),
  canEdit: z.boolean(),
  /** Run it live (the deck's creator, or a team member whose role holds `present` on a workspace deck). */
  canPresent: z.boolean(),
  /** Rename it (the deck's creator, or a team member whose role holds `rename-presentation` on a workspace deck). */
  canRename: z.boolean(),
  /** Open the Share dialog: a role on the presentation itself (its owner or a collaborator); a team role does not share. */
  canShare: z.boolean(),
});
export type DeckPermissions = z.infer<typeof deckPermissionsSchema>;
