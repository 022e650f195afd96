import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { QuizStatePayload } from '../../contracts/quiz/socket-protocol.js';
import { createApp } from '../../services/bootstrap/create-app.js';
import { loadConfig } from '../../services/infrastructure/config/app-config.js';
import { editDeck, readDeck } from './support/live-clients.js';
import { waitUntil } from '../support/wait-until.js';
import { bearer, registerPresenter, type TestApp } from './support/test-app.js';
import { STORAGE } from '../../services/infrastructure/infrastructure.module.js';
import type { Storage } from '../../services/infrastructure/storage-factory.js';

/** The quiz's deadlines live in its events: a restarted server takes the due steps and schedules the rest. */
describe('Quiz timers across a restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'liveslides-quiz-restart-'));
  const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789', DEFAULT_PLAN: 'pro' });
  let app: NestExpressApplication | undefined;

  async function start(): Promise<Pick<TestApp, 'app' | 'http' | 'storage'>> {
    app = await createApp(config, { serveClient: false, logger: false });
    await app.init();
    return { app, http: request(app.getHttpServer()), storage: app.get<Storage>(STORAGE) };
  }
  async function stop(): Promise<void> {
    await app?.close();
    app = undefined;
  }
  afterAll(async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function waitForState(http: TestApp['http'], token: string, presentationId: string, test: (state: QuizStatePayload) => boolean) {
    let state: QuizStatePayload | undefined;
    await waitUntil(async () => test((state = (await http.get(`/api/quiz/${presentationId}/state`).set(bearer(token)).expect(200)).body as QuizStatePayload)));
    return state!;
  }

  it('begins a question whose countdown ended while the server was down, and ends it at its time limit after another restart', async () => {
    let t = await start();
    const presenter = await registerPresenter(t.http);
    const presentationId = (await t.http.post('/api/presentation').set(bearer(presenter.token)).send({ name: 'Restart quiz' }).expect(201)).body.id as string;
    const testApp = t as TestApp;
    await editDeck(testApp, presenter.user.id, {
      type: 'AddSlide',
      data: { presentationId, type: 'pickAnswer', fields: { title: 'Two plus two?', timeLimit: 5 }, options: [{ title: '4', correct: true }, { title: '5' }] },
    });
    const slideId = (await readDeck(testApp, presentationId)).slides[0]!.id;
    await t.http.put(`/api/presentation/update-next-slide/${presentationId}`).set(bearer(presenter.token)).send({ activeSlide: slideId }).expect(200);
    await waitForState(t.http, presenter.token, presentationId, (state) => state.stage === 'lobby');
    await t.http.post(`/api/quiz/${presentationId}/start`).set(bearer(presenter.token)).expect(200);
    const countdown = (await t.http.post(`/api/quiz/${presentationId}/continue`).set(bearer(presenter.token)).expect(200)).body as QuizStatePayload;
    expect(countdown.stage).toBe('countdown');

    // Down through the end of the countdown: no timer survives in memory.
    await stop();
    await waitUntil(() => Date.now() > Date.parse(countdown.countdownEndsAt!));
    t = await start();
    const asked = await waitForState(t.http, presenter.token, presentationId, (state) => state.stage === 'question');
    expect(Date.parse(asked.question!.startedAt)).toBeGreaterThanOrEqual(Date.parse(countdown.countdownEndsAt!));

    // Down again while the question runs; the next start ends it at its closing time, not before.
    await stop();
    t = await start();
    const result = await waitForState(t.http, presenter.token, presentationId, (state) => state.stage === 'result');
    expect(result.ended!.reason).toBe('timeUp');
    expect(Date.parse(result.ended!.at)).toBeGreaterThanOrEqual(Date.parse(asked.question!.closesAt));
    expect(result.question).toMatchObject({ number: 1, startedAt: asked.question!.startedAt });
  });
});
