import { NOT_LIVE_MESSAGE } from '../../../contracts/live/constants.js';
import type { SessionEvent } from '../../../contracts/live/events.js';
import { assertNever } from '../../../contracts/shared/assert-never.js';
import { SPINNER_MESSAGES } from '../../../contracts/spinner-wheel/constants.js';
import type { SpinnerWheelEvent, WheelEntry } from '../../../contracts/spinner-wheel/events.js';
import type { Decider } from '../../shared-kernel/domain/decider.js';
import { BusinessRuleViolated, NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { evolveWheels, isSpinning, spinSettings, wheelEntries, wheelOf, type Wheels } from './wheel.js';

export interface SpinnerWheelState {
  readonly sessionId: string | null;
  readonly presentationId: string | null;
  readonly live: boolean;
  readonly wheels: Wheels;
}

/** What a wheel can hold: the slide's entries and everyone who joined; looked up by the caller, passed in. */
export interface WheelSource {
  readonly slideId: string;
  readonly authored: readonly WheelEntry[];
  readonly joined: readonly WheelEntry[];
  /** The slide's spinDuration and spinCount. */
  readonly slide: { readonly spinDuration?: unknown; readonly spinCount?: unknown };
}

export type SpinnerWheelCommand =
  /**
   * `random` in [0, 1) picks the winner: drawn by the caller, so this stays pure and a retry after a conflict
   * draws the same entry. `spinId` makes a re-sent spin decide nothing.
   */
  | { readonly type: 'SpinWheel'; readonly spinId: string; readonly random: number; readonly source: WheelSource; readonly durationSeconds?: number; readonly spins?: number }
  | { readonly type: 'StopWheel'; readonly slideId: string }
  | {
      readonly type: 'UpdateWheel';
      readonly source: WheelSource;
      readonly removeEntryIds: readonly string[];
      readonly restoreEntries: boolean;
      readonly includeAudience?: boolean;
    };

type Live = SpinnerWheelState & { readonly sessionId: string; readonly presentationId: string };

function live(state: SpinnerWheelState): Live {
  if (!state.live || state.sessionId === null || state.presentationId === null) throw new BusinessRuleViolated(NOT_LIVE_MESSAGE);
  return state as Live;
}

const plusSeconds = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000).toISOString();

/** The spinner wheels of a live session (doc 2 §4 "Spinner wheel: spin, stop and update actions"), on its stream. */
export const spinnerWheelDecider: Decider<SpinnerWheelState, SpinnerWheelCommand, SpinnerWheelEvent> = {
  initialState: { sessionId: null, presentationId: null, live: false, wheels: new Map() },

  evolve(state, event) {
    const known = event as SpinnerWheelEvent | SessionEvent;
    switch (known.type) {
      case 'SessionStarted':
        return { ...state, sessionId: known.data.sessionId, presentationId: known.data.presentationId, live: true };
      case 'SessionStopped':
        return { ...state, live: false };
      case 'SessionResumed':
        return { ...state, live: true };
      default:
        return { ...state, wheels: evolveWheels(state.wheels, known) };
    }
  },

  decide(command, state, { now }) {
    const session = live(state);
    const on = (slideId: string) => ({ sessionId: session.sessionId, presentationId: session.presentationId, slideId });
    switch (command.type) {
      case 'SpinWheel': {
        const { source } = command;
        const wheel = wheelOf(session.wheels, source.slideId);
        if (wheel.spins.some((spin) => spin.spinId === command.spinId)) return [];
        if (isSpinning(wheel, now)) throw new BusinessRuleViolated(SPINNER_MESSAGES.spinning);
        const entries = wheelEntries(source.authored, source.joined, wheel);
        if (entries.length === 0) throw new BusinessRuleViolated(SPINNER_MESSAGES.empty);
        if (!(command.random >= 0 && command.random < 1)) throw new RangeError(`random must be in [0, 1), got ${command.random}`);
        const winnerIndex = Math.floor(command.random * entries.length);
        const { durationSeconds, spins } = spinSettings(source.slide, command);
        return [
          {
            type: 'SpinnerWheelSpun',
            data: {
              ...on(source.slideId),
              spinId: command.spinId,
              winner: { ...entries[winnerIndex]! },
              winnerIndex,
              entryCount: entries.length,
              durationSeconds,
              spins,
              startedAt: now,
              landsAt: plusSeconds(now, durationSeconds),
            },
          },
        ];
      }
      case 'StopWheel': {
        const wheel = wheelOf(session.wheels, command.slideId);
        const spin = wheel.spins.at(-1);
        // Stopping a wheel that has stopped already changes nothing (a second click, a re-sent request).
        if (!spin || !isSpinning(wheel, now)) return [];
        return [{ type: 'SpinnerWheelStopped', data: { ...on(command.slideId), spinId: spin.spinId, stoppedAt: now } }];
      }
      case 'UpdateWheel': {
        const { source } = command;
        const wheel = wheelOf(session.wheels, source.slideId);
        const events: SpinnerWheelEvent[] = [];
        if (command.includeAudience !== undefined && command.includeAudience !== wheel.includeAudience) {
          events.push({ type: 'SpinnerWheelAudienceIncluded', data: { ...on(source.slideId), included: command.includeAudience, at: now } });
        }
        if (command.restoreEntries && wheel.removedIds.size > 0) {
          events.push({ type: 'SpinnerWheelEntriesRestored', data: { ...on(source.slideId), entryIds: [...wheel.removedIds], at: now } });
        }
        if (command.removeEntryIds.length > 0) {
          const known = new Set([...source.authored, ...source.joined].map((entry) => entry.id));
          const unknown = command.removeEntryIds.find((id) => !known.has(id));
          if (unknown !== undefined) throw new NotFound(SPINNER_MESSAGES.unknownEntry, { entryId: unknown });
          const alreadyOff = command.restoreEntries ? new Set<string>() : wheel.removedIds;
          const entryIds = [...new Set(command.removeEntryIds)].filter((id) => !alreadyOff.has(id));
          if (entryIds.length > 0) events.push({ type: 'SpinnerWheelEntriesRemoved', data: { ...on(source.slideId), entryIds, at: now } });
        }
        // Changing the wheel under a spin would move the entry it is about to land on.
        if (events.length > 0 && isSpinning(wheel, now)) throw new BusinessRuleViolated(SPINNER_MESSAGES.waitForStop);
        return events;
      }
      default:
        return assertNever(command);
    }
  },
};
