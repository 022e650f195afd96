import type { z } from 'zod';
import { DECK_COMMAND_DATA_SCHEMAS, type DeckCommand, type DeckCommandType } from '../../../contracts/deck/deck-commands.js';
import type { DeckDocument } from '../../../contracts/deck/read-model.js';
import type { Actor, DomainEvent, RecordedEvent } from '../../../contracts/events/envelope.js';
import { presentationStreamId } from '../../../contracts/presentations/constants.js';
import { deckProjection } from '../../../projections/deck/deck-projection.js';
import { replayInMemory } from '../../../projections/projection.js';
import { foldEvents } from '../../shared-kernel/domain/decider.js';
import { deckDecider } from '../domain/deck-decider.js';
import type { DeckState } from '../domain/deck-state.js';

/** Given/when/then over the deck decider: each scenario has its own presentation id, ids and clock. */
export const OWNER: Actor = { kind: 'user', id: 'owner-1' };
export const STRANGER: Actor = { kind: 'user', id: 'someone-else' };
export const NOW = '2026-03-01T10:00:00.000Z';

export function presentationCreated(presentationId: string, name = 'My new presentation'): DomainEvent {
  return {
    type: 'PresentationCreated',
    data: {
      presentationId,
      ownerId: OWNER.id,
      name,
      language: 'en',
      fontFamily: 'Plus Jakarta Sans',
      accessCode: 'abc123',
      uniqueAccessCode: 'abcdefghij',
      createdAt: '2026-03-01T09:00:00.000Z',
    },
  };
}

/** A command as the HTTP/socket layer builds it: parsed by its data schema (defaults applied). */
export function command<T extends DeckCommandType>(type: T, data: z.input<(typeof DECK_COMMAND_DATA_SCHEMAS)[T]>): DeckCommand {
  return { type, data: DECK_COMMAND_DATA_SCHEMAS[type].parse(data) } as DeckCommand;
}

let scenarioCount = 0;

export function deckScenario(givenName?: string) {
  scenarioCount += 1;
  const presentationId = `p${scenarioCount}`;
  const history: DomainEvent[] = [presentationCreated(presentationId, givenName)];
  let idCount = 0;
  const context = (actor: Actor) => ({
    actor,
    now: NOW,
    newId: () => `${presentationId}-id${++idCount}`,
    // As the command handler does for a restore: the same fold over the stream up to that revision.
    deckAt: (revision: number) => (revision < history.length ? foldEvents(deckDecider, history.slice(0, revision + 1) as never[]) : null),
  });

  const scenario = {
    presentationId,
    history,
    given(...events: DomainEvent[]) {
      history.push(...events);
      return scenario;
    },
    state: (): DeckState => foldEvents(deckDecider, history as never[]),
    /** The stream revision of the last event appended so far. */
    revision: (): number => history.length - 1,
    /** Decides and, like the executor, appends what was decided. */
    when(type: DeckCommandType, data: Record<string, unknown>, actor: Actor = OWNER) {
      const events = deckDecider.decide(command(type, { presentationId, ...data } as never), scenario.state(), context(actor));
      history.push(...events);
      return events;
    },
    /** The error a command is refused with (and proof that nothing was appended). */
    rejected(type: DeckCommandType, data: Record<string, unknown>, actor: Actor = OWNER): Error {
      const before = history.length;
      try {
        scenario.when(type, data, actor);
      } catch (error) {
        if (history.length !== before) throw new Error('a refused command appended events', { cause: error });
        return error as Error;
      }
      throw new Error('expected the command to be refused');
    },
    /** The deck read model over everything appended so far (or up to a revision). */
    deck: (revision = history.length - 1): DeckDocument => {
      const documents = replayInMemory(deckProjection, recorded(history.slice(0, revision + 1), presentationId));
      const deck = documents.get(presentationId);
      if (!deck) throw new Error('no deck document');
      return deck;
    },
  };
  return scenario;
}

/** Events as the store would return them, with revisions and metadata. */
export function recorded(events: readonly DomainEvent[], presentationId: string): RecordedEvent[] {
  return events.map((event, index) => ({
    ...event,
    id: `${presentationId}-event-${index}`,
    streamId: presentationStreamId(presentationId),
    revision: index,
    position: index + 1,
    metadata: {
      actor: OWNER,
      commandId: `command-${index}`,
      correlationId: `correlation-${index}`,
      causationId: `command-${index}`,
      occurredAt: new Date(Date.parse(NOW) + index * 1000).toISOString(),
      schemaVersion: 1,
    },
  }));
}
