import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Socket } from 'socket.io-client';
import type { AnswerValue } from '../../contracts/live/answers.js';
import type { SlideResults } from '../../contracts/live/results.js';
import type { AudienceSlide, AudienceSnapshot, PresenterSnapshot } from '../../contracts/live/socket-protocol.js';
import { admissionStreamId, SESSION_FULL_MESSAGE, sessionStreamId } from '../../contracts/live/constants.js';
import { LiveViewRunner } from '../../services/infrastructure/realtime/live-views/live-view-runner.js';
import { LiveSessions } from '../../services/live/application/live-sessions.js';
import { LEASE_EXPIRY_MS } from '../../services/live/domain/session.decider.js';
import { waitUntil } from '../support/wait-until.js';
import { connect, editDeck, emitWithAck, once } from './support/live-clients.js';
import { presentPoll } from './support/live-poll.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

type Ack = { ok: true; duplicate?: boolean } | { ok: false; error: { statusCode: number; message: string } };

interface Phone {
  readonly token: string;
  readonly audienceId: string;
  socket: Socket;
  answer?: { answerId: string; slideId: string; value: AnswerValue };
}

/** The slide the next slide:activated names, once it names `slideId`. */
function slideActivated(socket: Socket, slideId: string): Promise<AudienceSlide> {
  return new Promise((resolve) => {
    const listener = (message: { slide: AudienceSlide }) => {
      if (message.slide.id !== slideId) return;
      socket.off('slide:activated', listener);
      resolve(message.slide);
    };
    socket.on('slide:activated', listener);
  });
}

/**
 * Two app instances in one process, as two nodes: one event store and one read store (the embedded SQLite
 * files in one data directory), each its own in-process live bus, caches and projection runner. Nothing
 * passes between them but the log and the read models.
 */
describe('One live session served by two nodes', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'two-nodes-'));
  let nodeA: TestApp;
  let nodeB: TestApp;
  let urlA: string;
  let urlB: string;
  const sockets: Socket[] = [];
  const open = (url: string, token: string) => {
    const socket = connect(url, token);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    nodeA = await startTestApp({ DEFAULT_PLAN: 'pro', NODE_ID: 'node-a' }, { dataDir });
    nodeB = await startTestApp({ DEFAULT_PLAN: 'pro', NODE_ID: 'node-b' }, { dataDir });
    [urlA, urlB] = [await nodeA.listen(), await nodeB.listen()];
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await nodeB.close();
    await nodeA.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('counts answers taken on either node on the other one, resumes a phone on the other node, and each node follows the other', async () => {
    const presenter = await registerPresenter(nodeA.http);
    const live = await presentPoll(nodeA, presenter.token, presenter.user.id, ['Red', 'Green', 'Blue']);

    // What a node shows is what its feed has brought from the log: once node B's feed has reached the log's head,
    // node B knows what node A wrote (a node's snapshot may lag the other node's writes by one turn of its feed).
    const nodeBHasSeenTheLog = () => waitUntil(() => nodeB.app.get(LiveViewRunner).caughtUpWithLog());
    await nodeBHasSeenTheLog();

    // The presenter's view is on node B.
    const presenterSocket = open(urlB, presenter.token);
    let latest: SlideResults | null = null;
    presenterSocket.on('results:updated', (message: { slideId: string; results: SlideResults }) => {
      if (message.slideId === live.slideId) latest = message.results;
    });
    const joined = await emitWithAck<{ ok: boolean; snapshot: PresenterSnapshot }>(presenterSocket, 'join-presenter', {
      room: `${live.presentationId}-presenter`,
      presenter: { id: presenter.user.id, name: 'Ada' },
    });
    expect(joined).toMatchObject({ ok: true, snapshot: { sessionId: live.sessionId, activeSlideId: live.slideId } });

    // Twelve people join at once, half through each node (admissions to one session stream from both), and answer.
    const phones: Phone[] = await Promise.all(
      Array.from({ length: 12 }, async (_, index) => {
        const [node, url] = index % 2 === 0 ? [nodeA, urlA] : [nodeB, urlB];
        const join = await node.http.post('/api/audience/join').send({ accessCode: live.accessCode, name: `Person ${index}` }).expect(200);
        const socket = open(url, join.body.token as string);
        const state = await once<AudienceSnapshot>(socket, 'session:state');
        expect(state.activeSlide?.id).toBe(live.slideId);
        return { token: join.body.token as string, audienceId: join.body.audienceId as string, socket };
      }),
    );
    expect(new Set(phones.map((phone) => phone.audienceId)).size).toBe(12);
    const expected: Record<string, number> = Object.fromEntries(live.optionIds.map((id) => [id, 0]));
    await Promise.all(
      phones.map(async (phone, index) => {
        const optionId = live.optionIds[index % live.optionIds.length]!;
        expected[optionId]! += 1;
        phone.answer = { answerId: randomUUID(), slideId: live.slideId, value: { kind: 'choice', optionIds: [optionId] } };
        expect(await emitWithAck<Ack>(phone.socket, 'answer:submit', phone.answer)).toEqual({ ok: true, duplicate: false });
      }),
    );
    // Answers taken on node A are counted on node B's presenter view, with node B's own.
    await waitUntil(() => (latest as SlideResults | null)?.respondents === 12);
    expect(latest).toEqual({ kind: 'choice', slideId: live.slideId, respondents: 12, counts: expected });
    // And node A's view of the session says the same.
    await waitUntil(async () => (await nodeA.http.get(`/api/live/presentation/${live.presentationId}`).set(bearer(presenter.token))).body.results?.[live.slideId]?.respondents === 12);

    // A phone answered on node A, then reconnects to node B: it gets its own answer back, and node B
    // knows that answer (a re-send is a duplicate, a second vote is refused).
    const moving = phones[0]!;
    await nodeBHasSeenTheLog();
    moving.socket.disconnect();
    moving.socket = open(urlB, moving.token);
    const resumed = await once<AudienceSnapshot>(moving.socket, 'session:state');
    expect(resumed.me.audienceId).toBe(moving.audienceId);
    expect(resumed.myAnswers).toEqual([moving.answer]);
    expect(await emitWithAck<Ack>(moving.socket, 'answer:submit', moving.answer)).toEqual({ ok: true, duplicate: true });
    const secondVote = await emitWithAck<Ack>(moving.socket, 'answer:submit', { ...moving.answer!, answerId: randomUUID() });
    expect(secondVote).toMatchObject({ ok: false, error: { statusCode: 422 } });

    // Node B adds a slide to the deck; node A's deck follows, and the presenter moves to it through node A:
    // phones on both nodes see it.
    await editDeck(nodeB, presenter.user.id, { type: 'AddSlide', data: { presentationId: live.presentationId, type: 'wordCloud', fields: { title: 'One word' } } });
    let cloudId: string | undefined;
    await waitUntil(async () => {
      const deck = await nodeA.http.get(`/api/presentation/${live.presentationId}`).set(bearer(presenter.token)).expect(200);
      cloudId = (deck.body.slides as { id: string; type: string }[]).find((slide) => slide.type === 'wordCloud')?.id;
      return cloudId !== undefined;
    });
    const onA = phones[2]!;
    const shownOnA = slideActivated(onA.socket, cloudId!);
    const shownOnB = slideActivated(moving.socket, cloudId!);
    await nodeA.http.put(`/api/presentation/update-next-slide/${live.presentationId}`).set(bearer(presenter.token)).send({ activeSlide: cloudId }).expect(200);
    expect(await shownOnA).toMatchObject({ id: cloudId, title: 'One word' });
    expect(await shownOnB).toMatchObject({ id: cloudId, title: 'One word' });
    // Words sent through both nodes are counted on node B's presenter view.
    let words: SlideResults | null = null;
    presenterSocket.on('results:updated', (message: { slideId: string; results: SlideResults }) => {
      if (message.slideId === cloudId) words = message.results;
    });
    for (const phone of [onA, moving]) {
      expect(await emitWithAck<Ack>(phone.socket, 'answer:submit', { answerId: randomUUID(), slideId: cloudId, value: { kind: 'words', words: ['tea'] } })).toEqual({ ok: true, duplicate: false });
    }
    await waitUntil(() => (words as SlideResults | null)?.respondents === 2);
  });
});

/** Two nodes on the embedded stores of one data directory, started before the block's tests and closed after. */
function twoNodesOnOneStore(label: string, plan: 'free' | 'pro') {
  const dataDir = mkdtempSync(join(tmpdir(), `two-nodes-${label}-`));
  const nodes = {} as { a: TestApp; b: TestApp };
  const running = new Set<TestApp>();
  beforeAll(async () => {
    nodes.a = await startTestApp({ DEFAULT_PLAN: plan, NODE_ID: 'node-a' }, { dataDir });
    nodes.b = await startTestApp({ DEFAULT_PLAN: plan, NODE_ID: 'node-b' }, { dataDir });
    running.add(nodes.a).add(nodes.b);
  });
  afterAll(async () => {
    for (const node of [nodes.b, nodes.a]) if (running.has(node)) await node.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    nodes,
    stop: async (node: TestApp) => {
      running.delete(node);
      await node.close();
    },
  };
}

/**
 * A crowd joining one session through two nodes at once: each node admits on its own stream against seats it
 * leased on the session stream, so neither node's joins lose to the other's (no 409), and the plan's limit holds.
 */
describe('A crowd joining one session through two nodes', () => {
  const { nodes } = twoNodesOnOneStore('crowd', 'free');

  it('admits 120 people joining through both nodes at once without a conflict, never more than the 50 seats of the plan, and every seat once nobody holds it', async () => {
    const { a: nodeA, b: nodeB } = nodes;
    const presenter = await registerPresenter(nodeA.http);
    const live = await presentPoll(nodeA, presenter.token, presenter.user.id, ['Red', 'Green']);
    await waitUntil(() => nodeB.app.get(LiveViewRunner).caughtUpWithLog());
    const join = (node: TestApp, index: number) => node.http.post('/api/audience/join').send({ accessCode: live.accessCode, name: `Person ${index}` });

    const crowd = await Promise.all(Array.from({ length: 120 }, (_, index) => join(index % 2 === 0 ? nodeA : nodeB, index)));
    const statuses = crowd.map((response) => response.status);
    expect(statuses.filter((status) => status !== 200 && status !== 422)).toEqual([]);
    const admittedInCrowd = statuses.filter((status) => status === 200).length;
    expect(admittedInCrowd).toBeLessThanOrEqual(50);
    for (const refused of crowd.filter((response) => response.status === 422)) expect(refused.body.message).toBe(SESSION_FULL_MESSAGE);

    // Seats a node leased and has not used yet are still its own: latecomers through each node take them, and
    // then the session is exactly full.
    let latecomers = 0;
    for (const node of [nodeA, nodeB]) {
      for (let index = 0; (await join(node, 1000 + index)).status === 200; index++) latecomers += 1;
    }
    expect(admittedInCrowd + latecomers).toBe(50);
    const sessionEvents = await nodeA.storage.eventStore.readStream(sessionStreamId(live.sessionId));
    const leases = sessionEvents.filter((event) => event.type === 'SeatsLeased');
    expect(leases.reduce((sum, event) => sum + (event.data as { count: number }).count, 0)).toBe(50);
    // The session stream holds the leases only: each node admitted on its own stream.
    expect(sessionEvents.filter((event) => event.type === 'AudienceAdmitted')).toEqual([]);
    const admitted = [
      ...(await nodeA.storage.eventStore.readStream(admissionStreamId(live.sessionId, 'node-a'))),
      ...(await nodeA.storage.eventStore.readStream(admissionStreamId(live.sessionId, 'node-b'))),
    ];
    expect(new Set(admitted.map((event) => (event.data as { audienceId: string }).audienceId)).size).toBe(50);
    // Both nodes' session views count everyone, whichever node admitted them.
    for (const node of [nodeA, nodeB]) {
      await waitUntil(async () => (await node.app.get(LiveSessions).session(live.sessionId)).members.size === 50);
    }
  });
});

describe('Seats a stopping node leased', () => {
  const { nodes, stop } = twoNodesOnOneStore('return', 'free');

  it('go back to the session when it stops, and the other node admits on them', async () => {
    const { a: nodeA, b: nodeB } = nodes;
    const presenter = await registerPresenter(nodeA.http);
    const live = await presentPoll(nodeA, presenter.token, presenter.user.id, ['Red', 'Green']);
    const join = (node: TestApp, index: number) => node.http.post('/api/audience/join').send({ accessCode: live.accessCode, name: `Person ${index}` });
    await join(nodeA, 0).expect(200);
    // One join leased node A a block of seats (an eighth of the 50); it stops with the rest unused.
    await stop(nodeA);
    const sessionEvents = await nodeB.storage.eventStore.readStream(sessionStreamId(live.sessionId));
    const leased = sessionEvents.find((event) => event.type === 'SeatsLeased')?.data as { nodeId: string; count: number };
    expect(leased).toMatchObject({ nodeId: 'node-a', count: 7 });
    expect(sessionEvents.filter((event) => event.type === 'SeatsReturned').map((event) => event.data)).toEqual([
      expect.objectContaining({ nodeId: 'node-a', count: 6 }),
    ]);
    await waitUntil(() => nodeB.app.get(LiveViewRunner).caughtUpWithLog());
    const statuses: number[] = [];
    for (let index = 1; index <= 50; index++) statuses.push((await join(nodeB, index)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(49);
    expect(statuses.at(-1)).toBe(422);
  });
});

/**
 * A node that dies keeps its leased seats from the session until another node reclaims them. These nodes never hear
 * each other (separate in-process buses), so node B goes by the lease's age: its clock is moved past the expiry.
 */
describe('Seats a dead node leased', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'two-nodes-reclaim-'));
  let offsetMs = 0;
  const nodes = {} as { a: TestApp; b: TestApp };
  beforeAll(async () => {
    nodes.a = await startTestApp({ DEFAULT_PLAN: 'free', NODE_ID: 'node-a' }, { dataDir });
    nodes.b = await startTestApp({ DEFAULT_PLAN: 'free', NODE_ID: 'node-b' }, { dataDir, clock: { now: () => new Date(Date.now() + offsetMs) } });
  });
  afterAll(async () => {
    await nodes.b.close();
    await nodes.a.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('are reclaimed by another node once the lease expired, and a node alive after all admits on a new lease without passing the limit', async () => {
    const { a: nodeA, b: nodeB } = nodes;
    const presenter = await registerPresenter(nodeA.http);
    const live = await presentPoll(nodeA, presenter.token, presenter.user.id, ['Red', 'Green']);
    const join = (node: TestApp, index: number) => node.http.post('/api/audience/join').send({ accessCode: live.accessCode, name: `Person ${index}` });
    const joinUntilRefused = async (node: TestApp, from: number) => {
      let admitted = 0;
      while ((await join(node, from + admitted)).status === 200) admitted += 1;
      return admitted;
    };
    // Node A leases a block (7 of the 50 seats) for its first join, then goes quiet as if it had died.
    await join(nodeA, 0).expect(200);
    expect(await joinUntilRefused(nodeB, 100)).toBe(43);

    offsetMs = LEASE_EXPIRY_MS;
    expect(await joinUntilRefused(nodeB, 200)).toBe(6);
    const sessionEvents = await nodeB.storage.eventStore.readStream(sessionStreamId(live.sessionId));
    expect(sessionEvents.filter((event) => event.type === 'SeatsReturned').map((event) => event.data)).toEqual([expect.objectContaining({ nodeId: 'node-a', count: 6 })]);
    const nodeAStream = await nodeB.storage.eventStore.readStream(admissionStreamId(live.sessionId, 'node-a'));
    expect(nodeAStream.map((event) => event.type)).toEqual(['AudienceAdmitted', 'AdmissionsClosed']);

    // Node A was alive after all: its closed lease admits nobody, and a new lease finds the session full.
    const refused = await join(nodeA, 300);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(SESSION_FULL_MESSAGE);
    const leases = (await nodeB.storage.eventStore.readStream(sessionStreamId(live.sessionId))).filter((event) => event.type === 'SeatsLeased');
    const admitted = new Set<string>();
    for (const nodeId of new Set(leases.map((event) => (event.data as { nodeId: string }).nodeId))) {
      for (const event of await nodeB.storage.eventStore.readStream(admissionStreamId(live.sessionId, nodeId))) {
        if (event.type === 'AudienceAdmitted') admitted.add((event.data as { audienceId: string }).audienceId);
      }
    }
    expect(admitted.size).toBe(50);
  });
});
