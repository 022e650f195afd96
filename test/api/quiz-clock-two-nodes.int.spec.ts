import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Socket } from 'socket.io-client';
import type { QuizStatePayload } from '../../contracts/quiz/socket-protocol.js';
import { LiveViewRunner } from '../../services/infrastructure/realtime/live-views/live-view-runner.js';
import { waitUntil } from '../support/wait-until.js';
import { connect, editDeck, emitWithAck, readDeck } from './support/live-clients.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

type Ack = { ok: true; duplicate?: boolean; submittedAt?: string; elapsedMs?: number } | { ok: false; error: { statusCode: number; message: string } };

/** Node B's clock runs five minutes ahead of node A's (the wall clock); the quiz runs on node A's. */
const SKEW_MS = 5 * 60_000;
const TIME_LIMIT_SECONDS = 60;

describe('Quiz deadlines on two nodes whose clocks disagree', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'quiz-clock-'));
  let nodeA: TestApp;
  let nodeB: TestApp;
  let urlB: string;
  let phone: Socket | undefined;
  beforeAll(async () => {
    nodeA = await startTestApp({ DEFAULT_PLAN: 'pro', NODE_ID: 'node-a' }, { dataDir });
    nodeB = await startTestApp({ DEFAULT_PLAN: 'pro', NODE_ID: 'node-b' }, { dataDir, clock: { now: () => new Date(Date.now() + SKEW_MS) } });
    urlB = await nodeB.listen();
  });
  afterAll(async () => {
    phone?.disconnect();
    await nodeB.close();
    await nodeA.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes an answer in time on the node running ahead, timed from the question start, and that node does not end the question early', async () => {
    const presenter = await registerPresenter(nodeA.http);
    const auth = bearer(presenter.token);
    const presentation = (await nodeA.http.post('/api/presentation').set(auth).send({ name: 'Clock quiz' }).expect(201)).body as { id: string; accessCode: string };
    await editDeck(nodeA, presenter.user.id, {
      type: 'AddSlide',
      data: {
        presentationId: presentation.id,
        type: 'pickAnswer',
        fields: { title: 'Two plus two?', timeLimit: TIME_LIMIT_SECONDS },
        options: [{ title: '4', correct: true }, { title: '5' }],
      },
    });
    const slide = (await readDeck(nodeA, presentation.id)).slides[0]!;
    const correct = slide.options.find((option) => option.title === '4')!.id;
    await nodeA.http.put(`/api/presentation/update-next-slide/${presentation.id}`).set(auth).send({ activeSlide: slide.id }).expect(200);
    const joined = await nodeB.http.post('/api/audience/join').send({ accessCode: presentation.accessCode, name: 'Ahead' }).expect(200);
    phone = connect(urlB, joined.body.token as string);

    const stateOn = async (node: TestApp) => (await node.http.get(`/api/quiz/${presentation.id}/state`).set(auth).expect(200)).body as QuizStatePayload;
    await waitUntil(async () => (await stateOn(nodeA)).stage === 'lobby');
    await nodeA.http.post(`/api/quiz/${presentation.id}/start`).set(auth).expect(200);
    await nodeA.http.post(`/api/quiz/${presentation.id}/continue`).set(auth).expect(200);
    let asked: QuizStatePayload | undefined;
    await waitUntil(async () => (asked = await stateOn(nodeA)).stage === 'question');
    await waitUntil(() => nodeB.app.get(LiveViewRunner).caughtUpWithLog());
    // On node B's own clock the question closed minutes ago; on the session's it has just begun.
    expect(Date.parse(asked!.question!.closesAt)).toBeLessThan(Date.now() + SKEW_MS);
    expect((await stateOn(nodeB)).stage).toBe('question');

    const ack = await emitWithAck<Ack>(phone, 'answer:submit', { answerId: randomUUID(), slideId: slide.id, value: { kind: 'choice', optionIds: [correct] } });
    expect(ack).toMatchObject({ ok: true, duplicate: false });
    const { elapsedMs } = ack as { elapsedMs: number };
    expect(elapsedMs).toBeGreaterThanOrEqual(0);
    expect(elapsedMs).toBeLessThan(TIME_LIMIT_SECONDS * 1000);
    // Everyone joined has answered, so the question ends now, for that reason, not at a time limit.
    let ended: QuizStatePayload | undefined;
    await waitUntil(async () => (ended = await stateOn(nodeA)).stage === 'result');
    expect(ended!.ended!.reason).toBe('everyoneAnswered');
  });
});
