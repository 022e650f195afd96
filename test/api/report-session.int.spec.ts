import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import type { DeckDocument, DeckSlide } from '../../contracts/deck/read-model.js';
import type { AnswerValue } from '../../contracts/live/answers.js';
import type { QuizStatePayload } from '../../contracts/quiz/socket-protocol.js';
import { ENGAGEMENT_TEXTS, type ParticipantAnswersResponse, type ReportResponse, type SessionListItem, type SessionReport } from '../../contracts/reports/report.js';
import { reportParticipantsProjection } from '../../projections/report/report-participants.projection.js';
import { reportShareProjection } from '../../projections/report/report-share.projection.js';
import { sessionSummaryProjection } from '../../projections/report/session-summary.projection.js';
import { ProjectionRunner } from '../../services/infrastructure/projections/projection-runner.js';
import { rebuildProjections } from '../../services/infrastructure/projections/rebuild-projection.js';
import { waitUntil } from '../support/wait-until.js';
import { refStandings, refTeams, type RefAnswers, type RefPlayer, type RefQuestion } from './quiz-reference-scorer.js';
import { connect, emitWithAck, once } from './support/live-clients.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

/**
 * Issue 23, Must show: a scripted session with 50 people (poll, multiple choice with a correct option, word
 * cloud, open-ended, rating, Q&A, brainstorm, chat, a 5-question quiz with teams, reactions, private feedback at the end), and every
 * report figure checked against a computation of the test's own from what was sent. The expected figures
 * share no code with projections/report: the quiz points come from the quiz's independent reference scorer.
 */

const PEOPLE = 50;
const TEAMS = 5;

type Ack = { ok: true; elapsedMs?: number; duplicate?: boolean } | { ok: false; error: { statusCode: number; message: string } };

interface Person extends RefPlayer {
  socket: Socket;
  index: number;
}

/** Deterministic choices, so a failure replays exactly. */
const pick = <T>(items: readonly T[], index: number): T => items[index % items.length]!;

describe('A scripted 50-person session and its report (issue 23)', () => {
  let t: TestApp;
  let baseUrl: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startTestApp({ DEFAULT_PLAN: 'pro', RATE_LIMIT_JOINS_PER_ADDRESS: '10000/60' });
    baseUrl = await t.listen();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  it('reports every figure as an independent computation from what was sent, shares it by token, and rebuilds equal', async () => {
    const presenter = await registerPresenter(t.http);
    const auth = bearer(presenter.token);
    const created = (await t.http.post('/api/presentation').set(auth).send({ name: 'All hands' }).expect(201)).body as { id: string; accessCode: string };
    const presentationId = created.id;
    await t.http
      .patch(`/api/presentation/${presentationId}/settings`)
      .set(auth)
      .send({ teamPlay: true, teamCount: TEAMS, teamSize: PEOPLE / TEAMS, teamScoringRule: 'total', isEnableChat: true })
      .expect(200);
    let previous: string | undefined;
    const add = async (body: Record<string, unknown>) => {
      const slide = (await t.http.post('/api/slide/create/').set(auth).send({ presentationId, ...body, ...(previous && { insertAfter: previous }) }).expect(201)).body as DeckSlide;
      previous = slide.id;
      return slide;
    };
    await add({ type: 'poll', fields: { title: 'Favourite colour?' }, options: [{ title: 'Red' }, { title: 'Green' }, { title: 'Blue' }] });
    await add({ type: 'multipleChoice', fields: { title: '2 + 2?', addCorrectOption: true }, options: [{ title: '3' }, { title: '4', correct: true }, { title: '5' }] });
    await add({ type: 'wordCloud', fields: { title: 'One word for today' } });
    await add({ type: 'openEnded', fields: { title: 'What should we change?' } });
    await add({ type: 'scale', fields: { title: 'Rate the talk' }, options: [{ title: 'Pace' }, { title: 'Content' }] });
    await add({ type: 'question', fields: { title: 'Questions for the speaker' } });
    await add({ type: 'ideas', fields: { title: 'What should we try next?' } });
    const quizTitles = ['Q1', 'Q2', 'Q3', 'Q4', 'Q5'];
    for (const title of quizTitles) {
      await add({ type: 'pickAnswer', fields: { title, timeLimit: 30 }, options: [{ title: 'Right', correct: true }, { title: 'Wrong A' }, { title: 'Wrong B' }] });
    }
    const deck = (await t.http.get(`/api/presentation/${presentationId}`).set(auth).expect(200)).body as DeckDocument;
    const byTitle = (title: string) => deck.slides.find((slide) => slide.title === title)!;
    const [poll, choice, cloud, open, scale] = ['Favourite colour?', '2 + 2?', 'One word for today', 'What should we change?', 'Rate the talk'].map(byTitle) as [DeckSlide, DeckSlide, DeckSlide, DeckSlide, DeckSlide];
    const quiz = quizTitles.map(byTitle);
    const [qnaSlide, ideasSlide] = ['Questions for the speaker', 'What should we try next?'].map(byTitle) as [DeckSlide, DeckSlide];

    const activate = async (slideId: string) => (await t.http.put(`/api/presentation/update-next-slide/${presentationId}`).set(auth).send({ activeSlide: slideId }).expect(200)).body as { sessionId: string };
    const { sessionId } = await activate(poll.id);

    // --- 50 people join; each picks a team in turn.
    const people: Person[] = [];
    for (let index = 0; index < PEOPLE; index++) {
      const join = await t.http.post('/api/audience/join').send({ accessCode: created.accessCode, name: `Person ${index}`, teamId: `team-${(index % TEAMS) + 1}` }).expect(200);
      const socket = connect(baseUrl, join.body.token as string);
      sockets.push(socket);
      await once(socket, 'session:state');
      people.push({ audienceId: join.body.audienceId as string, name: `Person ${index}`, teamId: join.body.teamId as string, socket, index });
    }

    // --- What the test sends, and so knows.
    const sent = new Map<string, Map<string, AnswerValue>>();
    const reactionsBySlide = new Map<string, number>();
    let responses = 0;
    const answer = async (person: Person, slideId: string, value: AnswerValue): Promise<number | undefined> => {
      const ack = await emitWithAck<Ack>(person.socket, 'answer:submit', { answerId: randomUUID(), slideId, value });
      if (!ack.ok) throw new Error(`${person.name} on ${slideId}: ${ack.error.message}`);
      responses += 1;
      sent.set(slideId, (sent.get(slideId) ?? new Map()).set(person.audienceId, value));
      return ack.elapsedMs;
    };
    const react = async (person: Person, slideId: string, reaction: string) => {
      const ack = await emitWithAck<Ack>(person.socket, 'reaction:send', { reaction, reactionId: randomUUID() });
      if (!ack.ok) throw new Error(`Reaction refused: ${ack.error.message}`);
      reactionsBySlide.set(slideId, (reactionsBySlide.get(slideId) ?? 0) + 1);
    };
    const option = (slide: DeckSlide, title: string) => slide.options.find((candidate) => candidate.title === title)!.id;

    // Poll: everyone; 25 hearts while it is live.
    await Promise.all(people.map((person) => answer(person, poll.id, { kind: 'choice', optionIds: [option(poll, pick(['Red', 'Green', 'Blue', 'Blue'], person.index))] })));
    await Promise.all(people.slice(0, 25).map((person) => react(person, poll.id, 'heart')));
    // Multiple choice with a right answer: 40 answer, 12 of them right (0.3, a difficult question).
    await activate(choice.id);
    await Promise.all(people.slice(0, 40).map((person) => answer(person, choice.id, { kind: 'choice', optionIds: [option(choice, person.index < 12 ? '4' : pick(['3', '5'], person.index))] })));
    // Word cloud: 30 people, one word each.
    await activate(cloud.id);
    await Promise.all(people.slice(0, 30).map((person) => answer(person, cloud.id, { kind: 'words', words: [pick(['focus', 'calm', 'busy'], person.index)] })));
    // Open-ended: 20 people; 10 likes.
    await activate(open.id);
    await Promise.all(people.slice(0, 20).map((person) => answer(person, open.id, { kind: 'text', text: `Idea number ${person.index}` })));
    await Promise.all(people.slice(0, 10).map((person) => react(person, open.id, 'like')));
    // Rating: 45 people rate two statements 1-5.
    await activate(scale.id);
    const [pace, content] = scale.options.map((statement) => statement.id) as [string, string];
    await Promise.all(people.slice(0, 45).map((person) => answer(person, scale.id, { kind: 'rating', ratings: { [pace]: (person.index % 5) + 1, [content]: ((person.index + 2) % 5) + 1 } })));

    // --- Q&A: ten people ask; question i gets i upvotes. Brainstorm: 15 ideas, idea k of the first five gets k + 1 votes.
    const questionsSent = new Map<string, { text: string; votes: number }>();
    const ideasSent = new Map<string, { text: string; votes: number }>();
    const chatSent: { name: string; message: string }[] = [];
    const okAck = async (pending: Promise<Ack>) => expect(await pending).toMatchObject({ ok: true });
    await activate(qnaSlide.id);
    const questionIds: string[] = [];
    for (const person of people.slice(0, 10)) {
      const questionId = randomUUID();
      await okAck(emitWithAck<Ack>(person.socket, 'qna:ask', { questionId, text: `Question from ${person.index}` }));
      questionIds.push(questionId);
      questionsSent.set(person.audienceId, { text: `Question from ${person.index}`, votes: person.index });
    }
    for (const [index, questionId] of questionIds.entries()) {
      for (const voter of people.slice(10, 10 + index)) await okAck(emitWithAck<Ack>(voter.socket, 'qna:upvote', { voteId: randomUUID(), questionId, upvoted: true }));
    }
    await activate(ideasSlide.id);
    const stage = (next: string) => t.http.post(`/api/slide/ideas/${ideasSlide.id}/stage`).set(auth).send({ presentationId, stage: next }).expect(200);
    const ideaIds: string[] = [];
    for (const person of people.slice(0, 15)) {
      const ideaId = randomUUID();
      await okAck(emitWithAck<Ack>(person.socket, 'idea:submit', { ideaId, slideId: ideasSlide.id, text: `Idea ${person.index}` }));
      ideaIds.push(ideaId);
      ideasSent.set(person.audienceId, { text: `Idea ${person.index}`, votes: person.index < 5 ? person.index + 1 : 0 });
    }
    await stage('voting');
    let voter = 15;
    for (const [index, ideaId] of ideaIds.slice(0, 5).entries()) {
      for (let vote = 0; vote <= index; vote++) await okAck(emitWithAck<Ack>(people[voter++]!.socket, 'idea:vote', { voteId: randomUUID(), slideId: ideasSlide.id, ideaId, voted: true }));
    }
    await stage('result');
    for (const person of people.slice(40, 45)) {
      await okAck(emitWithAck<Ack>(person.socket, 'chat:send', { messageId: randomUUID(), message: `Hello from ${person.index}` }));
      chatSent.push({ name: person.name, message: `Hello from ${person.index}` });
    }

    // --- The quiz: five questions, everybody answers each; the share of right answers differs per question.
    const rightShare = [0.8, 0.3, 0.1, 0.6, 0.5];
    const asked: RefQuestion[] = [];
    const quizAnswers: RefAnswers = {};
    const quizState = async () => (await t.http.get(`/api/quiz/${presentationId}/state`).set(auth).expect(200)).body as QuizStatePayload;
    const presenterSocket = connect(baseUrl, presenter.token);
    sockets.push(presenterSocket);
    expect(await emitWithAck(presenterSocket, 'join-presenter', { room: `${presentationId}-presenter`, presenter: { id: presenter.user.id, name: 'Host' } })).toMatchObject({ ok: true });
    for (const [number, question] of quiz.entries()) {
      await activate(question.id);
      // Lobby, rule and countdown are stepped through by the presenter until the question is open.
      let state = await quizState();
      await waitUntil(async () => {
        state = await quizState();
        if (state.slideId !== question.id || state.stage === null) return false;
        if (state.stage === 'question') return true;
        await emitWithAck(presenterSocket, state.stage === 'lobby' ? 'quiz:start' : 'quiz:continue', { presentationId });
        return false;
      });
      const right = question.options.find((candidate) => candidate.correct)!.id;
      const wrong = question.options.filter((candidate) => !candidate.correct).map((candidate) => candidate.id);
      asked.push({ slideId: question.id, timeLimitSeconds: 30, key: { kind: 'choice', correct: [right] } });
      quizAnswers[question.id] = {};
      await Promise.all(
        people.map(async (person) => {
          const optionIds = [person.index < rightShare[number]! * PEOPLE ? right : pick(wrong, person.index)];
          const elapsedMs = await answer(person, question.id, { kind: 'choice', optionIds });
          quizAnswers[question.id]![person.audienceId] = { value: { kind: 'choice', optionIds }, elapsedMs: elapsedMs! };
        }),
      );
      // Everyone online answered: the question ends at once.
      await waitUntil(async () => (await quizState()).ended !== null);
    }

    // --- The end: presenting stops; 20 people rate the talk privately.
    await t.http.post(`/api/presentation/${presentationId}/stop-presenting`).set(auth).expect(200);
    const feedback = people.slice(0, 20).map((person) => ({ person, rating: (person.index % 5) + 1, comment: person.index % 2 === 0 ? `Thanks from ${person.index}` : '' }));
    for (const { person, rating, comment } of feedback) {
      expect(await emitWithAck<Ack>(person.socket, 'feedback:submit', { rating, comment })).toMatchObject({ ok: true, duplicate: false });
    }
    // A second rating from the same phone changes nothing.
    expect(await emitWithAck<Ack>(people[0]!.socket, 'feedback:submit', { rating: 1 })).toMatchObject({ ok: true, duplicate: true });

    // --- The independent computation.
    const respondents = (slideId: string) => sent.get(slideId)?.size ?? 0;
    const quizStandings = refStandings(asked, people, quizAnswers, []);
    const standingOf = new Map(quizStandings.map((row) => [row.audienceId, row]));
    const rateOf = (slide: DeckSlide): number | null => {
      if (quiz.includes(slide)) return quizStandings.filter((row) => row.perQuestion[slide.id]?.correct).length / respondents(slide.id);
      if (slide === choice) return [...sent.get(choice.id)!.values()].filter((value) => value.kind === 'choice' && value.optionIds[0] === option(choice, '4')).length / respondents(choice.id);
      return null;
    };
    const activities = [poll, choice, cloud, open, scale, ...quiz];
    const engagementRate = activities.reduce((sum, slide) => sum + respondents(slide.id) / PEOPLE, 0) / activities.length;
    const rated = activities.filter((slide) => rateOf(slide) !== null);
    const engagement = (slide: DeckSlide) => respondents(slide.id) + (reactionsBySlide.get(slide.id) ?? 0);
    const byOrder = (a: DeckSlide, b: DeckSlide) => a.order - b.order;
    const countsOf = (slideId: string) => {
      const counts: Record<string, number> = {};
      for (const value of sent.get(slideId)!.values()) if (value.kind === 'choice') for (const id of value.optionIds) counts[id] = (counts[id] ?? 0) + 1;
      return counts;
    };

    const response = (await t.http.get(`/api/report/${presentationId}`).set(auth).expect(200)).body as ReportResponse;
    const report = response.report!;
    expect(response.sessions).toEqual([
      { sessionId, presentationId, startedAt: expect.any(String), stoppedAt: expect.any(String), participants: PEOPLE, responses, reactions: 35, hasResults: true } satisfies SessionListItem,
    ]);
    // Spec doc 3 §5's ladder, read again here.
    const expectedText = engagementRate >= 0.9 ? 'Amazing!' : engagementRate >= 0.7 ? 'Wow, great job!' : engagementRate >= 0.4 ? 'Not bad!' : 'It’s a good start!';
    expect(report.summary).toEqual({ participants: PEOPLE, responses, reactions: 35, engagementRate, engagementText: expectedText });
    expect(expectedText).toBe(ENGAGEMENT_TEXTS.great);

    const reportSlide = (slide: DeckSlide) => report.slides.find((candidate) => candidate.slideId === slide.id)!;
    for (const slide of activities) {
      expect({ title: slide.title, responseCount: reportSlide(slide).responseCount, correctRate: reportSlide(slide).correctRate, reactions: reportSlide(slide).reactions }).toEqual({
        title: slide.title,
        responseCount: respondents(slide.id),
        correctRate: rateOf(slide),
        reactions: reactionsBySlide.get(slide.id) ?? 0,
      });
    }
    // Results as the live screens show them.
    expect(reportSlide(poll).results).toMatchObject({ kind: 'choice', respondents: PEOPLE, counts: countsOf(poll.id) });
    expect(reportSlide(choice).results).toMatchObject({ kind: 'choice', respondents: 40, counts: countsOf(choice.id) });
    const words = new Map<string, number>();
    for (const value of sent.get(cloud.id)!.values()) if (value.kind === 'words') for (const word of value.words) words.set(word, (words.get(word) ?? 0) + 1);
    expect(reportSlide(cloud).results).toMatchObject({ kind: 'words', respondents: 30, entries: 30 });
    expect(Object.fromEntries((reportSlide(cloud).results as { words: { text: string; count: number }[] }).words.map((word) => [word.text, word.count]))).toEqual(Object.fromEntries(words));
    const texts = (reportSlide(open).results as { entries: { text: string; name: string }[] }).entries.map((entry) => `${entry.name}: ${entry.text}`).sort();
    expect(texts).toEqual(people.slice(0, 20).map((person) => `${person.name}: Idea number ${person.index}`).sort());
    const ratings = [...sent.get(scale.id)!.values()].flatMap((value) => (value.kind === 'rating' ? [value.ratings] : []));
    const average = (statement: string) => ratings.reduce((sum, rating) => sum + rating[statement]!, 0) / ratings.length;
    const statements = (reportSlide(scale).results as { statements: Record<string, { count: number; average: number }> }).statements;
    expect(statements[pace]!.count).toBe(45);
    expect(statements[pace]!.average).toBeCloseTo(average(pace), 2);
    expect(statements[content]!.average).toBeCloseTo(average(content), 2);

    // Difficult questions (rate under 0.4 among pickAnswer, multipleChoice and imageChoice), lowest first, then by order.
    const difficult = rated.filter((slide) => rateOf(slide)! < 0.4).sort((a, b) => rateOf(a)! - rateOf(b)! || byOrder(a, b));
    expect(report.difficultQuestions.map((slide) => slide.title)).toEqual(difficult.map((slide) => slide.title));
    expect(difficult.map((slide) => slide.title)).toEqual(['Q3', '2 + 2?', 'Q2']);
    expect(report.averageCorrectRate).toBe(Math.round((100 * rated.reduce((sum, slide) => sum + rateOf(slide)!, 0)) / rated.length));
    const contributors = new Map([[qnaSlide.id, questionsSent.size], [ideasSlide.id, ideasSent.size]]);
    const engagementOf = (slide: DeckSlide) => engagement(slide) + (contributors.get(slide.id) ?? 0);
    const top = [...activities, qnaSlide, ideasSlide].sort((a, b) => engagementOf(b) - engagementOf(a) || byOrder(a, b)).slice(0, 3);
    expect(report.topEngagingSlides.map((slide) => slide.title)).toEqual(top.map((slide) => slide.title));

    // The full leaderboard, individual and team.
    expect(report.leaderboard.individual).toHaveLength(PEOPLE);
    expect(report.leaderboard.individual.map((entry) => [entry.n, entry.tp, entry.i])).toEqual(
      [...quizStandings].sort((a, b) => a.place - b.place).map((row) => [row.name, row.total, row.place]),
    );
    const teams = refTeams(quizStandings, [], asked.length);
    expect(Object.fromEntries(report.leaderboard.teams.map((team) => [team.t, team.totalPoint]))).toEqual(Object.fromEntries([...teams].map(([teamId, team]) => [teamId, team.total])));

    // Per participant: answers in slide order, with correctness and points.
    const ordered = [...activities].sort(byOrder);
    for (const person of people) {
      const row = report.participants.find((candidate) => candidate.audienceId === person.audienceId)!;
      const expected = ordered.flatMap((slide) => {
        const value = sent.get(slide.id)?.get(person.audienceId);
        if (!value) return [];
        const quizRow = quiz.includes(slide) ? standingOf.get(person.audienceId)!.perQuestion[slide.id] : undefined;
        const correct = quizRow ? quizRow.correct : slide === choice && value.kind === 'choice' ? value.optionIds[0] === option(choice, '4') : null;
        return [{ slideId: slide.id, value, correct, points: quiz.includes(slide) ? (quizRow?.points ?? 0) : null }];
      });
      // Read apart from the report, one person at a time (spec doc 3 §7 audience-info-report).
      const { participantAnswers } = (await t.http.get(`/api/audiences/${person.audienceId}/audience-info-report`).query({ sessionId }).set(auth).expect(200)).body as ParticipantAnswersResponse;
      expect({ who: person.name, team: row.teamId, total: row.totalPoints, answers: participantAnswers.map(({ slideId, value, correct, points }) => ({ slideId, value, correct, points })) }).toEqual({
        who: person.name,
        team: person.teamId,
        total: standingOf.get(person.audienceId)!.total,
        answers: expected,
      });
    }

    // Q&A, ideas and chat: per slide, per person, and the session's chat.
    expect(reportSlide(qnaSlide).responseCount).toBe(questionsSent.size);
    expect(reportSlide(qnaSlide).questions!.map(({ text, voteCount }) => [text, voteCount])).toEqual(
      [...questionsSent.values()].sort((a, b) => b.votes - a.votes).map(({ text, votes }) => [text, votes]),
    );
    expect(reportSlide(ideasSlide).responseCount).toBe(ideasSent.size);
    const ranked = reportSlide(ideasSlide).ideas!.ideas;
    expect(ranked.slice(0, 5).map(({ text, votes, rank }) => [text, votes, rank])).toEqual([4, 3, 2, 1, 0].map((index, place) => [`Idea ${index}`, index + 1, place + 1]));
    expect(new Set(ranked.slice(5).map(({ text, votes, rank }) => `${text} ${votes} ${rank}`))).toEqual(new Set(people.slice(5, 15).map((person) => `Idea ${person.index} 0 6`)));
    expect(report.chat.map(({ name, message }) => ({ name, message }))).toEqual(chatSent);
    for (const person of people) {
      const expected = [
        ...(questionsSent.has(person.audienceId) ? [{ kind: 'question', slideId: qnaSlide.id, ...pickText(questionsSent.get(person.audienceId)!) }] : []),
        ...(ideasSent.has(person.audienceId) ? [{ kind: 'idea', slideId: ideasSlide.id, ...pickText(ideasSent.get(person.audienceId)!) }] : []),
        ...chatSent.filter((message) => message.name === person.name).map((message) => ({ kind: 'chat', slideId: null, text: message.message, votes: null })),
      ];
      const row = report.participants.find((candidate) => candidate.audienceId === person.audienceId)!;
      expect({ who: person.name, contributions: row.contributions.map(({ kind, slideId, text, votes }) => ({ kind, slideId, text, votes })) }).toEqual({ who: person.name, contributions: expected });
    }

    // Private feedback, and its average.
    expect(report.privateFeedbacks.map(({ name, rating, comment }) => ({ name, rating, comment })).sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      feedback.map(({ person, rating, comment }) => ({ name: person.name, rating, comment })).sort((a, b) => a.name.localeCompare(b.name)),
    );
    expect(report.averageRating).toBe(Math.round((10 * feedback.reduce((sum, entry) => sum + entry.rating, 0)) / feedback.length) / 10);

    // --- The sessions list and one session.
    const listed = await t.http.get('/api/presenting-sessions/snapshots').query({ masterPresentationId: presentationId, limit: 100 }).set(auth).expect(200);
    expect(listed.body.sessions).toEqual(response.sessions);
    expect((await t.http.get(`/api/presenting-sessions/snapshots/${sessionId}`).set(auth).expect(200)).body).toEqual(response.sessions[0]);

    // --- The shared report: the same report without login, until the token is reset.
    const { token } = (await t.http.get(`/api/report/${presentationId}/share-token`).set(auth).expect(200)).body as { token: string };
    expect((await t.http.get(`/api/report/${presentationId}/share-token`).set(auth).expect(200)).body).toEqual({ token });
    expect(((await t.http.get(`/api/shared-report/${token}`).expect(200)).body as ReportResponse).report).toEqual(report);
    const answersOf = async (audienceId: string) => (await t.http.get(`/api/audiences/${audienceId}/audience-info-report`).query({ sessionId }).set(auth).expect(200)).body as ParticipantAnswersResponse;
    const sharedAnswers = (audienceId: string, shareToken: string) => t.http.get(`/api/audiences/${audienceId}/shared-audience-info-report`).query({ sessionId, token: shareToken });
    expect((await sharedAnswers(people[3]!.audienceId, token).expect(200)).body).toEqual(await answersOf(people[3]!.audienceId));
    await t.http.get(`/api/audiences/${randomUUID()}/audience-info-report`).query({ sessionId }).set(auth).expect(404);
    const reset = (await t.http.post(`/api/report/${presentationId}/share-token/reset`).set(auth).expect(200)).body as { token: string };
    expect(reset.token).not.toBe(token);
    await t.http.get(`/api/shared-report/${token}`).expect(404);
    await sharedAnswers(people[3]!.audienceId, token).expect(404);
    expect((await sharedAnswers(people[3]!.audienceId, reset.token).expect(200)).body).toEqual(await answersOf(people[3]!.audienceId));
    expect(((await t.http.get(`/api/shared-report/${reset.token}`).query({ sessionId }).expect(200)).body as ReportResponse).report!.sessionId).toBe(sessionId);

    // --- The report's read models rebuilt from the log equal the live ones, and so does the report.
    await t.caughtUp();
    const runner = t.app.get(ProjectionRunner);
    for (const projection of [sessionSummaryProjection, reportParticipantsProjection, reportShareProjection]) {
      const live = await t.storage.readStore.find<{ id: string }>(runner.collectionOf(projection.name));
      const rebuiltCollection = `${projection.name}_replayed`;
      await rebuildProjections(t.storage.eventStore, t.storage.readStore, [projection as never], { into: () => rebuiltCollection });
      const rebuilt = await t.storage.readStore.find<{ id: string }>(rebuiltCollection);
      expect({ projection: projection.name, documents: sortById(rebuilt) }).toEqual({ projection: projection.name, documents: sortById(live) });
    }
    expect(report satisfies SessionReport).toEqual(((await t.http.get(`/api/report/${presentationId}`).query({ sessionId }).set(auth).expect(200)).body as ReportResponse).report);
  });
});

const pickText = ({ text, votes }: { text: string; votes: number }) => ({ text, votes });

const sortById = <T extends { id: string }>(documents: T[]) => [...documents].sort((a, b) => (a.id < b.id ? -1 : 1));
