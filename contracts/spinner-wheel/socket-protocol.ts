/** Spinner wheel messages on the live socket (same connection and auth as contracts/live/socket-protocol.ts). */
export const SPINNER_SOCKET_EVENTS = {
  // server -> presenter room and audience room: the wheel after every spin, stop and update, and when it is shown
  state: 'spinner:state',
} as const;

/** An entry as drawn: phones get titles only (an entry of someone who joined would name their audience id). */
export interface WheelEntryView {
  id?: string;
  title: string;
}

export interface SpinView {
  spinId: string;
  winner: WheelEntryView;
  /** The winner's place in `entries` of the same state (-1 if it is no longer on the wheel). */
  landingIndex: number;
  startedAt: string;
  landsAt: string;
  /** Stopped early: it lands now. */
  stoppedAt: string | null;
  durationSeconds: number;
  spins: number;
}

export interface SpinnerWheelState {
  sessionId: string;
  slideId: string;
  /** The server clock when this was sent: screens time the spin with it, not their own. */
  serverNow: string;
  /** Counts the wheel's changes in this session: a screen keeps the state with the highest (an answer and a push can cross). */
  version: number;
  /** The wheel as drawn, in order. */
  entries: WheelEntryView[];
  /** Entries taken off the wheel in this session. */
  removed: number;
  includeAudience: boolean;
  /** What the next spin takes, from the slide (spinDuration, spinCount). */
  durationSeconds: number;
  spins: number;
  /** The last spin, while it turns and after it landed. */
  spin: SpinView | null;
  /** Winners of this session's spins, oldest first. */
  winners: WheelEntryView[];
}
