interface OnWheel {
  sessionId: string;
  presentationId: string;
  slideId: string;
}

export interface WheelEntry {
  id: string;
  title: string;
}

/**
 * `session-{sessionId}`: the presenter's wheel. The server draws the winner when the wheel is spun and the
 * event carries it, so every screen lands on the same entry.
 */
export type SpinnerWheelEvent =
  | {
      type: 'SpinnerWheelSpun';
      data: OnWheel & {
        spinId: string;
        winner: WheelEntry;
        /** Where the winner was on the wheel, of how many entries, when it was drawn. */
        winnerIndex: number;
        entryCount: number;
        durationSeconds: number;
        /** Full turns before it lands. */
        spins: number;
        startedAt: string;
        landsAt: string;
      };
    }
  /** Stopped early: it lands on the winner drawn at the spin, now. */
  | { type: 'SpinnerWheelStopped'; data: OnWheel & { spinId: string; stoppedAt: string } }
  | { type: 'SpinnerWheelEntriesRemoved'; data: OnWheel & { entryIds: string[]; at: string } }
  | { type: 'SpinnerWheelEntriesRestored'; data: OnWheel & { entryIds: string[]; at: string } }
  | { type: 'SpinnerWheelAudienceIncluded'; data: OnWheel & { included: boolean; at: string } };

export const SPINNER_WHEEL_EVENT_TYPES = [
  'SpinnerWheelSpun',
  'SpinnerWheelStopped',
  'SpinnerWheelEntriesRemoved',
  'SpinnerWheelEntriesRestored',
  'SpinnerWheelAudienceIncluded',
] as const satisfies readonly SpinnerWheelEvent['type'][];
