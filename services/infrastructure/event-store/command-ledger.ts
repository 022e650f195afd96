import type { NewEvent, RecordedEvent } from '../../../contracts/events/envelope.js';
import { WrongExpectedRevisionError, type AppendResult, type ExpectedRevision } from './event-store.port.js';

/** What the ledger needs of a store that does not remember command ids itself: plain appends checked by revision only. */
export interface UncheckedAppends {
  /** Appends without looking at command ids; throws WrongExpectedRevisionError when the expectation does not hold. */
  appendUnchecked(streamId: string, events: readonly NewEvent[], expectedRevision: ExpectedRevision): Promise<Omit<AppendResult, 'duplicate'>>;
  /** Up to `maxCount` events of one stream in revision order, from a 0-based revision. */
  readStreamPage(streamId: string, fromRevision: number, maxCount: number): Promise<RecordedEvent[]>;
  streamRevision(streamId: string): Promise<number | null>;
}

/** Event types of the ledger's own streams; stores leave them out of readAll and subscriptions. */
export const LEDGER_EVENT_TYPES = { reserved: 'CommandLedgerReserved', appended: 'CommandLedgerAppended' } as const;
/** Stream of one command's ledger entries (a name no domain stream starts with). */
export function ledgerStreamId(commandId: string): string {
  return `commandledger-${commandId}`;
}

interface Reserved {
  readonly streamId: string;
  /** The stream's revision before the command's first attempt: its events, if written, come after it. */
  readonly after: number | null;
}

/** How many events of a stream are read at a time while looking for a command's events after its reservation. */
const SEARCH_PAGE = 256;
/** Retries of an 'any' append whose revision moved between reading it and writing. */
const ANY_ATTEMPTS = 50;

/**
 * Command ids kept for good on a store without a command table (KurrentDB), so a re-send is answered with its
 * first result and duplicate: true however long after, as on SQLite. Every command gets its own ledger stream:
 * a reservation written with no_stream before the first attempt (naming the stream and its revision then), and
 * the result written after the command's events. A re-send finds the result; when the writer died between the
 * two, it finds the command's events after the reserved revision (by metadata.commandId) instead. Only a copy
 * whose own append wrote the events records the result, so exactly one caller is told duplicate: false.
 */
export class CommandLedger {
  constructor(private readonly store: UncheckedAppends) {}

  async append(streamId: string, events: readonly NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
    const commandId = events[0]!.metadata.commandId;
    const known = await this.known(events[0]!, streamId, expectedRevision);
    if ('result' in known) return known.result;
    for (let attempt = 1; ; attempt++) {
      const expected = expectedRevision === 'any' ? await this.exactRevision(streamId) : expectedRevision;
      // Read after the revision: a copy that lands in between is found here, or makes the append below conflict.
      const landedMeanwhile = expectedRevision === 'any' ? await this.findWritten(commandId, known.reserved) : null;
      if (landedMeanwhile) return landedMeanwhile;
      try {
        const written = await this.store.appendUnchecked(streamId, events, expected);
        return await this.record(events[0]!, written);
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        // A copy of this command may have won the race: then this is its duplicate, not a conflict.
        const landed = await this.findWritten(commandId, known.reserved);
        if (landed) return landed;
        if (expectedRevision !== 'any' || attempt >= ANY_ATTEMPTS) throw error;
      }
    }
  }

  /** The first result of this command, or its reservation (made now when there was none). */
  private async known(command: NewEvent, streamId: string, expectedRevision: ExpectedRevision): Promise<{ result: AppendResult } | { reserved: Reserved }> {
    const commandId = command.metadata.commandId;
    let ledger = await this.readLedger(commandId);
    if (ledger.length === 0) {
      const reserved: Reserved = { streamId, after: await this.revisionBefore(streamId, expectedRevision) };
      try {
        await this.store.appendUnchecked(ledgerStreamId(commandId), [ledgerEvent(LEDGER_EVENT_TYPES.reserved, reserved, command)], 'no_stream');
        return { reserved };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        ledger = await this.readLedger(commandId);
      }
    }
    const result = ledger.find((event) => event.type === LEDGER_EVENT_TYPES.appended);
    if (result) return { result: { ...(result.data as Omit<AppendResult, 'duplicate'>), duplicate: true } };
    const reserved = ledger[0]!.data as Reserved;
    const landed = await this.findWritten(commandId, reserved);
    return landed ? { result: landed } : { reserved };
  }

  private async record(command: NewEvent, written: Omit<AppendResult, 'duplicate'>): Promise<AppendResult> {
    const commandId = command.metadata.commandId;
    const result = { streamId: written.streamId, nextExpectedRevision: written.nextExpectedRevision, position: written.position };
    try {
      await this.store.appendUnchecked(ledgerStreamId(commandId), [ledgerEvent(LEDGER_EVENT_TYPES.appended, result, command)], 0);
      return { ...result, duplicate: false };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      // A racing copy's append was answered as written too (KurrentDB's own idempotence) and recorded first.
      const ledger = await this.readLedger(commandId);
      const first = ledger.find((event) => event.type === LEDGER_EVENT_TYPES.appended);
      if (!first) throw error;
      return { ...(first.data as Omit<AppendResult, 'duplicate'>), duplicate: true };
    }
  }

  /** The command's events after its reservation, if an attempt wrote them (its writer may have died before recording). */
  private async findWritten(commandId: string, reserved: Reserved): Promise<AppendResult | null> {
    let from = reserved.after === null ? 0 : reserved.after + 1;
    let last: RecordedEvent | null = null;
    for (;;) {
      const page = await this.store.readStreamPage(reserved.streamId, from, SEARCH_PAGE);
      for (const event of page) {
        if (event.metadata.commandId === commandId) last = event;
        else if (last) return resultOf(last);
      }
      if (page.length < SEARCH_PAGE) return last ? resultOf(last) : null;
      from = page[page.length - 1]!.revision + 1;
    }
  }

  private readLedger(commandId: string): Promise<RecordedEvent[]> {
    return this.store.readStreamPage(ledgerStreamId(commandId), 0, 2);
  }

  private async revisionBefore(streamId: string, expectedRevision: ExpectedRevision): Promise<number | null> {
    if (expectedRevision === 'no_stream') return null;
    if (expectedRevision === 'any') return this.store.streamRevision(streamId);
    return expectedRevision;
  }

  /** 'any' is written as the revision read just before, so two copies of a command cannot both land. */
  private async exactRevision(streamId: string): Promise<ExpectedRevision> {
    return (await this.store.streamRevision(streamId)) ?? 'no_stream';
  }
}

/** A ledger entry carries the command's own metadata, so it names the same actor and time. */
function ledgerEvent(type: string, data: unknown, command: NewEvent): NewEvent {
  return { type, data, metadata: command.metadata };
}

function resultOf(last: RecordedEvent): AppendResult {
  return { streamId: last.streamId, nextExpectedRevision: last.revision, position: last.position, duplicate: true };
}
