import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import type { ExportSummary } from '../../../contracts/exports/exports.js';
import type { QuizStatePayload } from '../../../contracts/quiz/socket-protocol.js';
import { waitUntil } from '../../support/wait-until.js';
import { connect, editDeck, emitWithAck, once, readDeck } from './live-clients.js';
import { bearer, registerPresenter, type TestApp } from './test-app.js';

type Ack = { ok: true } | { ok: false; error: { message: string } };

export interface SessionLog {
  readonly presentationId: string;
  readonly sessionId: string;
  readonly pollSlideId: string;
  readonly quizSlideId: string;
  readonly audience: number;
}

/** Waits for a quiz state that passes the test, whether it has arrived already or not. */
function quizState(socket: Socket, test: (state: QuizStatePayload) => boolean): Promise<QuizStatePayload> {
  return new Promise((resolve) => {
    const listener = (state: QuizStatePayload) => {
      if (!test(state)) return;
      socket.off('quiz:state', listener);
      resolve(state);
    };
    socket.on('quiz:state', listener);
  });
}

async function acked(socket: Socket, event: string, payload: object): Promise<void> {
  const ack = await emitWithAck<Ack>(socket, event, payload);
  if (!ack.ok) throw new Error(`${event} refused: ${ack.error.message}`);
}

async function answered(socket: Socket, slideId: string, value: unknown): Promise<void> {
  const ack = await emitWithAck<Ack>(socket, 'answer:submit', { answerId: randomUUID(), slideId, value });
  if (!ack.ok) throw new Error(`Answer refused: ${ack.error.message}`);
}

/**
 * A live session's worth of log written through the real app: a folder shared with a colleague, a team, a team theme, a deck shared
 * with them of a poll, a word cloud, a brainstorm, a Q&A
 * slide and a quiz question, `audience` people who join and answer each (with reactions), a second deck deleted for good
 * (deletions in the read models), the session stopped, its report shared and exported. Every read model has documents from it.
 */
export async function writeSessionLog(t: TestApp, baseUrl: string, audience: number): Promise<SessionLog> {
  const presenter = await registerPresenter(t.http);
  const auth = bearer(presenter.token);
  const spare = (await t.http.post('/api/presentation').set(auth).send({ name: 'Deleted for good' }).expect(201)).body as { id: string };
  await t.http.delete('/api/presentation').set(auth).send({ presentationIds: [spare.id] }).expect(200);
  await t.http.delete('/api/presentation/permanent').set(auth).send({ presentationIds: [spare.id] }).expect(200);

  // A folder shared with a colleague and a team, so the folder, folder-share and team read models hold documents too.
  const colleague = await registerPresenter(t.http);
  const folder = (await t.http.post('/api/folder').set(auth).send({ folderName: 'Session decks' }).expect(201)).body.folder as { folderId: string };
  await t.http.post(`/api/folder/${folder.folderId}/collaborators`).set(auth).send({ emails: [colleague.user.email], role: 'viewer' }).expect(201);
  await t.http.post('/api/accounts').set(auth).send({ name: 'Session crew', licenseQuantity: 2 }).expect(201);
  // A saved theme shared with the team, and one saved then deleted (issue 28), for the theme read model.
  const theme = (await t.http.post('/api/presentation-themes').set(auth).send({ themeName: 'Session look', textColour: '#ffffff', baseColour: '#102030' }).expect(201)).body as { id: string };
  await t.http.patch(`/api/presentation-themes/${theme.id}`).set(auth).send({ isShareWithTeam: true }).expect(200);
  const dropped = (await t.http.post('/api/presentation-themes').set(auth).send({ themeName: 'Dropped look' }).expect(201)).body as { id: string };
  await t.http.delete(`/api/presentation-themes/${dropped.id}`).set(auth).expect(204);

  const presentation = (await t.http.post('/api/presentation').set(auth).send({ name: 'Session log' }).expect(201)).body as { id: string; accessCode: string };
  const presentationId = presentation.id;
  // The colleague is invited to the deck (its collaborators, and their notification).
  await t.http.post(`/api/presentation/${presentationId}/collaborators`).set(auth).send({ emails: [colleague.user.email], role: 'viewer' }).expect(201);
  const edit = (command: Parameters<typeof editDeck>[2]) => editDeck(t, presenter.user.id, command);
  await edit({ type: 'UpdatePresentationSettings', data: { presentationId, settings: { enableQuizCountdown: false } } });
  await edit({ type: 'AddSlide', data: { presentationId, type: 'poll', fields: { title: 'Lunch?' }, options: [{ title: 'Soup' }, { title: 'Salad' }, { title: 'Pie' }] } });
  await edit({ type: 'AddSlide', data: { presentationId, type: 'wordCloud', fields: { title: 'One word' } } });
  await edit({ type: 'AddSlide', data: { presentationId, type: 'ideas', fields: { title: 'Ideas for the offsite?' } } });
  await edit({ type: 'AddSlide', data: { presentationId, type: 'question', fields: { title: 'Questions?' } } });
  await edit({
    type: 'AddSlide',
    data: { presentationId, type: 'pickAnswer', fields: { title: 'Two plus two?', timeLimit: 60 }, options: [{ title: '4', correct: true }, { title: '5' }] },
  });
  const [poll, cloud, ideas, questions, quiz] = (await readDeck(t, presentationId)).slides;
  if (!poll || !cloud || !ideas || !questions || !quiz) throw new Error('The deck should have five slides');
  const activate = async (slideId: string) =>
    (await t.http.put(`/api/presentation/update-next-slide/${presentationId}`).set(auth).send({ activeSlide: slideId }).expect(200)).body as { sessionId: string };

  const { sessionId } = await activate(poll.id);
  const presenterSocket = connect(baseUrl, presenter.token);
  const sockets: Socket[] = [presenterSocket];
  try {
    await emitWithAck(presenterSocket, 'join-presenter', { room: `${presentationId}-presenter`, presenter: { id: presenter.user.id, name: 'Host' } });
    const phones = await Promise.all(
      Array.from({ length: audience }, async (_, index) => {
        const join = await t.http.post('/api/audience/join').send({ accessCode: presentation.accessCode, name: `Person ${index}` }).expect(200);
        const socket = connect(baseUrl, join.body.token as string);
        sockets.push(socket);
        await once(socket, 'session:state');
        return socket;
      }),
    );
    await Promise.all(
      phones.map(async (socket, index) => {
        await answered(socket, poll.id, { kind: 'choice', optionIds: [poll.options[index % poll.options.length]!.id] });
        await emitWithAck(socket, 'reaction:send', { reaction: index % 2 === 0 ? 'like' : 'heart' });
      }),
    );
    await activate(cloud.id);
    await Promise.all(phones.map((socket, index) => answered(socket, cloud.id, { kind: 'words', words: [['tea', 'coffee', 'water'][index % 3]!] })));

    await activate(ideas.id);
    await Promise.all(phones.map((socket, index) => acked(socket, 'idea:submit', { ideaId: randomUUID(), slideId: ideas.id, text: `Idea ${index}` })));
    await activate(questions.id);
    await Promise.all(phones.map((socket, index) => acked(socket, 'qna:ask', { questionId: randomUUID(), text: `Question ${index}?`, slideId: questions.id })));

    const questionShown = phones.map((socket) => quizState(socket, (state) => state.slideId === quiz.id && state.stage === 'question'));
    await activate(quiz.id);
    await quizState(presenterSocket, (state) => state.slideId === quiz.id && state.stage === 'lobby');
    // The lobby, the rules screen, then the question (no countdown in this deck).
    await emitWithAck(presenterSocket, 'quiz:start', { presentationId });
    await emitWithAck(presenterSocket, 'quiz:continue', { presentationId });
    await Promise.all(questionShown);
    const ended = quizState(presenterSocket, (state) => state.slideId === quiz.id && state.stage === 'result');
    await Promise.all(phones.map((socket, index) => answered(socket, quiz.id, { kind: 'choice', optionIds: [quiz.options[index % 3 === 0 ? 1 : 0]!.id] })));
    // Everyone has answered: the question ends by itself.
    await ended;
    await t.http.post(`/api/presentation/${presentationId}/stop-presenting`).set(auth).expect((response) => {
      if (response.status >= 300) throw new Error(`stop-presenting answered ${response.status}`);
    });
    // Each person rates the talk at the end (issue 28: the private-feedbacks read model).
    await Promise.all(phones.map((socket, index) => acked(socket, 'feedback:submit', { rating: (index % 5) + 1, comment: index % 2 === 0 ? `Rated by ${index}` : '' })));
  } finally {
    for (const socket of sockets) socket.disconnect();
  }
  // A copy link of the deck, and the colleague's copy made through it (issue 24: the copy-links read model).
  const shareCode = (await t.http.post(`/api/presentation/${presentationId}/share-copy`).set(auth).expect(200)).body.shareCode as string;
  await t.http.post(`/api/presentation/copy-by-share-code/${shareCode}`).set(bearer(colleague.token)).expect(201);
  // The template library's first read writes the official templates (issue 28: the templates read model).
  await t.http.get('/api/templates/').expect(200);
  // The report's share link, and an export of the session.
  await t.http.get(`/api/report/${presentationId}/share-token`).set(auth).expect(200);
  await t.http.post('/api/exports').set(auth).send({ sessionId, format: 'answersCsv' }).expect(202);
  // The export ends off the request path: the log is complete once it has.
  await waitUntil(async () => ((await t.http.get(`/api/exports/session/${sessionId}`).set(auth).expect(200)).body as ExportSummary[]).every((summary) => summary.status !== 'processing'));
  return { presentationId, sessionId, pollSlideId: poll.id, quizSlideId: quiz.id, audience };
}
