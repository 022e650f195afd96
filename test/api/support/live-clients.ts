import { io, type Socket } from 'socket.io-client';
import type { DeckCommand } from '../../../contracts/deck/deck-commands.js';
import type { DeckDocument } from '../../../contracts/deck/read-model.js';
import { deckProjection } from '../../../projections/deck/deck-projection.js';
import { DECK_EVENT_SCHEMA_VERSIONS } from '../../../contracts/deck/deck-events.js';
import { CommandExecutor } from '../../../services/infrastructure/commands/command-executor.js';
import { ProjectionRunner } from '../../../services/infrastructure/projections/projection-runner.js';
import { deckDecider } from '../../../services/slides/domain/deck-decider.js';
import { waitUntil } from '../../support/wait-until.js';
import type { TestApp } from './test-app.js';

/** Runs deck commands through the real pipeline (as the slide routes do) and waits for the read models. */
export async function editDeck(t: Pick<TestApp, 'app'>, ownerId: string, command: DeckCommand) {
  const result = await t.app.get(CommandExecutor).execute({
    streamId: `presentation-${command.data.presentationId}`,
    decider: deckDecider,
    command,
    actor: { kind: 'user', id: ownerId },
    schemaVersions: DECK_EVENT_SCHEMA_VERSIONS,
  });
  // Until the read models have folded the command, however long a busy machine takes.
  await waitUntil(() => t.app.get(ProjectionRunner).waitForPosition(result.position));
  return result;
}

export function connect(baseUrl: string, token: string): Socket {
  return io(baseUrl, { auth: { token }, transports: ['websocket'], forceNew: true, reconnection: false });
}

/** The next `event` on the socket, however long it takes (a hang meets the test's timeout). */
export function once<T>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve) => socket.once(event, (payload: T) => resolve(payload)));
}

export function emitWithAck<T>(socket: Socket, event: string, payload: unknown): Promise<T> {
  return socket.emitWithAck(event, payload) as Promise<T>;
}

/** The deck read model as the projection built it. */
export async function readDeck(t: TestApp, presentationId: string): Promise<DeckDocument> {
  const deck = await t.storage.readStore.get<DeckDocument & { [key: string]: unknown }>(
    t.app.get(ProjectionRunner).collectionOf(deckProjection.name),
    presentationId,
  );
  if (!deck) throw new Error(`No deck ${presentationId}`);
  return deck;
}
