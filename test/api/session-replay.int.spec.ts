import { randomUUID } from 'node:crypto';
import type { PresenterSnapshot } from '../../contracts/live/socket-protocol.js';
import type { LeaderboardPayload } from '../../contracts/quiz/leaderboard.js';
import { REPLAY_LEADERBOARD_LIMIT, type ReplayFrame, type ReplayTimeline } from '../../contracts/replay/replay.js';
import { sessionEventLineSchema } from '../../contracts/replay/session-events-ndjson.js';
import { EVENT_STORE, type EventStore } from '../../services/infrastructure/event-store/event-store.port.js';
import { LiveEventFeed } from '../../services/infrastructure/realtime/live-event-feed.js';
import { seededRandom } from '../load/support/seeded-random.js';
import { waitUntil } from '../support/wait-until.js';
import { connect, emitWithAck } from './support/live-clients.js';
import { joinPhone, presented, type Ack, type Phone } from './support/presented-deck.js';
import { suiteServer } from './support/suite-server.js';
import { bearer, registerPresenter } from './support/test-app.js';

const PHONES = 50;
const MOMENTS = 20;
/** Half the room answers the open question: a slide not everyone answered. */
const OPEN_ANSWERS = PHONES / 2;

/** What the presenter's live screens showed at one moment, and the log position they showed it at. */
interface Recorded {
  readonly position: number;
  readonly live: PresenterSnapshot;
  readonly leaderboard: LeaderboardPayload | null;
}

describe('Replay of a session (issue 23)', () => {
  const server = suiteServer({ DEFAULT_PLAN: 'pro' });

  it('shows at 20 random moments exactly what the live screens showed then, and downloads the session as NDJSON', async () => {
    const { t, baseUrl } = server;
    const random = seededRandom(23);
    const eventStore = t.app.get<EventStore>(EVENT_STORE);
    // The live views fold each batch of the feed as it comes, before this subscriber sees it.
    let delivered = 0;
    const feed = t.app.get(LiveEventFeed).batches$.subscribe((batch) => (delivered = batch.at(-1)?.position ?? delivered));

    const live = await presented(server, { teamPlay: true, teamCount: 3, teamSize: 20, isReactionEnabled: true }, [
      { type: 'poll', title: 'Favourite season?', options: [{ title: 'Spring' }, { title: 'Summer' }, { title: 'Autumn' }] },
      { type: 'wordCloud', title: 'One word for today', fields: { entriesPerParticipant: 2 } },
      { type: 'openEnded', title: 'What should we change?' },
      { type: 'scale', title: 'Rate the talk', options: [{ title: 'Content' }, { title: 'Pace' }] },
      { type: 'pickAnswer', title: 'Capital of France?', fields: { timeLimit: 60 }, options: [{ title: 'Paris', correct: true }, { title: 'Rome' }, { title: 'Madrid' }] },
      { type: 'leaderboard', title: 'Standings' },
    ]);
    const [poll, cloud, open, scale, quiz, board] = live.slideIds as [string, string, string, string, string, string];
    const slide = (id: string) => live.deck.slides.find((candidate) => candidate.id === id)!;
    const presenter = connect(baseUrl, live.presenter.token);
    server.sockets.push(presenter);
    expect(await emitWithAck(presenter, 'join-presenter', { room: `${live.id}-presenter`, presenter: { id: live.presenter.user.id, name: 'Host' } })).toMatchObject({ ok: true });
    const phones: Phone[] = [];
    for (let index = 0; index < PHONES; index++) phones.push(await joinPhone(server, live, { name: `Person ${index}` }));

    // --- The script: each step is something a person does; 20 random steps are followed by a recording.
    const recorded: Recorded[] = [];
    const record = async (): Promise<void> => {
      for (;;) {
        const head = await eventStore.headPosition();
        await waitUntil(() => delivered >= head);
        const snapshot = (await t.http.get(`/api/live/presentation/${live.id}`).set(live.auth).expect(200)).body as PresenterSnapshot;
        const top = await t.http.get(`/api/leaderboards/${live.sessionId}/top`).query({ limit: REPLAY_LEADERBOARD_LIMIT }).set(live.auth);
        // A quiz timer may have written meanwhile: then this moment is taken again.
        if ((await eventStore.headPosition()) !== head) continue;
        recorded.push({ position: head, live: snapshot, leaderboard: top.status === 200 ? (top.body as LeaderboardPayload) : null });
        return;
      }
    };
    const steps: (() => Promise<void>)[] = [];
    const activate = (slideId: string) => steps.push(async () => void (await t.http.put(`/api/presentation/update-next-slide/${live.id}`).set(live.auth).send({ activeSlide: slideId }).expect(200)));
    const answer = (phone: Phone, slideId: string, value: unknown) =>
      steps.push(async () => expect(await emitWithAck<Ack>(phone.socket, 'answer:submit', { answerId: randomUUID(), slideId, value })).toMatchObject({ ok: true }));
    const react = (phone: Phone) => steps.push(async () => expect(await emitWithAck<Ack>(phone.socket, 'reaction:send', { reaction: random() < 0.5 ? 'heart' : 'like' })).toMatchObject({ ok: true }));
    const quizStep = (event: 'quiz:start' | 'quiz:continue') => steps.push(async () => expect(await emitWithAck(presenter, event, { presentationId: live.id })).toMatchObject({ ok: true }));
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const words = ['calm', 'busy', 'sunny', 'tired', 'great'];

    for (const phone of phones) answer(phone, poll, { kind: 'choice', optionIds: [pick(slide(poll).options).id] });
    react(phones[0]!);
    activate(cloud);
    for (const phone of phones) answer(phone, cloud, { kind: 'words', words: [pick(words)] });
    react(phones[1]!);
    activate(open);
    for (const phone of phones.slice(0, OPEN_ANSWERS)) answer(phone, open, { kind: 'text', text: `Idea ${Math.floor(random() * 1000)}` });
    activate(scale);
    for (const phone of phones) answer(phone, scale, { kind: 'rating', ratings: Object.fromEntries(slide(scale).options.map((option) => [option.id, 1 + Math.floor(random() * 5)])) });
    activate(quiz);
    // Start shows the rules, continue the countdown, which the presenter skips with another continue.
    steps.push(async () => waitUntil(async () => ((await t.http.get(`/api/quiz/${live.id}/state`).set(live.auth)).body as { slideId?: string }).slideId === quiz));
    quizStep('quiz:start');
    quizStep('quiz:continue');
    quizStep('quiz:continue');
    for (const phone of phones) answer(phone, quiz, { kind: 'choice', optionIds: [random() < 0.6 ? slide(quiz).options[0]!.id : pick(slide(quiz).options).id] });
    // Everyone answered: the question ends by itself.
    steps.push(async () => waitUntil(async () => ((await t.http.get(`/api/quiz/${live.id}/state`).set(live.auth)).body as { ended: unknown }).ended !== null));
    activate(board);
    react(phones[2]!);
    steps.push(async () => void (await t.http.post(`/api/presentation/${live.id}/stop-presenting`).set(live.auth).expect(200)));

    // The last moment is the last step before presenting stops: the presenter's live screen has no session after it.
    const lastLive = steps.length - 2;
    const moments = new Set<number>([lastLive]);
    while (moments.size < MOMENTS) moments.add(Math.floor(random() * lastLive));
    for (const [index, step] of steps.entries()) {
      await step();
      if (moments.has(index)) await record();
    }
    feed.unsubscribe();
    expect(recorded).toHaveLength(MOMENTS);
    // The recordings span the whole run: results of every activity and a leaderboard with the quiz in it.
    const end = recorded.at(-1)!;
    expect(Object.keys(end.live.results).sort()).toEqual([poll, cloud, open, scale, quiz].sort());
    expect(end.leaderboard).toMatchObject({ questions: 1, total: PHONES, teamPlay: true });

    // Moments that differ, or equality would prove little.
    expect(new Set(recorded.map((moment) => JSON.stringify([moment.live.results, moment.live.reactions, moment.leaderboard]))).size).toBeGreaterThan(MOMENTS / 2);

    // --- Replay at each recorded moment equals what the live screens showed.
    for (const moment of recorded) {
      const frame = (await t.http.get(`/api/replay/${live.sessionId}`).query({ position: moment.position }).set(live.auth).expect(200)).body as ReplayFrame;
      expect({ at: moment.position, activeSlideId: frame.activeSlideId, joined: frame.joined, results: frame.results, reactions: frame.reactions, leaderboard: frame.leaderboard }).toEqual({
        at: moment.position,
        activeSlideId: moment.live.activeSlideId,
        joined: moment.live.audience.joined,
        results: moment.live.results,
        reactions: moment.live.reactions,
        leaderboard: moment.leaderboard,
      });
    }
    const last = (await t.http.get(`/api/replay/${live.sessionId}`).set(live.auth).expect(200)).body as ReplayFrame;
    expect(last).toMatchObject({ status: 'stopped', joined: PHONES, results: end.live.results, leaderboard: end.leaderboard });
    expect(last.position).toBeGreaterThan(end.position);

    // --- The timeline marks each slide shown, in order, between the start and the end.
    const timeline = (await t.http.get(`/api/replay/${live.sessionId}/timeline`).set(live.auth).expect(200)).body as ReplayTimeline;
    expect(timeline.marks.filter((mark) => mark.kind === 'slide').map((mark) => mark.slideId)).toEqual([poll, cloud, open, scale, quiz, board]);
    expect(timeline.marks[0]!.kind).toBe('started');
    expect(timeline.marks.at(-1)!.kind).toBe('stopped');
    expect(timeline.marks.filter((mark) => mark.kind === 'quizQuestion').map((mark) => mark.title)).toEqual(['Capital of France?']);
    expect(timeline.positions.at(-1)).toBe(last.position);

    // --- The NDJSON download: every line valid against the documented schema, in log order, every answer in it.
    const download = await t.http.get(`/api/replay/${live.sessionId}/events`).set(live.auth).buffer(true).parse((response, done) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      response.on('end', () => done(null, text));
    });
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const lines = (download.body as string).trimEnd().split('\n').map((line) => sessionEventLineSchema.parse(JSON.parse(line)));
    expect(lines.map((line) => line.position)).toEqual(timeline.positions);
    expect(lines.filter((line) => line.type === 'AnswerSubmitted')).toHaveLength(PHONES * 4 + OPEN_ANSWERS);
    expect(lines.filter((line) => line.type === 'ReactionSent')).toHaveLength(3);
    expect(lines[0]!.type).toBe('SessionStarted');
    expect(lines.at(-1)!.type).toBe('SessionStopped');
    expect(new Set(lines.map((line) => line.stream.split('-')[0]))).toEqual(new Set(['session', 'admissions', 'participant']));
  });

  it('answers another presenter, and a session nobody ran, with 404', async () => {
    const { t } = server;
    const live = await presented(server, {}, [{ type: 'poll', title: 'Q', options: [{ title: 'A' }, { title: 'B' }] }]);
    const other = await registerPresenter(t.http);
    for (const path of [`/api/replay/${live.sessionId}`, `/api/replay/${live.sessionId}/timeline`, `/api/replay/${live.sessionId}/events`]) {
      await t.http.get(path).set(bearer(other.token)).expect(404);
      await t.http.get(path.replace(live.sessionId, randomUUID())).set(live.auth).expect(404);
    }
    await t.http.get(`/api/replay/${live.sessionId}`).query({ position: -1 }).set(live.auth).expect(400);
    expect((await t.http.get(`/api/replay/presentation/${live.id}/latest-session`).set(live.auth).expect(200)).body).toEqual({ sessionId: live.sessionId });
  });
});
