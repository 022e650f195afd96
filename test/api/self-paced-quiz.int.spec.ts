import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import type { DeckSlide } from '../../contracts/deck/read-model.js';
import type { PacedSlide, PacingProgress } from '../../contracts/live/pacing.js';
import { QUIZ_MESSAGES } from '../../contracts/quiz/constants.js';
import type { QuizFeedback } from '../../contracts/quiz/socket-protocol.js';
import type { LeaderboardDocument } from '../../projections/leaderboard/leaderboard.document.js';
import { joinLeaderboardParts } from '../../projections/leaderboard/leaderboard-parts.js';
import { leaderboardProjection } from '../../projections/leaderboard/leaderboard.projection.js';
import { versionedCollection } from '../../services/infrastructure/projections/projection-names.js';
import { rebuildProjection } from '../../services/infrastructure/projections/rebuild-projection.js';
import { LeaderboardService } from '../../services/quiz/application/leaderboard.service.js';
import { refStandings, type RefAnswer, type RefAnswers, type RefPlayer, type RefQuestion } from './quiz-reference-scorer.js';
import { connect, editDeck, emitWithAck, readDeck } from './support/live-clients.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';
import { waitUntil } from '../support/wait-until.js';

type Ack<T> = ({ ok: true } & T) | { ok: false; error: { statusCode: number; message: string } };
type AnswerAck = Ack<{ duplicate: boolean; submittedAt?: string; elapsedMs?: number }>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Everything a phone was pushed, by event, so a wait looks at what already came first. */
function inbox(socket: Socket, events: readonly string[]) {
  const seen = new Map<string, unknown[]>();
  for (const event of events) socket.on(event, (payload: unknown) => seen.set(event, [...(seen.get(event) ?? []), payload]));
  return {
    async next<T>(event: string, test: (payload: T) => boolean): Promise<T> {
      let found: T | undefined;
      await waitUntil(() => (found = (seen.get(event) ?? []).map((payload) => payload as T).find(test)) !== undefined);
      return found!;
    },
  };
}

interface Phone extends RefPlayer {
  socket: Socket;
  messages: ReturnType<typeof inbox>;
  /** How long this person thinks before answering, and how well they know the answers. */
  pauseMs: number;
  knows: (questionIndex: number) => boolean;
}

describe('A self-paced quiz: three phones at their own speed (issue 22)', () => {
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

  it('lets each phone go through five questions on its own clock, scores them as an independent reading of the rules does, and shows the presenter the same progress', async () => {
    const presenter = await registerPresenter(t.http);
    const auth = bearer(presenter.token);
    const presentation = (await t.http.post('/api/presentation').set(auth).send({ name: 'Self-paced quiz' }).expect(201)).body as { id: string; accessCode: string };
    const presentationId = presentation.id;
    const edit = (command: Parameters<typeof editDeck>[2]) => editDeck(t, presenter.user.id, command);
    await edit({ type: 'UpdatePresentationSettings', data: { presentationId, settings: { audiencePacing: true } } });
    await edit({
      type: 'AddSlide',
      data: { presentationId, type: 'pickAnswer', fields: { title: 'Capital of France?', timeLimit: 60 }, options: [{ title: 'Paris', correct: true }, { title: 'Rome' }, { title: 'Madrid' }] },
    });
    await edit({ type: 'AddSlide', data: { presentationId, type: 'pickAnswer', slideType: 'typeAnswer', fields: { title: 'Largest US city?', timeLimit: 60, correctQuizTypeAnswer: 'New York', otherCorrectQuiz: ['NYC'] } } });
    await edit({ type: 'AddSlide', data: { presentationId, type: 'textSlide', fields: { title: 'Halfway there' } } });
    const planets = ['Mercury', 'Venus', 'Earth', 'Mars'];
    await edit({ type: 'AddSlide', data: { presentationId, type: 'correctOrder', fields: { title: 'Planets from the sun', timeLimit: 60 }, options: planets.map((title) => ({ title })) } });
    const capitals: Record<string, string> = { France: 'Paris', Italy: 'Rome', Spain: 'Madrid' };
    await edit({ type: 'AddSlide', data: { presentationId, type: 'matchPairs', fields: { title: 'Match the capitals', timeLimit: 60 }, options: Object.keys(capitals).map((title) => ({ title })) } });
    const produce: Record<string, string> = { Apple: 'Fruit', Pear: 'Fruit', Leek: 'Vegetable', Carrot: 'Vegetable' };
    await edit({
      type: 'AddSlide',
      data: {
        presentationId,
        type: 'categorise',
        fields: {
          title: 'Fruit or vegetable?',
          timeLimit: 60,
          categories: [
            { value: 'Fruit', options: [{ value: 'Apple' }, { value: 'Pear' }] },
            { value: 'Vegetable', options: [{ value: 'Leek' }, { value: 'Carrot' }] },
          ],
        },
      },
    });
    let deck = await readDeck(t, presentationId);
    const byTitle = (title: string) => deck.slides.find((slide) => slide.title === title)!;
    const matchSlide = byTitle('Match the capitals');
    await edit({
      type: 'PatchSlide',
      data: { presentationId, slideId: matchSlide.id, fields: { matchingQuestionOptions: matchSlide.options.map((option) => ({ optionId: option.id, title: capitals[option.title]!, image: null })) } },
    });
    deck = await readDeck(t, presentationId);
    const questions = ['Capital of France?', 'Largest US city?', 'Planets from the sun', 'Match the capitals', 'Fruit or vegetable?'].map(byTitle) as DeckSlide[];
    const [q1, q2, q3, q4, q5] = questions as [DeckSlide, DeckSlide, DeckSlide, DeckSlide, DeckSlide];
    const categoryIds = new Map((q5.categories ?? []).map((category) => [category.value, category.id]));

    // What the test knows is right, in ids every phone shares (pairs by the right-hand title, categories by the card's title).
    const asked: RefQuestion[] = [
      { slideId: q1.id, timeLimitSeconds: 60, key: { kind: 'choice', correct: [q1.options.find((option) => option.title === 'Paris')!.id] } },
      { slideId: q2.id, timeLimitSeconds: 60, key: { kind: 'typed', accepted: ['New York', 'NYC'] } },
      { slideId: q3.id, timeLimitSeconds: 60, key: { kind: 'order', order: q3.options.map((option) => option.id) } },
      { slideId: q4.id, timeLimitSeconds: 60, key: { kind: 'pairs', pairs: Object.fromEntries(q4.options.map((option) => [option.id, capitals[option.title]!])) } },
      { slideId: q5.id, timeLimitSeconds: 60, key: { kind: 'categories', items: Object.fromEntries(Object.entries(produce).map(([item, category]) => [item, categoryIds.get(category)!])) } },
    ];

    // The presenter starts presenting: a session, with the presenter's screen on the first slide.
    const started = await t.http.put(`/api/presentation/update-next-slide/${presentationId}`).set(auth).send({ activeSlide: q1.id }).expect(200);
    const sessionId = started.body.sessionId as string;
    const presenterSocket = connect(baseUrl, presenter.token);
    sockets.push(presenterSocket);
    const presenterInbox = inbox(presenterSocket, ['pacing:progress']);
    expect(await emitWithAck(presenterSocket, 'join-presenter', { room: `${presentationId}-presenter`, presenter: { id: presenter.user.id, name: 'Host' } })).toMatchObject({ ok: true });

    const join = async (name: string, pauseMs: number, knows: (index: number) => boolean): Promise<Phone> => {
      const joined = await t.http.post('/api/audience/join').send({ accessCode: presentation.accessCode, name }).expect(200);
      const socket = connect(baseUrl, joined.body.token as string);
      sockets.push(socket);
      const messages = inbox(socket, ['session:state', 'quiz:feedback']);
      await messages.next<{ audiencePacing: boolean }>('session:state', (snapshot) => snapshot.audiencePacing);
      return { audienceId: joined.body.audienceId as string, name, teamId: null, socket, messages, pauseMs, knows };
    };
    const phones = await Promise.all([join('Ada', 0, () => true), join('Bo', 150, (index) => index % 2 === 0), join('Cy', 400, (index) => index === 3)]);

    const go = async (phone: Phone, to: 'current' | 'next' | 'previous') => {
      const ack = await emitWithAck<Ack<PacedSlide>>(phone.socket, 'pacing:go', { to });
      if (!ack.ok) throw new Error(`${phone.name} could not move: ${ack.error.message}`);
      return ack;
    };

    /** What a phone sends for the question as it was asked to it, and the same answer in the shared ids. */
    const answerFor = (slide: PacedSlide, index: number, right: boolean): { sent: RefAnswer; canonical: RefAnswer } => {
      const play = slide.question!.play;
      switch (play.kind) {
        case 'choice': {
          const paris = play.options.find((option) => option.title === 'Paris')!.id;
          const chosen = right ? paris : play.options.find((option) => option.id !== paris)!.id;
          return { sent: { kind: 'choice', optionIds: [chosen] }, canonical: { kind: 'choice', optionIds: [chosen] } };
        }
        case 'typed': {
          const text = right ? (index % 2 === 0 ? ' new  york ' : 'NYC') : 'Boston';
          return { sent: { kind: 'typed', text }, canonical: { kind: 'typed', text } };
        }
        case 'order': {
          const correct = q3.options.map((option) => option.id);
          const order = right ? correct : [correct[1]!, correct[0]!, ...correct.slice(2)];
          return { sent: { kind: 'order', optionIds: order }, canonical: { kind: 'order', optionIds: order } };
        }
        case 'pairs': {
          const rightId = new Map(play.right.map((item) => [item.title, item.id]));
          const titles = play.left.map((left) => capitals[left.title]!);
          const matched = right ? titles : [titles[1]!, titles[0]!, ...titles.slice(2)];
          return {
            sent: { kind: 'pairs', pairs: Object.fromEntries(play.left.map((left, at) => [left.id, rightId.get(matched[at]!)!])) },
            canonical: { kind: 'pairs', pairs: Object.fromEntries(play.left.map((left, at) => [left.id, matched[at]!])) },
          };
        }
        case 'categories': {
          const categoryOf = (title: string) => (right || title !== 'Leek' ? categoryIds.get(produce[title]!)! : categoryIds.get('Fruit')!);
          return {
            sent: { kind: 'categories', items: Object.fromEntries(play.items.map((item) => [item.id, categoryOf(item.title)])) },
            canonical: { kind: 'categories', items: Object.fromEntries(play.items.map((item) => [item.title, categoryOf(item.title)])) },
          };
        }
      }
    };

    const answers: RefAnswers = {};
    /** One phone's whole run: from the first slide to the last, answering each question after its own pause. */
    const run = async (phone: Phone) => {
      let slide = await go(phone, 'current');
      expect({ who: phone.name, position: slide.position }).toEqual({ who: phone.name, position: 1 });
      for (;;) {
        if (slide.question) {
          const index = questions.findIndex((question) => question.id === slide.slide.id);
          // Nothing in what the phone was shown tells the answer.
          expect(JSON.stringify(slide)).not.toMatch(/"key"|"correct"|"accepted"/);
          await sleep(phone.pauseMs);
          const { sent, canonical } = answerFor(slide, index, phone.knows(index));
          const ack = await emitWithAck<AnswerAck>(phone.socket, 'answer:submit', { answerId: randomUUID(), slideId: slide.slide.id, value: sent });
          if (!ack.ok) throw new Error(`${phone.name}'s answer was refused: ${ack.error.message}`);
          // The person's own clock: from when they opened the question, by the server's times.
          expect(ack.elapsedMs).toBe(Date.parse(ack.submittedAt!) - Date.parse(slide.question.openedAt));
          (answers[slide.slide.id] ??= {})[phone.audienceId] = { value: canonical, elapsedMs: ack.elapsedMs! };
          // Their feedback at once, as scored by an independent reading of the rules over their questions so far.
          const feedback = await phone.messages.next<QuizFeedback>('quiz:feedback', (message) => message.slideId === slide.slide.id);
          const [expected] = refStandings(asked.slice(0, index + 1), [phone], answers, []);
          expect({ who: phone.name, number: feedback.number, points: feedback.points, correct: feedback.correct, total: feedback.totalPoint, streak: feedback.streak }).toEqual({
            who: phone.name,
            number: index + 1,
            points: expected!.perQuestion[slide.slide.id]!.points,
            correct: expected!.perQuestion[slide.slide.id]!.correct,
            total: expected!.total,
            streak: expected!.streak,
          });
        }
        if (slide.position === slide.total) return;
        slide = await go(phone, 'next');
      }
    };
    await Promise.all(phones.map(run));

    // A question is answered once, and only while it is the one the person has open.
    const [ada] = phones;
    const again = await emitWithAck<AnswerAck>(ada!.socket, 'answer:submit', { answerId: randomUUID(), slideId: q5.id, value: { kind: 'categories', items: {} } });
    expect(again).toMatchObject({ ok: false, error: { statusCode: 422 } });
    const back = await go(ada!, 'previous');
    expect(back.slide.id).not.toBe(q5.id);
    const earlier = await emitWithAck<AnswerAck>(ada!.socket, 'answer:submit', { answerId: randomUUID(), slideId: q1.id, value: { kind: 'choice', optionIds: [q1.options[0]!.id] } });
    expect(earlier).toMatchObject({ ok: false, error: { statusCode: 422 } });
    // Going back to an answered question shows it again with the person's feedback, and does not ask it again.
    let revisit = back;
    while (revisit.slide.id !== q4.id) revisit = await go(ada!, 'previous');
    expect(revisit.question?.openedAt).toBeDefined();
    expect(revisit.feedback).toMatchObject({ slideId: q4.id, answered: true, correct: true });

    // A late joiner starts at the beginning, on their own clock.
    const late = await join('Dee', 0, () => false);
    const first = await go(late, 'current');
    expect(first).toMatchObject({ position: 1, slide: { id: q1.id }, question: { number: 1 } });
    const notYet = await emitWithAck<AnswerAck>(late.socket, 'answer:submit', { answerId: randomUUID(), slideId: q2.id, value: { kind: 'typed', text: 'NYC' } });
    expect(notYet).toMatchObject({ ok: false, error: { message: QUIZ_MESSAGES.notStarted } });

    // --- The presenter's progress view equals the independent computation, person by person.
    const everyone = [...phones, late];
    const expected = refStandings(asked, everyone, answers, []);
    const positionOf = (slideId: string) => deck.slides.findIndex((slide) => slide.id === slideId) + 1;
    const where = new Map([...phones.map((phone) => [phone.audienceId, deck.slides.length] as const), [ada!.audienceId, positionOf(q4.id)], [late.audienceId, 1]]);
    const wanted = expected.map((row) => ({
      audienceId: row.audienceId,
      name: row.name,
      position: where.get(row.audienceId),
      answered: row.answered,
      correct: row.correct,
      points: row.total,
      rank: row.place,
    }));
    const shown = (progress: PacingProgress) => progress.rows.map(({ audienceId, name, position, answered, correct, points, rank }) => ({ audienceId, name, position, answered, correct, points, rank }));
    await t.caughtUp();
    const progress = (await t.http.get(`/api/pacing/${presentationId}/progress`).set(auth).expect(200)).body as PacingProgress;
    expect(progress).toMatchObject({ sessionId, slides: deck.slides.length, questions: 5 });
    expect(shown(progress)).toEqual(wanted);
    console.log(
      `Self-paced quiz, 5 questions, 3 phones and a late joiner: ${expected.map((row) => `${row.name} ${row.total} points (${row.correct} of ${row.answered} right, place ${row.place})`).join('; ')}; the presenter's progress shows the same`,
    );
    const pushed = await presenterInbox.next<PacingProgress>('pacing:progress', (message) => JSON.stringify(shown(message)) === JSON.stringify(wanted));
    expect(pushed.rows).toHaveLength(4);
    // Sanity: the run was not degenerate.
    expect(new Set(expected.map((row) => row.total)).size).toBe(4);
    expect(expected[0]!.longest).toBe(5);

    // The presenter's own slide does not move the phones, nor open a quiz lobby.
    await t.http.put(`/api/presentation/update-next-slide/${presentationId}`).set(auth).send({ activeSlide: q3.id }).expect(200);
    expect((await go(late, 'current')).slide.id).toBe(q1.id);
    expect((await t.http.get(`/api/quiz/${presentationId}/state`).set(auth).expect(200)).body).toMatchObject({ stage: null });

    // --- Replaying the log rebuilds exactly the leaderboard the live run folded, once the session has ended too.
    await t.http.post(`/api/presentation/${presentationId}/stop-presenting`).set(auth).expect(200);
    await t.caughtUp();
    const live = await t.app.get(LeaderboardService).document(sessionId);
    await rebuildProjection(t.storage.eventStore, t.storage.readStore, leaderboardProjection as never);
    const parts = await t.storage.readStore.find<LeaderboardDocument>(versionedCollection(leaderboardProjection.name, leaderboardProjection.version), { where: { sessionId } });
    const rebuilt = joinLeaderboardParts(parts);
    expect(rebuilt).toEqual(live);
  });
});
