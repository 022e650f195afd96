import type { SpinnerWheelEvent, WheelEntry } from '../../../contracts/spinner-wheel/events.js';
import {
  SPINNER_DEFAULT_DURATION_SECONDS,
  SPINNER_DEFAULT_SPINS,
  SPINNER_MAX_DURATION_SECONDS,
  SPINNER_MIN_DURATION_SECONDS,
} from '../../../contracts/slides/constants.js';

export interface SpinRecord {
  readonly spinId: string;
  readonly winner: WheelEntry;
  readonly winnerIndex: number;
  readonly entryCount: number;
  readonly durationSeconds: number;
  readonly spins: number;
  readonly startedAt: string;
  readonly landsAt: string;
  readonly stoppedAt: string | null;
}

/** One slide's wheel in a session: what was taken off, whether everyone who joined is on it, its spins. */
export interface WheelState {
  readonly removedIds: ReadonlySet<string>;
  readonly includeAudience: boolean;
  /** Oldest first; the last is the current (or last) spin. */
  readonly spins: readonly SpinRecord[];
  /** Events folded into this wheel: screens keep the state with the most. */
  readonly changes: number;
}

export type Wheels = ReadonlyMap<string, WheelState>;

export const UNTOUCHED_WHEEL: WheelState = { removedIds: new Set(), includeAudience: false, spins: [], changes: 0 };

export function wheelOf(wheels: Wheels, slideId: string): WheelState {
  return wheels.get(slideId) ?? UNTOUCHED_WHEEL;
}

export const currentSpin = (wheel: WheelState): SpinRecord | null => wheel.spins.at(-1) ?? null;

/** When the spin lands: at its end, or when the presenter stopped it. */
export const landingTime = (spin: SpinRecord): string => spin.stoppedAt ?? spin.landsAt;

export function isSpinning(wheel: WheelState, now: string): boolean {
  const spin = currentSpin(wheel);
  return spin !== null && Date.parse(now) < Date.parse(landingTime(spin));
}

/**
 * The wheel as drawn, in order: the slide's entries, then (when the presenter added them) everyone who joined,
 * in the order they joined; without the entries taken off.
 */
export function wheelEntries(authored: readonly WheelEntry[], joined: readonly WheelEntry[], wheel: WheelState): WheelEntry[] {
  const on = wheel.includeAudience ? [...authored, ...joined] : [...authored];
  return wheel.removedIds.size === 0 ? on : on.filter((entry) => !wheel.removedIds.has(entry.id));
}

const whole = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);

/** Spec doc 2 §9: a spin lasts 5 to 1200 s (10 by default) and turns 7 times by default. */
export function spinSettings(slide: { readonly spinDuration?: unknown; readonly spinCount?: unknown }, given: { durationSeconds?: number; spins?: number } = {}) {
  const duration = given.durationSeconds ?? whole(slide.spinDuration) ?? SPINNER_DEFAULT_DURATION_SECONDS;
  return {
    durationSeconds: Math.min(SPINNER_MAX_DURATION_SECONDS, Math.max(SPINNER_MIN_DURATION_SECONDS, duration)),
    spins: Math.max(1, given.spins ?? whole(slide.spinCount) ?? SPINNER_DEFAULT_SPINS),
  };
}

function changed(wheels: Wheels, slideId: string, change: (wheel: WheelState) => Omit<WheelState, 'changes'>): Wheels {
  const wheel = wheelOf(wheels, slideId);
  return new Map(wheels).set(slideId, { ...change(wheel), changes: wheel.changes + 1 });
}

/** The wheels of a session, folded from its stream: shared by the decider and the live view. */
export function evolveWheels(wheels: Wheels, event: { type: string; data: unknown }): Wheels {
  const known = event as SpinnerWheelEvent;
  switch (known.type) {
    case 'SpinnerWheelSpun': {
      const { slideId, sessionId: _sessionId, presentationId: _presentationId, ...spin } = known.data;
      return changed(wheels, slideId, (wheel) => ({ ...wheel, spins: [...wheel.spins, { ...spin, stoppedAt: null }] }));
    }
    case 'SpinnerWheelStopped':
      return changed(wheels, known.data.slideId, (wheel) => ({
        ...wheel,
        spins: wheel.spins.map((spin) => (spin.spinId === known.data.spinId ? { ...spin, stoppedAt: known.data.stoppedAt } : spin)),
      }));
    case 'SpinnerWheelEntriesRemoved':
      return changed(wheels, known.data.slideId, (wheel) => ({ ...wheel, removedIds: new Set([...wheel.removedIds, ...known.data.entryIds]) }));
    case 'SpinnerWheelEntriesRestored':
      return changed(wheels, known.data.slideId, (wheel) => {
        const removedIds = new Set(wheel.removedIds);
        for (const id of known.data.entryIds) removedIds.delete(id);
        return { ...wheel, removedIds };
      });
    case 'SpinnerWheelAudienceIncluded':
      return changed(wheels, known.data.slideId, (wheel) => ({ ...wheel, includeAudience: known.data.included }));
    default:
      return wheels;
  }
}
