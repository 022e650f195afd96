import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { sessionStreamId } from '../../contracts/live/constants.js';
import type { PresenterSnapshot } from '../../contracts/live/socket-protocol.js';
import { SPINNER_MESSAGES } from '../../contracts/spinner-wheel/constants.js';
import type { SpinnerWheelState } from '../../contracts/spinner-wheel/socket-protocol.js';
import { foldEvents } from '../../services/shared-kernel/domain/decider.js';
import { SpinnerWheels } from '../../services/spinner-wheel/application/spinner-wheels.js';
import { spinnerWheelDecider } from '../../services/spinner-wheel/domain/spinner-wheel.decider.js';
import { waitUntil } from '../support/wait-until.js';
import { deckApi } from './support/deck-api.js';
import { connect, emitWithAck, once } from './support/live-clients.js';
import { suiteServer } from './support/suite-server.js';
import { registerPresenter } from './support/test-app.js';

const ENTRIES = 5_000;
const SPINS = 20;

/** Every wheel a socket was sent, newest last. */
function wheelsSeen(socket: Socket): SpinnerWheelState[] {
  const seen: SpinnerWheelState[] = [];
  socket.on('spinner:state', (state: SpinnerWheelState) => seen.push(state));
  return seen;
}

describe('A spinner wheel with real socket.io clients', () => {
  const suite = suiteServer({ DEFAULT_PLAN: 'pro' });

  async function presentWheel(titles: string[], fields: Record<string, unknown> = {}) {
    const { t } = suite;
    const presenter = await registerPresenter(t.http);
    const deck = deckApi(t, presenter.token);
    const presentationId = await deck.createPresentation('Prize draw');
    const slide = await deck.addSlide(presentationId, { type: 'spinnerWheel', fields: { title: 'Who wins?', ...fields }, options: titles.map((title) => ({ title })) });
    const { accessCode } = await deck.deck(presentationId);
    await t.http.put(`/api/presentation/update-next-slide/${presentationId}`).set(deck.auth).send({ activeSlide: slide.id }).expect(200);
    const presenterSocket = connect(suite.baseUrl, presenter.token);
    suite.sockets.push(presenterSocket);
    const presenterSeen = wheelsSeen(presenterSocket);
    const joined = await emitWithAck<{ ok: boolean; snapshot: PresenterSnapshot }>(presenterSocket, 'join-presenter', {
      room: `${presentationId}-presenter`,
      presenter: { id: presenter.user.id, name: 'Ada' },
    });
    expect(joined.ok).toBe(true);
    const phones = await Promise.all(
      ['Phone one', 'Phone two', 'Phone three'].map(async (name) => {
        const join = await t.http.post('/api/audience/join').send({ accessCode, name }).expect(200);
        const socket = connect(suite.baseUrl, join.body.token as string);
        suite.sockets.push(socket);
        const seen = wheelsSeen(socket);
        await once(socket, 'session:state');
        await waitUntil(() => seen.length > 0);
        return { socket, seen };
      }),
    );
    const call = (action: 'spin' | 'stop' | 'update', body: Record<string, unknown> = {}) =>
      t.http.post(`/api/slide/spinner-wheel/${slide.id}/${action}`).set(deck.auth).send({ presentationId, ...body });
    const current = async () => (await t.http.get(`/api/live/presentation/${presentationId}/spinner-wheel/${slide.id}`).set(deck.auth).expect(200)).body as SpinnerWheelState;
    return { slide, sessionId: joined.snapshot.sessionId!, presenterSeen, phones, call, current };
  }

  it('lands the presenter and 3 phones on the same entry for 20 spins over 5,000 entries, each winner taken off before the next', async () => {
    const titles = Array.from({ length: ENTRIES }, (_, index) => `Entry ${String(index + 1).padStart(4, '0')}`);
    const { slide, sessionId, presenterSeen, phones, call } = await presentWheel(titles);
    expect(phones.map(({ seen }) => seen.at(-1)!.entries.length)).toEqual([ENTRIES, ENTRIES, ENTRIES]);
    // Phones get titles only: an entry of someone who joined would name their audience id.
    expect(phones.every(({ seen }) => seen.at(-1)!.entries.every((entry) => entry.id === undefined))).toBe(true);

    const winners: string[] = [];
    for (let round = 1; round <= SPINS; round++) {
      const spinId = randomUUID();
      const spun = (await call('spin', { spinId }).expect(200)).body as SpinnerWheelState;
      const { spin } = spun;
      expect(spin).toMatchObject({ spinId, durationSeconds: 10, spins: 7, stoppedAt: null });
      expect(spun.entries).toHaveLength(ENTRIES - round + 1);
      expect(spun.entries[spin!.landingIndex]).toEqual(spin!.winner);
      winners.push(spin!.winner.title);

      if (round === 1) {
        // The wheel turns: another spin waits, and the same spin sent again starts nothing.
        expect((await call('spin', { spinId: randomUUID() }).expect(422)).body.message).toBe(SPINNER_MESSAGES.spinning);
        expect(((await call('spin', { spinId }).expect(200)).body as SpinnerWheelState).winners).toHaveLength(1);
        expect((await call('update', { removeEntryIds: [spin!.winner.id] }).expect(422)).body.message).toBe(SPINNER_MESSAGES.waitForStop);
      }

      // Every screen is told where the wheel lands, on the same entry.
      const screens = [presenterSeen, ...phones.map(({ seen }) => seen)];
      await waitUntil(() => screens.every((seen) => seen.some((state) => state.spin?.spinId === spinId)));
      for (const seen of screens) {
        const state = seen.find((candidate) => candidate.spin?.spinId === spinId)!;
        expect({ round, winner: state.spin!.winner.title, landingIndex: state.spin!.landingIndex, drawn: state.entries[state.spin!.landingIndex]!.title, entries: state.entries.length }).toEqual({
          round,
          winner: spin!.winner.title,
          landingIndex: spin!.landingIndex,
          drawn: spin!.winner.title,
          entries: ENTRIES - round + 1,
        });
      }

      // The presenter stops it early (it lands now), then takes the winner off the wheel.
      const stopped = (await call('stop').expect(200)).body as SpinnerWheelState;
      expect(stopped.spin).toMatchObject({ spinId, winner: spin!.winner });
      expect(stopped.spin!.stoppedAt).not.toBeNull();
      const removed = (await call('update', { removeEntryIds: [spin!.winner.id] }).expect(200)).body as SpinnerWheelState;
      expect(removed.entries.some((entry) => entry.id === spin!.winner.id)).toBe(false);
      expect(removed.removed).toBe(round);
      await waitUntil(() => screens.every((seen) => seen.at(-1)!.entries.length === ENTRIES - round));
    }

    expect(new Set(winners).size).toBe(SPINS);
    process.stdout.write(`spinner: ${SPINS} spins over ${ENTRIES} entries, the presenter and ${phones.length} phones on the same winner each time\n`);
    for (const { seen } of phones) expect(seen.at(-1)!.winners.map((winner) => winner.title)).toEqual(winners);
    expect(presenterSeen.at(-1)!.entries.some((entry) => winners.includes(entry.title))).toBe(false);

    // Putting every entry back: the wheel is whole again.
    expect(((await call('update', { restoreEntries: true }).expect(200)).body as SpinnerWheelState).entries).toHaveLength(ENTRIES);

    // The live view equals a fold of the session's log from scratch.
    const live = (await suite.t.app.get(SpinnerWheels).entry(sessionId)).state;
    const events = await suite.t.storage.eventStore.readStream(sessionStreamId(sessionId));
    expect(live).toEqual(foldEvents(spinnerWheelDecider, events as never).wheels);
    expect(live.get(slide.id)!.spins).toHaveLength(SPINS);
  });

  it('puts everyone who joined on the wheel, so a phone can win, and answers bad input with the field it names', async () => {
    const { phones, call, current } = await presentWheel(['Only entry'], { spinDuration: 30, spinCount: 3 });
    const before = await current();
    expect(before).toMatchObject({ entries: [{ title: 'Only entry' }], durationSeconds: 30, spins: 3, spin: null, includeAudience: false });
    const included = (await call('update', { includeAudience: true, removeEntryIds: [before.entries[0]!.id] }).expect(200)).body as SpinnerWheelState;
    expect(included.entries.map((entry) => entry.title)).toEqual(['Phone one', 'Phone two', 'Phone three']);
    const spun = (await call('spin').expect(200)).body as SpinnerWheelState;
    expect(spun.spin).toMatchObject({ durationSeconds: 30, spins: 3 });
    await waitUntil(() => phones.every(({ seen }) => seen.at(-1)!.spin !== null));
    expect(phones.map(({ seen }) => seen.at(-1)!.spin!.winner)).toEqual(phones.map(() => ({ title: spun.spin!.winner.title })));

    const bad = await call('spin', { durationSeconds: 3 }).expect(400);
    expect(bad.body.details).toEqual([expect.objectContaining({ path: 'durationSeconds' })]);
    await call('update', { removeEntryIds: ['no-such-entry'] }).expect(404);
    expect((await call('stop').expect(200)).body.spin.stoppedAt).not.toBeNull();
  });
});
