import type { ReportResponse, SessionListItem } from '../../contracts/reports/report.js';
import { replayInMemory } from '../../projections/projection.js';
import { sessionSummaryProjection } from '../../projections/report/session-summary.projection.js';
import { CLEAR_WHILE_LIVE_MESSAGE } from '../../services/live/domain/presenting.decider.js';
import { ProjectionRunner } from '../../services/infrastructure/projections/projection-runner.js';
import { once } from './support/live-clients.js';
import { answer, joinPhone, presented, presenterState } from './support/presented-deck.js';
import { suiteServer } from './support/suite-server.js';
import { bearer, registerPresenter } from './support/test-app.js';
import { waitUntil } from '../support/wait-until.js';

/**
 * Issue 26 "Ended sessions keep their results visible": after "End session", presenting again continues the last
 * session with its answers, until clear-slides makes the next run a new session; both stay in the reports' sessions.
 */
describe('Continuing the last session or starting a new one (issue 26)', () => {
  const server = suiteServer();

  it('ends a session keeping its answers, continues it when presented again, and starts a new one after clear-slides', async () => {
    const { t } = server;
    const live = await presented(server, {}, [{ type: 'poll', title: 'Lunch?', options: [{ title: 'Soup' }, { title: 'Salad' }] }]);
    const slideId = live.slideIds[0]!;
    const [soup, salad] = live.deck.slides[0]!.options.map((option) => option.id);
    const respondents = async () => (await presenterState(server, live)).results[slideId]?.respondents ?? 0;

    const ada = await joinPhone(server, live, { name: 'Ada' });
    expect(await answer(ada, slideId, { kind: 'choice', optionIds: [soup] })).toMatchObject({ ok: true });
    await waitUntil(async () => (await respondents()) === 1);

    // End session: nothing is live, and the ended session is the one presenting again would continue.
    expect((await t.http.post(`/api/presentation/${live.id}/stop-presenting`).set(live.auth).expect(200)).body).toEqual({ sessionId: live.sessionId });
    expect(await presenterState(server, live)).toMatchObject({ sessionId: null, lastSessionId: live.sessionId });
    await t.caughtUp();
    const ended = (await t.http.get(`/api/presenting-sessions/snapshots/${live.sessionId}`).set(live.auth).expect(200)).body as SessionListItem;
    expect(ended).toMatchObject({ hasResults: true, responses: 1, stoppedAt: expect.any(String) });

    // Presenting again continues it: the same session, Ada's answer still counted, a new answer added to it; Ada's
    // phone, still on the ended screen, gets the live slide back.
    const backLive = once<{ slide: { id: string } }>(ada.socket, 'slide:activated');
    const continued = await t.http.put(`/api/presentation/update-next-slide/${live.id}`).set(live.auth).send({ activeSlide: slideId }).expect(200);
    expect(continued.body.sessionId).toBe(live.sessionId);
    expect(await respondents()).toBe(1);
    expect((await backLive).slide.id).toBe(slideId);
    const grace = await joinPhone(server, live, { name: 'Grace' });
    expect(await answer(grace, slideId, { kind: 'choice', optionIds: [salad] })).toMatchObject({ ok: true });
    await waitUntil(async () => (await respondents()) === 2);
    await t.caughtUp();
    expect((await t.http.get(`/api/presenting-sessions/snapshots/${live.sessionId}`).set(live.auth).expect(200)).body).toMatchObject({ stoppedAt: null, responses: 2 });

    // clear-slides waits for the live session to end, so its audience is told.
    const refused = await t.http.post('/api/slide/clear-slides/').set(live.auth).send({ presentationId: live.id }).expect(422);
    expect(refused.body.message).toBe(CLEAR_WHILE_LIVE_MESSAGE);
    await t.http.post(`/api/presentation/${live.id}/stop-presenting`).set(live.auth).expect(200);

    // Someone else's presentation answers as an unknown one; the owner's clear makes the next run a new session.
    await t.http.post('/api/slide/clear-slides/').set(bearer((await registerPresenter(t.http)).token)).send({ presentationId: live.id }).expect(404);
    expect((await t.http.post('/api/slide/clear-slides/').set(live.auth).send({ presentationId: live.id }).expect(200)).body).toEqual({ clearedSessionId: live.sessionId });
    expect((await t.http.post('/api/slide/clear-slides/').set(live.auth).send({ presentationId: live.id }).expect(200)).body).toEqual({ clearedSessionId: null });
    expect((await presenterState(server, live)).lastSessionId).toBeUndefined();
    const fresh = await t.http.put(`/api/presentation/update-next-slide/${live.id}`).set(live.auth).send({ activeSlide: slideId }).expect(200);
    expect(fresh.body.sessionId).not.toBe(live.sessionId);
    expect(await presenterState(server, live)).toMatchObject({ sessionId: fresh.body.sessionId, results: {} });

    // Both runs are in the session list, the first with both answers, and its report still shows them.
    await t.caughtUp();
    const listed = (await t.http.get(`/api/presenting-sessions/snapshots?masterPresentationId=${live.id}`).set(live.auth).expect(200)).body.sessions as SessionListItem[];
    expect(listed.map((session) => [session.sessionId, session.responses])).toEqual([
      [fresh.body.sessionId, 0],
      [live.sessionId, 2],
    ]);
    const picked = (await t.http.get(`/api/report/${live.id}?sessionId=${live.sessionId}`).set(live.auth).expect(200)).body as ReportResponse;
    expect(picked.sessions.map((session) => session.sessionId)).toEqual([fresh.body.sessionId, live.sessionId]);
    expect(picked.report?.slides.find((slide) => slide.slideId === slideId)?.responseCount).toBe(2);

    // The session list (stopped, resumed, stopped) rebuilds from the log equal.
    const log = await t.storage.eventStore.readAll(0, 1_000_000);
    const rebuilt = replayInMemory(sessionSummaryProjection, log);
    const stored = await t.storage.readStore.find(t.app.get(ProjectionRunner).collectionOf(sessionSummaryProjection.name));
    expect(new Map(stored.map((document) => [document.id, document]))).toEqual(rebuilt);
  });
});
