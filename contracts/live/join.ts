import type { Language } from '../shared/languages.js';
import { z } from 'zod';
import { ADMISSION_LIMITS } from '../deck/participant-info.js';
import { isEmptyOrVisible, VISIBLE_NAME_MESSAGE } from '../shared/visible-text.js';

/** The live session's join token, from the presenter's QR code or join link (services/live/application/join-tokens.ts). */
export const joinTokenSchema = z.string().max(64);

export const joinSessionRequestSchema = z.strictObject({
  accessCode: z.string().trim().min(1).max(32),
  /** Spec doc 2 §5: name at most 20 characters. */
  name: z.string().trim().max(ADMISSION_LIMITS.name).refine(isEmptyOrVisible, { message: VISIBLE_NAME_MESSAGE }).optional(),
  emoji: z.string().max(16).optional(),
  /** Participant info answers by field id; lengths are checked against each field's kind. */
  fields: z.record(z.string().max(64), z.string().max(200)).optional(),
  /** With team play on: the team the person picks (team-1 .. team-N); left out, one is assigned. */
  teamId: z.string().max(64).optional(),
  joinToken: joinTokenSchema.optional(),
});
export type JoinSessionRequest = z.infer<typeof joinSessionRequestSchema>;

export interface JoinSessionResponse {
  audienceId: string;
  token: string;
  presentationId: string;
  sessionId: string;
  /** The team the person plays in, with team play on. */
  teamId?: string;
}

/** What the join page shows before someone joins: GET /api/audience/presentation/{accessCode}. */
export interface AudienceEntryInfo {
  presentationId: string;
  presentationName: string;
  live: boolean;
  /** Private mode: nobody may join or answer until the presenter turns it off. */
  privateMode: boolean;
  heading: string;
  isAudienceAdmission: boolean;
  showEmojiAvatar: boolean;
  fields: { id: string; name: string; fieldType: string; required: boolean; hidden: boolean; maxLength: number }[];
  /** With team play on: the teams a person may pick at admission. */
  teams?: { id: string; name: string }[];
  /** The presentation's language for the phones; null: each phone uses its own. */
  language?: Language | null;
}
