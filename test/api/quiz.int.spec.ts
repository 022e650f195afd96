import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import type { DeckSlide } from '../../contracts/deck/read-model.js';
import { QUIZ_MESSAGES } from '../../contracts/quiz/constants.js';
import type { LeaderboardPayload } from '../../contracts/quiz/leaderboard.js';
import type { QuizPlay } from '../../contracts/quiz/question.js';
import type { QuizFeedback, QuizResultPayload, QuizStatePayload } from '../../contracts/quiz/socket-protocol.js';
import { leaderboardProjection } from '../../projections/leaderboard/leaderboard.projection.js';
import { presentLeaderboard } from '../../projections/leaderboard/present-leaderboard.js';
import type { LeaderboardDocument } from '../../projections/leaderboard/leaderboard.document.js';
import { joinLeaderboardParts } from '../../projections/leaderboard/leaderboard-parts.js';
import type { EventStore, EventSubscription, SubscribeOptions } from '../../services/infrastructure/event-store/event-store.port.js';
import { ProjectionRunner } from '../../services/infrastructure/projections/projection-runner.js';
import { versionedCollection } from '../../services/infrastructure/projections/projection-names.js';
import { rebuildProjection } from '../../services/infrastructure/projections/rebuild-projection.js';
import { LeaderboardService } from '../../services/quiz/application/leaderboard.service.js';
import {
  refStandings,
  refTeams,
  type RefAnswer,
  type RefAnswers,
  type RefAward,
  type RefKey,
  type RefPlayer,
  type RefQuestion,
} from './quiz-reference-scorer.js';
import { waitUntil } from '../support/wait-until.js';
import { connect, editDeck, emitWithAck, readDeck } from './support/live-clients.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

type Ack = { ok: true; duplicate?: boolean; submittedAt?: string; elapsedMs?: number } | { ok: false; error: { statusCode: number; message: string } };

const PLAYERS = 100;
const QUIZ_EVENTS = ['quiz:state', 'quiz:feedback', 'quiz:result', 'leaderboard:updated', 'quiz:progress'];

/** A small deterministic generator, so a failure can be replayed exactly. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}
const random = seededRandom(6);
const pickOne = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const shuffled = <T>(items: readonly T[]): T[] => items.map((item) => ({ item, key: random() })).sort((a, b) => a.key - b.key).map(({ item }) => item);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The event store, except that subscriptions deliver nothing until `held` resolves. */
function heldBack(eventStore: EventStore, held: Promise<void>): EventStore {
  return Object.create(eventStore, {
    subscribeAll: {
      value: (fromPosition: number, options?: SubscribeOptions): EventSubscription => {
        const subscription = eventStore.subscribeAll(fromPosition, options);
        return {
          close: () => subscription.close(),
          async *[Symbol.asyncIterator]() {
            await held;
            yield* subscription;
          },
        };
      },
    },
  }) as EventStore;
}

/** Every message a socket received, by event; waits look at what already arrived first. */
class Inbox {
  private readonly messages = new Map<string, unknown[]>();
  private readonly waiters = new Set<{ event: string; test: (payload: unknown) => boolean; resolve: (payload: unknown) => void }>();

  constructor(readonly socket: Socket) {
    for (const event of QUIZ_EVENTS) {
      socket.on(event, (payload: unknown) => {
        this.messages.set(event, [...(this.messages.get(event) ?? []), payload]);
        for (const waiter of [...this.waiters]) {
          if (waiter.event === event && waiter.test(payload)) {
            this.waiters.delete(waiter);
            waiter.resolve(payload);
          }
        }
      });
    }
  }

  all<T>(event: string): T[] {
    return (this.messages.get(event) ?? []) as T[];
  }

  /** The latest matching message, or the next one: however long it takes (a hang meets the test's timeout). */
  waitFor<T>(event: string, test: (payload: T) => boolean = () => true): Promise<T> {
    const seen = this.all<T>(event).filter(test).at(-1);
    if (seen !== undefined) return Promise.resolve(seen);
    return new Promise<T>((resolve) => {
      this.waiters.add({ event, test: test as (payload: unknown) => boolean, resolve: (payload: unknown) => resolve(payload as T) });
    });
  }
}

interface Player extends RefPlayer {
  inbox: Inbox;
}

describe('A quiz played by 100 real sockets (issue 6)', () => {
  let t: TestApp;
  let baseUrl: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startTestApp({ DEFAULT_PLAN: 'pro' });
    baseUrl = await t.listen();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  it('scores a 5-question quiz of mixed types exactly as an independent reading of the rules does, and a replay rebuilds it', async () => {
    // --- A pro presenter's deck: five quiz questions of different types, leaderboards between them.
    const presenter = await registerPresenter(t.http);
    const auth = bearer(presenter.token);
    const ownerId = presenter.user.id;
    const presentation = (await t.http.post('/api/presentation').set(auth).send({ name: 'Pub quiz' }).expect(201)).body as { id: string; accessCode: string };
    const presentationId = presentation.id;
    const edit = (command: Parameters<typeof editDeck>[2]) => editDeck(t, ownerId, command);
    // Teams fill to their size one after another (SCORING.md rule 9): 50 leaves room in team 1 for everyone who picks
    // it after the people assigned there, so every pick is honoured.
    await edit({
      type: 'UpdatePresentationSettings',
      data: {
        presentationId,
        settings: { teamPlay: true, teamCount: 4, teamSize: 50, teamScoringRule: 'total', manualRevealCorrectAnswers: true, enableQuizCountdown: true, isEnableQuizMusic: true },
      },
    });
    await edit({
      type: 'AddSlide',
      data: {
        presentationId,
        type: 'pickAnswer',
        fields: { title: 'Capital of France?', timeLimit: 20 },
        options: [{ title: 'Paris', correct: true }, { title: 'Rome' }, { title: 'Madrid' }, { title: 'Berlin' }],
      },
    });
    await edit({
      type: 'AddSlide',
      data: { presentationId, type: 'pickAnswer', slideType: 'typeAnswer', fields: { title: 'Largest US city?', timeLimit: 20, correctQuizTypeAnswer: 'New York', otherCorrectQuiz: ['NYC'] } },
    });
    const planets = ['Mercury', 'Venus', 'Earth', 'Mars'];
    await edit({ type: 'AddSlide', data: { presentationId, type: 'correctOrder', fields: { title: 'Planets from the sun', timeLimit: 20 }, options: planets.map((title) => ({ title })) } });
    const capitals: Record<string, string> = { France: 'Paris', Italy: 'Rome', Spain: 'Madrid' };
    await edit({ type: 'AddSlide', data: { presentationId, type: 'matchPairs', fields: { title: 'Match the capitals', timeLimit: 5 }, options: Object.keys(capitals).map((title) => ({ title })) } });
    const produce: Record<string, string> = { Apple: 'Fruit', Pear: 'Fruit', Cherry: 'Fruit', Leek: 'Vegetable', Carrot: 'Vegetable' };
    await edit({
      type: 'AddSlide',
      data: {
        presentationId,
        type: 'categorise',
        fields: {
          title: 'Fruit or vegetable?',
          timeLimit: 20,
          categories: [
            { value: 'Fruit', options: [{ value: 'Apple' }, { value: 'Pear' }, { value: 'Cherry' }] },
            { value: 'Vegetable', options: [{ value: 'Leek' }, { value: 'Carrot' }] },
          ],
        },
      },
    });
    await edit({ type: 'AddSlide', data: { presentationId, type: 'leaderboard' } });
    let deck = await readDeck(t, presentationId);
    const byTitle = (title: string) => deck.slides.find((slide) => slide.title === title)!;
    const matchSlide = byTitle('Match the capitals');
    await edit({
      type: 'PatchSlide',
      data: { presentationId, slideId: matchSlide.id, fields: { matchingQuestionOptions: matchSlide.options.map((option) => ({ optionId: option.id, title: capitals[option.title]!, image: null })) } },
    });
    deck = await readDeck(t, presentationId);
    const [q1, q2, q3, q4, q5] = ['Capital of France?', 'Largest US city?', 'Planets from the sun', 'Match the capitals', 'Fruit or vegetable?'].map(byTitle) as [DeckSlide, DeckSlide, DeckSlide, DeckSlide, DeckSlide];
    const leaderboards = deck.slides.filter((slide) => slide.type === 'leaderboard');
    expect(deck.slides.map((slide) => slide.id)).toEqual([q1.id, leaderboards[0]!.id, q2.id, leaderboards[1]!.id, q3.id, q4.id, q5.id, leaderboards[2]!.id]);

    const activate = async (slideId: string) =>
      (await t.http.put(`/api/presentation/update-next-slide/${presentationId}`).set(auth).send({ activeSlide: slideId }).expect(200)).body as { sessionId: string };

    // --- Presenting opens the first question's lobby (quizStatus 1).
    const { sessionId } = await activate(q1.id);
    const presenterSocket = connect(baseUrl, presenter.token);
    sockets.push(presenterSocket);
    const presenterInbox = new Inbox(presenterSocket);
    expect(await emitWithAck(presenterSocket, 'join-presenter', { room: `${presentationId}-presenter`, presenter: { id: ownerId, name: 'Quiz master' } })).toMatchObject({ ok: true });
    const presenterStep = async (event: 'quiz:start' | 'quiz:continue' | 'quiz:reveal') => {
      const ack = await emitWithAck<{ ok: boolean; state: QuizStatePayload }>(presenterSocket, event, { presentationId });
      expect(ack.ok).toBe(true);
      return ack.state;
    };
    // The lobby opens as the quiz follows the session's log, a moment after the slide is activated.
    let lobby: QuizStatePayload | undefined;
    await waitUntil(async () => {
      const response = await t.http.get(`/api/quiz/${presentationId}/state`).set(auth);
      lobby = response.body as QuizStatePayload;
      return response.status === 200 && lobby.slideId === q1.id;
    });
    expect(lobby).toMatchObject({ slideId: q1.id, stage: 'lobby', quizStatus: 1, continueQuiz: false, music: true, manualReveal: true, countdown: true });

    // --- 100 people join; four in five pick a team, the rest are assigned one.
    const entry = (await t.http.get(`/api/audience/presentation/${presentation.accessCode}`).expect(200)).body as { teams: { id: string }[] };
    expect(entry.teams.map((team) => team.id)).toEqual(['team-1', 'team-2', 'team-3', 'team-4']);
    const players: Player[] = await Promise.all(
      Array.from({ length: PLAYERS }, async (_, index) => {
        const chosen = index % 5 === 0 ? undefined : `team-${(index % 4) + 1}`;
        const join = await t.http.post('/api/audience/join').send({ accessCode: presentation.accessCode, name: `P${index}`, ...(chosen && { teamId: chosen }) }).expect(200);
        if (chosen) expect(join.body.teamId).toBe(chosen);
        const socket = connect(baseUrl, join.body.token as string);
        sockets.push(socket);
        const inbox = new Inbox(socket);
        await inbox.waitFor<QuizStatePayload>('quiz:state', (state) => state.stage === 'lobby');
        return { audienceId: join.body.audienceId as string, name: `P${index}`, teamId: join.body.teamId as string, inbox };
      }),
    );
    expect(players.every((player) => /^team-[1-4]$/.test(player.teamId ?? ''))).toBe(true);

    // --- What the test knows, and records as it plays.
    const asked: RefQuestion[] = [];
    const answers: RefAnswers = {};
    const awards: RefAward[] = [];

    /** Waits until every socket shows the question; returns what they were shown. */
    const questionShown = async (slideId: string): Promise<QuizPlay> => {
      const states = await Promise.all(players.map((player) => player.inbox.waitFor<QuizStatePayload>('quiz:state', (state) => state.slideId === slideId && state.stage === 'question')));
      const play = states[0]!.question!.play;
      // Everybody saw the same question, and nothing in it says which answer is right.
      expect(states.every((state) => JSON.stringify(state.question!.play) === JSON.stringify(play))).toBe(true);
      expect(JSON.stringify(states[0])).not.toMatch(/"key"|"correct"|"accepted"/);
      return play;
    };

    /**
     * Sends answers at staggered moments; records each with the elapsed time the server acked. On a question
     * that may close first (its time limit is short), an answer that arrives too late is refused and left out,
     * as the server leaves it out: the checks hold whichever answers made it in time.
     */
    const answer = async (slideId: string, who: readonly Player[], valueFor: (player: Player) => RefAnswer, mayCloseFirst = false) => {
      answers[slideId] ??= {};
      await Promise.all(
        who.map(async (player) => {
          await sleep(Math.floor(random() * 800));
          const value = valueFor(player);
          const payload = { answerId: randomUUID(), slideId, value };
          const ack = await emitWithAck<Ack>(player.inbox.socket, 'answer:submit', payload);
          if (!ack.ok && mayCloseFirst && ack.error.message === QUIZ_MESSAGES.timeUp) return;
          if (!ack.ok) throw new Error(`Answer refused: ${ack.error.message}`);
          expect(ack).toMatchObject({ duplicate: false, submittedAt: expect.any(String) });
          answers[slideId]![player.audienceId] = { value, elapsedMs: ack.elapsedMs! };
        }),
      );
    };

    /** The presenter reveals; every player's feedback must match the independent reading of the rules. */
    const revealAndCheckFeedback = async (slideId: string) => {
      await presenterInbox.waitFor<QuizStatePayload>('quiz:state', (state) => state.slideId === slideId && state.stage === 'result');
      const revealed = await presenterStep('quiz:reveal');
      expect(revealed).toMatchObject({ slideId, stage: 'result', revealed: true });
      const expected = new Map(refStandings(asked, players, answers, awards).map((row) => [row.audienceId, row]));
      const feedback = await Promise.all(players.map((player) => player.inbox.waitFor<QuizFeedback>('quiz:feedback', (message) => message.slideId === slideId)));
      for (const [index, message] of feedback.entries()) {
        const player = players[index]!;
        const row = expected.get(player.audienceId)!;
        const mine = row.perQuestion[slideId];
        expect({ who: player.name, points: message.points, correct: message.correct, streak: message.streak, totalPoint: message.totalPoint, rank: message.rank, elapsedMs: message.elapsedMs }).toEqual({
          who: player.name,
          points: mine?.points ?? 0,
          correct: mine?.correct ?? false,
          streak: row.streak,
          totalPoint: row.total,
          rank: row.place,
          elapsedMs: answers[slideId]?.[player.audienceId]?.elapsedMs ?? null,
        });
      }
      const result = await players[0]!.inbox.waitFor<QuizResultPayload>('quiz:result', (message) => message.slideId === slideId);
      const respondents = Object.keys(answers[slideId] ?? {}).length;
      const correctCount = [...expected.values()].filter((row) => row.perQuestion[slideId]?.correct).length;
      expect(result).toMatchObject({ slideId, respondents, correctCount, correctRate: respondents === 0 ? 0 : Math.floor((100 * correctCount) / respondents) });
      // A presenter screen reloaded on the result stage reads the same result over HTTP.
      const reread = await t.http.get(`/api/quiz/${presentationId}/result/${slideId}`).set(auth).expect(200);
      expect(reread.body).toEqual(result);
    };

    // --- Q1 pick answer: start (rule), continue (5-second countdown run by the server), everybody answers.
    expect(await presenterStep('quiz:start')).toMatchObject({ stage: 'rule', continueQuiz: true });
    const countdown = await presenterStep('quiz:continue');
    expect(countdown).toMatchObject({ stage: 'countdown' });
    expect(Date.parse(countdown.countdownEndsAt!) - Date.parse(countdown.since!)).toBe(5_000);
    const play1 = await questionShown(q1.id);
    const paris = q1.options.find((option) => option.title === 'Paris')!.id;
    expect(play1).toMatchObject({ kind: 'choice', multiple: false });
    asked.push({ slideId: q1.id, timeLimitSeconds: 20, key: { kind: 'choice', correct: [paris] } });
    await answer(q1.id, players, () => ({ kind: 'choice', optionIds: [random() < 0.7 ? paris : pickOne(q1.options.filter((option) => option.id !== paris)).id] }));
    // Everyone joined has answered and nobody else is online: the question ends early (spec doc 2 §4).
    const ended1 = await presenterInbox.waitFor<QuizStatePayload>('quiz:state', (state) => state.slideId === q1.id && state.ended !== null);
    expect(ended1.ended!.reason).toBe('everyoneAnswered');
    const late = await emitWithAck<Ack>(players[0]!.inbox.socket, 'answer:submit', { answerId: randomUUID(), slideId: q1.id, value: { kind: 'choice', optionIds: [paris] } });
    expect(late).toMatchObject({ ok: false, error: { statusCode: 422 } });
    await revealAndCheckFeedback(q1.id);

    // --- The leaderboard slide between questions: the audience sees it too.
    await activate(leaderboards[0]!.id);
    const shown = await players[1]!.inbox.waitFor<LeaderboardPayload>('leaderboard:updated', (board) => board.questions === 1);
    expect(shown.audiences).toHaveLength(10);
    // Phones see names (as the presenter's slide does) but never anyone's audience id.
    const boardJson = JSON.stringify(shown);
    expect(players.filter((player) => boardJson.includes(player.audienceId))).toEqual([]);

    // --- Q2 type answer: the quiz continues, so its countdown starts at once; the presenter skips it.
    await activate(q2.id);
    await presenterInbox.waitFor<QuizStatePayload>('quiz:state', (state) => state.slideId === q2.id && state.stage === 'countdown');
    await presenterStep('quiz:continue');
    expect(await questionShown(q2.id)).toEqual({ kind: 'typed' });
    asked.push({ slideId: q2.id, timeLimitSeconds: 20, key: { kind: 'typed', accepted: ['New York', 'NYC', 'Big Apple'] } });
    const typedAnswers = ['New York', ' new  york ', 'NYC', 'nyc', 'Big Apple', 'big apple', 'New-York', 'Boston'];
    await answer(q2.id, players.slice(0, 60), () => ({ kind: 'typed', text: pickOne(typedAnswers) }));
    // The presenter accepts an answer live: the ones already given are rescored.
    const accepted = await t.http.post(`/api/quiz-type-answer/${q2.id}/accept`).set(auth).send({ presentationId, text: 'BIG apple' }).expect(200);
    expect(accepted.body.accepted).toEqual(['New York', 'NYC', 'BIG apple']);
    await answer(q2.id, players.slice(60), () => ({ kind: 'typed', text: pickOne(typedAnswers) }));
    await revealAndCheckFeedback(q2.id);

    // Manual points between questions: old points by the time the next question ends.
    await t.http.post('/api/score').set(auth).send({ presentationId, slideId: leaderboards[1]!.id, audienceId: players[7]!.audienceId, point: 200 }).expect(200);
    awards.push({ audienceId: players[7]!.audienceId, teamId: null, points: 200, questionsEndedBefore: 2 });

    // --- Q3 correct order: shuffled for the audience.
    await activate(leaderboards[1]!.id);
    await activate(q3.id);
    await presenterInbox.waitFor<QuizStatePayload>('quiz:state', (state) => state.slideId === q3.id && state.stage === 'countdown');
    await presenterStep('quiz:continue');
    const play3 = await questionShown(q3.id);
    const order = q3.options.map((option) => option.id);
    if (play3.kind !== 'order') throw new Error('order question expected');
    expect(play3.items.map((item) => item.id)).not.toEqual(order);
    asked.push({ slideId: q3.id, timeLimitSeconds: 20, key: { kind: 'order', order } });
    await answer(q3.id, players, () => ({ kind: 'order', optionIds: random() < 0.3 ? [...order] : shuffled(order) }));
    await revealAndCheckFeedback(q3.id);

    // --- Backwards: the asked question shows its result again and the continue flag is cancelled.
    await activate(q2.id);
    const back = await presenterInbox.waitFor<QuizStatePayload>('quiz:state', (state) => state.slideId === q2.id && state.stage === 'result' && !state.continueQuiz);
    expect(back).toMatchObject({ revealed: true, question: { number: 2 } });
    // ... so the next new question opens at its lobby again.
    await activate(q4.id);
    await presenterInbox.waitFor<QuizStatePayload>('quiz:state', (state) => state.slideId === q4.id && state.stage === 'lobby');
    await presenterStep('quiz:start');
    await presenterStep('quiz:continue');
    await presenterStep('quiz:continue');

    // --- Q4 match pairs, 5 seconds: ten people never answer, so the time limit ends it.
    const play4 = await questionShown(q4.id);
    if (play4.kind !== 'pairs') throw new Error('pairs question expected');
    const rightByTitle = new Map(play4.right.map((item) => [item.title, item.id]));
    const pairsKey: RefKey = { kind: 'pairs', pairs: Object.fromEntries(q4.options.map((option) => [option.id, rightByTitle.get(capitals[option.title]!)!])) };
    asked.push({ slideId: q4.id, timeLimitSeconds: 5, key: pairsKey });
    await answer(q4.id, players.slice(10), () => {
      const lefts = play4.left.map((item) => item.id);
      const rights = shuffled(play4.right.map((item) => item.id));
      const matched = lefts.slice(0, random() < 0.2 ? 2 : 3);
      return { kind: 'pairs', pairs: Object.fromEntries(matched.map((left, index) => [left, rights[index]!])) };
    }, true);
    const ended4 = await presenterInbox.waitFor<QuizStatePayload>('quiz:state', (state) => state.slideId === q4.id && state.ended !== null);
    expect(ended4.ended!.reason).toBe('timeUp');
    await revealAndCheckFeedback(q4.id);

    // --- Q5 categorise.
    await activate(q5.id);
    await presenterInbox.waitFor<QuizStatePayload>('quiz:state', (state) => state.slideId === q5.id && state.stage === 'countdown');
    await presenterStep('quiz:continue');
    const play5 = await questionShown(q5.id);
    if (play5.kind !== 'categories') throw new Error('categories question expected');
    const categoryId = new Map(play5.categories.map((category) => [category.title, category.id]));
    asked.push({
      slideId: q5.id,
      timeLimitSeconds: 20,
      key: { kind: 'categories', items: Object.fromEntries(play5.items.map((item) => [item.id, categoryId.get(produce[item.title]!)!])) },
    });
    await answer(q5.id, players, () => ({
      kind: 'categories',
      items: Object.fromEntries(play5.items.map((item) => [item.id, random() < 0.75 ? categoryId.get(produce[item.title]!)! : pickOne(play5.categories).id])),
    }));
    await revealAndCheckFeedback(q5.id);

    // --- Manual points after the last question: new points, not old ones.
    await t.http.post('/api/score').set(auth).send({ presentationId, slideId: leaderboards[2]!.id, audienceId: players[3]!.audienceId, point: 300 }).expect(200);
    await t.http.post('/api/score').set(auth).send({ presentationId, slideId: leaderboards[2]!.id, teamId: 'team-2', point: 150 }).expect(200);
    awards.push({ audienceId: players[3]!.audienceId, teamId: null, points: 300, questionsEndedBefore: 5 });
    awards.push({ audienceId: null, teamId: 'team-2', points: 150, questionsEndedBefore: 5 });
    await t.http.post('/api/score').set(auth).send({ presentationId, slideId: q1.id, audienceId: players[3]!.audienceId, teamId: 'team-1', point: 5 }).expect(400);
    await t.http.post('/api/score').set(auth).send({ presentationId, slideId: q1.id, audienceId: randomUUID(), point: 5 }).expect(404);

    // --- The final leaderboard equals the independent computation from the answers and their acked times.
    await activate(leaderboards[2]!.id);
    const expected = refStandings(asked, players, answers, awards);
    const expectedTeams = refTeams(expected, awards, asked.length);
    const runner = t.app.get(ProjectionRunner);
    await t.caughtUp();
    const final = (await t.http.get(`/api/latest-leaderboard/${presentationId}?limit=1000`).set(auth).expect(200)).body as LeaderboardPayload;
    expect(final).toMatchObject({ sessionId, presentationId, isVisible: true, teamPlay: true, teamScoringRule: 'total', questions: 5, total: PLAYERS });
    expect(final.audiences.map(({ a, n, t: team, tp, op, i, oi, cc, cr, s, ls }) => ({ a, n, t: team, tp, op, i, oi, cc, cr, s, ls }))).toEqual(
      expected.map((row) => ({
        a: row.audienceId,
        n: row.name,
        t: row.teamId,
        tp: row.total,
        op: row.old,
        i: row.place,
        oi: row.oldPlace,
        cc: row.correct,
        cr: Math.floor((100 * row.correct) / 5),
        s: row.streak,
        ls: row.longest,
      })),
    );
    expect(Object.fromEntries(final.teams.map((team) => [team.t, { totalPoint: team.totalPoint, oldPoint: team.oldPoint, m: team.m }]))).toEqual(
      Object.fromEntries([...expectedTeams].map(([teamId, team]) => [teamId, { totalPoint: team.total, oldPoint: team.old, m: team.members }])),
    );
    // Sanity: the game was not degenerate.
    expect(new Set(expected.map((row) => row.total)).size).toBeGreaterThan(50);
    expect(expected.some((row) => row.longest >= 2)).toBe(true);

    const top = (await t.http.get(`/api/leaderboards/${sessionId}/top?limit=3`).set(auth).expect(200)).body as LeaderboardPayload;
    expect(top.audiences).toEqual(final.audiences.slice(0, 3));

    // The visibility toggle.
    expect((await t.http.put(`/api/leaderboards/${presentationId}`).set(auth).send({ isVisible: false }).expect(200)).body).toEqual({ isVisible: false });
    expect((await t.http.get(`/api/leaderboards/${presentationId}`).set(auth).expect(200)).body).toEqual({ isVisible: false });

    // --- Replaying the log rebuilds exactly the leaderboard the live run folded in memory.
    await t.caughtUp();
    const live = await t.app.get(LeaderboardService).document(sessionId);
    const { eventStore, readStore } = t.storage;
    await rebuildProjection(eventStore, readStore, leaderboardProjection as never);
    const current = versionedCollection(leaderboardProjection.name, leaderboardProjection.version);
    const rebuilt = joinLeaderboardParts(await readStore.find<LeaderboardDocument>(current, { where: { sessionId } }));
    expect(rebuilt).toEqual(live);
    expect(presentLeaderboard(rebuilt!, 1000).audiences).toEqual(final.audiences);

    // --- A release that changes the leaderboard's version: the previous version keeps serving while this one is
    // built beside it from the log (blue/green), and this one replaces it once it has caught up.
    await runner.stop();
    // What the previous release served (its collection, active), and none of this version's collection.
    const previous = versionedCollection(leaderboardProjection.name, leaderboardProjection.version - 1);
    await rebuildProjection(eventStore, readStore, { ...leaderboardProjection, version: leaderboardProjection.version - 1 } as never);
    await readStore.dropCollection(current);
    await readStore.deleteCheckpoint(current);
    let letThrough = () => undefined as void;
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    const release = new ProjectionRunner(heldBack(eventStore, held), readStore, [leaderboardProjection as never]);
    await release.start();
    expect(release.collectionOf(leaderboardProjection.name)).toBe(previous);
    letThrough();
    await waitUntil(() => release.collectionOf(leaderboardProjection.name) === current);
    expect(await readStore.count(previous)).toBe(0);
    expect(joinLeaderboardParts(await readStore.find<LeaderboardDocument>(current, { where: { sessionId } }))).toEqual(live);
    await release.stop();
  });
});
