import { z } from 'zod';
import type { PresentationAttributes } from '../deck/attributes.js';
import type { DeckSlide } from '../deck/read-model.js';

/** A copy link's code: 10 lowercase letters and digits, like the spec's other random strings (doc 3 §9). */
export const SHARE_CODE_LENGTH = 10;
export const shareCodeParamSchema = z.string().regex(/^[a-z0-9]{10}$/, { message: 'A share code is 10 lowercase letters and digits' });

/** Spec doc 1 §2: the public share page of a copy link (not indexed by search engines). */
export const sharePagePath = (shareCode: string) => `/share/${encodeURIComponent(shareCode)}`;

export const COPY_MESSAGES = {
  linkNotFound: 'This link does not open a presentation any more. Ask its owner for a new one.',
  copyRunning: 'A copy of yours is still being made. Please wait for it to finish.',
} as const;

/** Facts on the presentation's own stream `presentation-{id}`: its copy link and each copy made through it. */
export type CopyLinkEvent =
  | { type: 'PresentationCopyLinkShared'; data: { presentationId: string; shareCode: string; sharedBy: string; sharedAt: string } }
  | { type: 'PresentationCopyLinkRevoked'; data: { presentationId: string; revokedBy: string; revokedAt: string } }
  | { type: 'PresentationCopied'; data: { presentationId: string; copyId: string; copiedBy: string; copiedAt: string } };

export type CopyLinkEventType = CopyLinkEvent['type'];
export const COPY_LINK_EVENT_TYPES: readonly CopyLinkEventType[] = ['PresentationCopyLinkShared', 'PresentationCopyLinkRevoked', 'PresentationCopied'];
export const COPY_LINK_EVENT_SCHEMA_VERSIONS: Record<CopyLinkEventType, number> = {
  PresentationCopyLinkShared: 1,
  PresentationCopyLinkRevoked: 1,
  PresentationCopied: 1,
};

/** The owner's view of a presentation's copy link (GET/POST/DELETE /api/presentation/{id}/share-copy). */
export interface CopyLinkView {
  readonly presentationId: string;
  /** null while the presentation is not shared as a copy. */
  readonly shareCode: string | null;
  /** The public page's path (`/share/{shareCode}`), or null. */
  readonly sharePath: string | null;
  readonly copyCount: number;
}

/** GET /api/share/{shareCode}: what anyone with the link sees before copying (no ids, no access codes). */
export interface SharePageView {
  readonly shareCode: string;
  readonly name: string;
  readonly fontFamily: string;
  readonly attributes: PresentationAttributes;
  readonly slides: readonly DeckSlide[];
  readonly copyCount: number;
}

/** POST /api/presentation/copy-by-share-code/{shareCode}: the caller's own new, independent presentation. */
export interface CopyResult {
  readonly id: string;
  readonly name: string;
  readonly sourcePresentation: string;
}
