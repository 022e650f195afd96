import { z } from 'zod';

/** Spec doc 1 §4 "Editor take-over": one collaborator at a time may take a presentation over to edit it alone. */
export type TakeOverEvent =
  | { type: 'PresentationTakenOver'; data: { presentationId: string; userId: string; takenOverAt: string } }
  | { type: 'PresentationTakeOverReleased'; data: { presentationId: string; userId: string; releasedAt: string } };

export type TakeOverEventType = TakeOverEvent['type'];
export const TAKE_OVER_EVENT_TYPES: readonly TakeOverEventType[] = ['PresentationTakenOver', 'PresentationTakeOverReleased'];
export const TAKE_OVER_EVENT_SCHEMA_VERSIONS: Record<TakeOverEventType, number> = { PresentationTakenOver: 1, PresentationTakeOverReleased: 1 };

export const TAKE_OVER_MESSAGES = {
  takenOverBySomeoneElse: 'Someone else has taken over this presentation. Take it over to edit it.',
  releaseNotYours: 'Only the person who took over this presentation, or its owner, can hand it back.',
} as const;

/** GET /api/presentation/{id}/taken-over-by (spec: "taken-over check returning takenOverBy"). */
export interface TakenOverView {
  readonly presentationId: string;
  /** Who edits it alone now; null when nobody has taken it over. */
  readonly takenOverBy: { readonly userId: string; readonly name: string } | null;
  /** Whether the caller may take it over (their role may edit and it is not theirs already). */
  readonly canTakeOver: boolean;
}

/** Spec doc 1 §9: the taken-over check is also a socket request; its ack carries a TakenOverView. */
export const GET_TAKEN_OVER_BY_SOCKET_EVENT = 'get_taken_over_by';
export const getTakenOverByRequestSchema = z.strictObject({ presentationId: z.string().uuid() });
