import fc from 'fast-check';
import { performance } from 'node:perf_hooks';
import type { Socket } from 'socket.io-client';
import { z } from 'zod';
import { chatRoomRequestSchema, sendChatMessageSchema } from '../../contracts/chat/messages.js';
import { deckCommandSchema } from '../../contracts/deck/deck-commands.js';
import { IMPORT_CHOICES } from '../../contracts/imports/document-import.js';
import { QUIZ_SHEET_COLUMNS } from '../../contracts/imports/sheet-import.js';
import type { RecordedEvent } from '../../contracts/events/envelope.js';
import { ideaVoteSchema, submitIdeaSchema } from '../../contracts/ideas/requests.js';
import { submitAnswerSchema } from '../../contracts/live/answers.js';
import { pacingGoSchema } from '../../contracts/live/pacing.js';
import type { PresenterSnapshot } from '../../contracts/live/socket-protocol.js';
import { askQuestionSchema, moderateQuestionSchema, qnaSubscribeSchema, upvoteQuestionSchema } from '../../contracts/qna/requests.js';
import { quizControlRequestSchema } from '../../contracts/quiz/requests.js';
import { privateFeedbackRequestSchema } from '../../contracts/reports/requests.js';
import { deckCommandRequestSchema, deckSubscribeRequestSchema } from '../../contracts/realtime/deck-sync.js';
import { QUIZ_ACTOR } from '../../services/quiz/application/quiz-commands.js';
import { EXPORT_JOBS_ACTOR } from '../../services/exports/application/export-jobs.js';
import { getTakenOverByRequestSchema } from '../../contracts/presentations/take-over.js';
import { SocketMessages } from '../../services/infrastructure/realtime/socket-messages.js';
import { joinPresenterSchema, leaveSchema, reactionSchema } from '../../services/live/realtime/live.gateway.js';
import { silentMp3, silentWav } from '../support/test-audio.js';
import { pdfOfPages, threeSlidePptx, workbookOf } from '../support/import-documents.js';
import { colourPng } from '../support/test-images.js';
import { deckApi } from './support/deck-api.js';
import { arbitraryFromSchema, type JsonSchema } from './support/json-schema-arbitrary.js';
import { connect, emitWithAck, once } from './support/live-clients.js';
import { suiteServer } from './support/suite-server.js';
import { bearer, registerPresenter } from './support/test-app.js';

/**
 * Property-based fuzzing of every command and socket payload contract (issue 20): generated inputs, shaped by
 * each contract's JSON Schema and seeded with real ids, go to every HTTP route that takes a body (from the
 * OpenAPI document) and every socket message with a handler. Each is answered 2xx or 4xx, never 5xx, and after
 * every 4xx nothing was written: the only events the log may gain meanwhile are the quiz's own timed steps.
 * The seed is fixed, so a failure replays; fast-check prints the shrunk input.
 */
const SEED = 20_2620;
const RUNS_PER_ROUTE = 30;
const RUNS_PER_SOCKET_MESSAGE = 60;
/** Every deck command goes through this one message, so it gets the runs of many routes. */
const RUNS_OF_DECK_COMMANDS = 600;

interface Fixture {
  readonly presentationId: string;
  readonly accessCode: string;
  readonly slideId: string;
  readonly optionId: string;
  readonly quizSlideId: string;
  readonly ideasSlideId: string;
  readonly wheelSlideId: string;
  readonly hintId: string;
  readonly sessionId: string;
  readonly joinToken: string;
  readonly remoteAccessCode: string;
  readonly folderId: string;
  /** A folder of the owner's team workspace (issue 24), for the account-folder routes to name. */
  readonly teamFolderId: string;
  /** A theme the owner saved (issue 28). */
  readonly themeId: string;
}

type Ack = { ok: boolean; error?: { statusCode: number } };

describe('Fuzzing every command and socket payload contract', () => {
  // The generated answers and reactions should reach their handlers, not the per-socket budgets.
  const suite = suiteServer({
    DEFAULT_PLAN: 'pro',
    RATE_LIMIT_ANSWERS_PER_SOCKET: '100000/10',
    RATE_LIMIT_REACTIONS_PER_SOCKET: '100000/10',
    RATE_LIMIT_IDEAS_PER_SOCKET: '100000/10',
    RATE_LIMIT_IDEA_VOTES_PER_SOCKET: '100000/10',
    RATE_LIMIT_PACING_MOVES_PER_SOCKET: '100000/10',
    RATE_LIMIT_FEEDBACK_PER_SOCKET: '100000/10',
    // Every generated upload, image or audio, should reach the file checks, not the presenter's upload budget.
    RATE_LIMIT_UPLOADS_PER_USER: '100000/10',
    // Generated invitations should reach the team decider, not the team's email budget.
    RATE_LIMIT_TEAM_INVITATIONS_PER_TEAM: '100000/10',
    RATE_LIMIT_COLLABORATOR_INVITATIONS_PER_USER: '100000/10',
    // AI on (issue 27), so generated requests reach its rules; the address answers nothing, so no model is ever asked.
    AI_MODEL: 'fuzz-model',
    AI_BASE_URL: 'http://127.0.0.1:9/v1',
    RATE_LIMIT_AI_REQUESTS_PER_USER: '100000/10',
  });
  let owner: { token: string; user: { id: string } };
  /** The owner's team and an invitation it sent (issue 24), for the team and invitation routes to name. */
  let team: { accountId: string; invitationId: string };
  const tally = { http: 0, socket: 0, accepted: 0, refused: 0 };
  const started = performance.now();

  beforeAll(async () => {
    owner = await registerPresenter(suite.t.http);
    const accountId = (await suite.t.http.post('/api/accounts').set(bearer(owner.token)).send({ name: 'Fuzz team', licenseQuantity: 30 }).expect(201)).body.id as string;
    const invited = await suite.t.http.post('/api/invitations').set(bearer(owner.token)).send({ emails: ['fuzz-invitee@example.com'] }).expect(201);
    team = { accountId, invitationId: invited.body.invitations[0].invitationId as string };
  });
  afterAll(() => {
    process.stdout.write(
      `fuzz: ${tally.http} HTTP requests and ${tally.socket} socket messages, ${tally.accepted} accepted, ${tally.refused} refused (4xx), none 5xx, in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
    );
  });

  /** A deck with a live poll, a quiz question with a hint, a freestyle slide, a brainstorm and a wheel: ids for the inputs to name. */
  async function freshFixture(): Promise<Fixture> {
    const deck = deckApi(suite.t, owner.token);
    const presentationId = await deck.createPresentation('Fuzz target');
    const poll = await deck.addSlide(presentationId, { type: 'poll', options: [{ title: 'A' }, { title: 'B' }] });
    const quiz = await deck.addSlide(presentationId, { type: 'pickAnswer', options: [{ title: 'Right' }, { title: 'Wrong' }] });
    await deck.addSlide(presentationId, { type: 'freestyle' });
    const ideas = await deck.addSlide(presentationId, { type: 'ideas' });
    const wheel = await deck.addSlide(presentationId, { type: 'spinnerWheel', options: [{ title: 'Ada' }, { title: 'Grace' }] });
    const hint = await suite.t.http.post('/api/hint').set(deck.auth).send({ slideId: quiz.id, text: '<p>Think</p>' }).expect(201);
    const live = await suite.t.http.put(`/api/presentation/update-next-slide/${presentationId}`).set(deck.auth).send({ activeSlide: poll.id }).expect(200);
    const state = (await suite.t.http.get(`/api/live/presentation/${presentationId}`).set(deck.auth).expect(200)).body as PresenterSnapshot;
    const { accessCode } = await deck.deck(presentationId);
    const remote = await suite.t.http.post(`/api/presentation/${presentationId}/remote-access-code`).set(deck.auth).expect(200);
    const folder = await suite.t.http.post('/api/folder').set(deck.auth).send({ folderName: 'Fuzz folder' }).expect(201);
    const teamFolder = await suite.t.http.post(`/api/account-folder/${team.accountId}/folder`).set(deck.auth).send({ folderName: 'Fuzz team folder' }).expect(201);
    const theme = await suite.t.http.post('/api/presentation-themes').set(deck.auth).send({ themeName: 'Fuzz theme', textColour: '#111111', baseColour: '#fafafa' }).expect(201);
    return {
      themeId: theme.body.id as string,
      folderId: folder.body.folder.folderId as string,
      teamFolderId: teamFolder.body.folder.folderId as string,
      remoteAccessCode: remote.body.remoteAccessCode as string,
      presentationId,
      accessCode,
      slideId: poll.id,
      optionId: poll.options[0]!.id,
      quizSlideId: quiz.id,
      ideasSlideId: ideas.id,
      wheelSlideId: wheel.id,
      hintId: hint.body.id as string,
      sessionId: live.body.sessionId as string,
      joinToken: state.joinToken!,
    };
  }

  /** Real ids under the names contracts give them, so generated commands reach their deciders. */
  function idHints(fixture: Fixture): Record<string, fc.Arbitrary<unknown>> {
    const slideIds = fc.constantFrom(fixture.slideId, fixture.quizSlideId);
    return {
      presentationId: fc.constant(fixture.presentationId),
      destinatedPresentationId: fc.constant(fixture.presentationId),
      presentationIds: fc.constant([fixture.presentationId]),
      slideId: slideIds,
      id: slideIds,
      duplicatedSlideId: slideIds,
      slideIds: slideIds.map((id) => [id]),
      optionId: fc.constant(fixture.optionId),
      slideOptionId: fc.constant(fixture.optionId),
      optionIds: fc.constant([fixture.optionId]),
      hintId: fc.constant(fixture.hintId),
      accessCode: fc.constant(fixture.accessCode),
      joinToken: fc.constant(fixture.joinToken),
      sessionId: fc.constant(fixture.sessionId),
      folderId: fc.constantFrom(fixture.folderId, fixture.teamFolderId, null),
      parentFolderId: fc.constantFrom(fixture.folderId, fixture.teamFolderId, null),
      invitationId: fc.constant(team.invitationId),
      // Reset-link tokens of the right shape, one naming the owner's account, so they reach the reset decisions.
      token: fc.oneof(fc.constant(`${owner.user.id}.${'A'.repeat(43)}`), fc.stringMatching(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/)),
    };
  }

  /** The account-folder routes on folders run on the team workspace's tree; moving presentations on the personal one. */
  const isTeamFolderPath = (path: string) => path.startsWith('/api/account-folder/{accountId}/folder');

  const PATH_VALUES: Record<string, (fixture: Fixture, path: string) => string> = {
    presentationId: (fixture) => fixture.presentationId,
    id: (fixture) => fixture.presentationId,
    slideId: (fixture, path) => (path.includes('/spinner-wheel/') ? fixture.wheelSlideId : path.includes('/ideas/') ? fixture.ideasSlideId : fixture.slideId),
    optionId: (fixture) => fixture.optionId,
    slideOptionId: (fixture) => fixture.optionId,
    hintId: (fixture) => fixture.hintId,
    accessCode: (fixture) => fixture.accessCode,
    liveSessionId: (fixture) => fixture.sessionId,
    remoteAccessCode: (fixture) => fixture.remoteAccessCode,
    // A point in the deck's history (issue 24): revision 1 is the fixture's first edit.
    revision: () => '1',
    folderId: (fixture, path) => (isTeamFolderPath(path) ? fixture.teamFolderId : fixture.folderId),
    // A personal folder's account is its owner's own id; the team routes and the team's folders take the fixture's team.
    accountId: (_fixture, path) => (path.startsWith('/api/account-folder/') && !isTeamFolderPath(path) ? owner.user.id : team.accountId),
    invitationId: () => team.invitationId,
    themeId: (fixture) => fixture.themeId,
    // Issue 28: the owner's own profile (onboarding answers); other user routes keep an id that names nobody (logging out would end the fuzzing).
    userId: (fixture, path) => (path === '/api/users/{userId}' ? owner.user.id : fixture.presentationId),
  };

  /** Nothing written since `before`, but the quiz's own timed steps (a countdown or question that ends) and exports' ends. */
  async function writtenSince(before: number): Promise<RecordedEvent[]> {
    const events = await suite.t.storage.eventStore.readAll(before, 100);
    // Exports the fuzz asked for end on their own too, off the request path (issue 23).
    const timed = [QUIZ_ACTOR, EXPORT_JOBS_ACTOR];
    return events.filter((event) => !timed.some((actor) => event.metadata.actor.kind === actor.kind && event.metadata.actor.id === actor.id));
  }

  async function expectAnswered(status: number, before: number, what: string): Promise<void> {
    if (status >= 500) throw new Error(`${what} answered ${status}`);
    if (status >= 400) {
      tally.refused += 1;
      const written = await writtenSince(before);
      if (written.length > 0) throw new Error(`${what} answered ${status} yet wrote ${written.map((event) => event.type).join(', ')}`);
    } else {
      tally.accepted += 1;
    }
  }

  it('answers every HTTP route that takes a body 2xx or 4xx, and writes nothing with a 4xx', async () => {
    const document = (await suite.t.http.get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, { requestBody?: { content?: { 'application/json'?: { schema?: JsonSchema } } } }>>;
    };
    const routes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => ({ path, method, schema: operation.requestBody?.content?.['application/json']?.schema })),
    );
    // The document is built from the controllers: an empty one would make this test pass vacuously.
    expect(routes.filter((route) => route.schema).length).toBeGreaterThan(30);
    for (const route of routes) {
      const fixture = await freshFixture();
      const pathArbitrary = fc.oneof(
        { weight: 7, arbitrary: fc.constant(route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(PATH_VALUES[name]?.(fixture, route.path) ?? fixture.presentationId))) },
        { weight: 1, arbitrary: fc.string({ maxLength: 70 }).map((noise) => route.path.replace(/\{(\w+)\}/g, () => encodeURIComponent(noise) || 'x')) },
      );
      const bodyArbitrary = route.schema ? arbitraryFromSchema(route.schema, idHints(fixture)) : fc.jsonValue({ maxDepth: 3 });
      await fc.assert(
        fc.asyncProperty(pathArbitrary, bodyArbitrary, async (path, body) => {
          const before = await suite.t.storage.eventStore.headPosition();
          const response = await suite.t.http[route.method as 'post'](path).set(bearer(owner.token)).set('Content-Type', 'application/json').send(JSON.stringify(body) ?? 'null');
          tally.http += 1;
          await expectAnswered(response.status, before, `${route.method.toUpperCase()} ${path}`);
        }),
        { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
      );
    }
  }, 900_000);

  it('answers every socket message with an ack of success or a 4xx, and writes nothing with a 4xx', async () => {
    const fixture = await freshFixture();
    // Q&A on every slide and the chat on, so their messages reach their deciders too.
    await suite.t.http.patch(`/api/presentation/${fixture.presentationId}/settings`).set(bearer(owner.token)).send({ qnaAllSlide: true, isEnableChat: true }).expect(200);
    const presenterSocket = connect(suite.baseUrl, owner.token);
    suite.sockets.push(presenterSocket);
    const joined = await suite.t.http.post('/api/audience/join').send({ accessCode: fixture.accessCode, joinToken: fixture.joinToken }).expect(200);
    const audienceSocket = connect(suite.baseUrl, joined.body.token as string);
    suite.sockets.push(audienceSocket);
    await once(audienceSocket, 'session:state');

    const quizRequest = arbitraryFromSchema(z.toJSONSchema(quizControlRequestSchema) as JsonSchema, idHints(fixture));
    const ideaHints = { ...idHints(fixture), slideId: fc.constantFrom(fixture.ideasSlideId, fixture.slideId) };
    const deckCommandRequest = arbitraryFromSchema(z.toJSONSchema(deckCommandRequestSchema, { unrepresentable: 'any' }) as JsonSchema, idHints(fixture));
    const deckCommand = arbitraryFromSchema(z.toJSONSchema(deckCommandSchema, { unrepresentable: 'any' }) as JsonSchema, idHints(fixture));
    const table: Record<string, { socket: Socket; payload: fc.Arbitrary<unknown>; runs: number }> = {
      'answer:submit': { socket: audienceSocket, payload: arbitraryFromSchema(z.toJSONSchema(submitAnswerSchema) as JsonSchema, idHints(fixture)), runs: RUNS_PER_SOCKET_MESSAGE },
      'reaction:send': { socket: audienceSocket, payload: arbitraryFromSchema(z.toJSONSchema(reactionSchema) as JsonSchema), runs: RUNS_PER_SOCKET_MESSAGE },
      'pacing:go': { socket: audienceSocket, payload: arbitraryFromSchema(z.toJSONSchema(pacingGoSchema) as JsonSchema), runs: RUNS_PER_SOCKET_MESSAGE },
      'join-presenter': { socket: presenterSocket, payload: arbitraryFromSchema(z.toJSONSchema(joinPresenterSchema) as JsonSchema, { room: fc.constant(`${fixture.presentationId}-presenter`) }), runs: RUNS_PER_SOCKET_MESSAGE },
      leave: { socket: presenterSocket, payload: arbitraryFromSchema(z.toJSONSchema(leaveSchema) as JsonSchema), runs: RUNS_PER_SOCKET_MESSAGE },
      'deck:subscribe': { socket: presenterSocket, payload: arbitraryFromSchema(z.toJSONSchema(deckSubscribeRequestSchema) as JsonSchema, idHints(fixture)), runs: RUNS_PER_SOCKET_MESSAGE },
      'deck:unsubscribe': { socket: presenterSocket, payload: arbitraryFromSchema(z.toJSONSchema(deckSubscribeRequestSchema) as JsonSchema, idHints(fixture)), runs: RUNS_PER_SOCKET_MESSAGE },
      'deck:command': {
        socket: presenterSocket,
        payload: fc.tuple(deckCommandRequest, deckCommand).map(([request, command]) => (typeof request === 'object' && request !== null && !Array.isArray(request) ? { ...request, command } : request)),
        runs: RUNS_OF_DECK_COMMANDS,
      },
      'quiz:start': { socket: presenterSocket, payload: quizRequest, runs: RUNS_PER_SOCKET_MESSAGE },
      'quiz:continue': { socket: presenterSocket, payload: quizRequest, runs: RUNS_PER_SOCKET_MESSAGE },
      'quiz:reveal': { socket: presenterSocket, payload: quizRequest, runs: RUNS_PER_SOCKET_MESSAGE },
      'quiz:sync': { socket: presenterSocket, payload: fc.jsonValue({ maxDepth: 2 }), runs: RUNS_PER_SOCKET_MESSAGE },
      'idea:submit': { socket: audienceSocket, payload: arbitraryFromSchema(z.toJSONSchema(submitIdeaSchema) as JsonSchema, ideaHints), runs: RUNS_PER_SOCKET_MESSAGE },
      'idea:vote': { socket: audienceSocket, payload: arbitraryFromSchema(z.toJSONSchema(ideaVoteSchema) as JsonSchema, ideaHints), runs: RUNS_PER_SOCKET_MESSAGE },
      'qna:ask': { socket: audienceSocket, payload: arbitraryFromSchema(z.toJSONSchema(askQuestionSchema) as JsonSchema, idHints(fixture)), runs: RUNS_PER_SOCKET_MESSAGE },
      'qna:upvote': { socket: audienceSocket, payload: arbitraryFromSchema(z.toJSONSchema(upvoteQuestionSchema) as JsonSchema, idHints(fixture)), runs: RUNS_PER_SOCKET_MESSAGE },
      'qna:moderate': { socket: presenterSocket, payload: arbitraryFromSchema(z.toJSONSchema(moderateQuestionSchema) as JsonSchema, idHints(fixture)), runs: RUNS_PER_SOCKET_MESSAGE },
      'qna:subscribe': { socket: presenterSocket, payload: arbitraryFromSchema(z.toJSONSchema(qnaSubscribeSchema) as JsonSchema, idHints(fixture)), runs: RUNS_PER_SOCKET_MESSAGE },
      'qna:unsubscribe': { socket: audienceSocket, payload: arbitraryFromSchema(z.toJSONSchema(qnaSubscribeSchema) as JsonSchema, idHints(fixture)), runs: RUNS_PER_SOCKET_MESSAGE },
      'chat:send': { socket: audienceSocket, payload: arbitraryFromSchema(z.toJSONSchema(sendChatMessageSchema) as JsonSchema, idHints(fixture)), runs: RUNS_PER_SOCKET_MESSAGE },
      'chat:subscribe': { socket: audienceSocket, payload: arbitraryFromSchema(z.toJSONSchema(chatRoomRequestSchema) as JsonSchema, idHints(fixture)), runs: RUNS_PER_SOCKET_MESSAGE },
      'chat:unsubscribe': { socket: presenterSocket, payload: arbitraryFromSchema(z.toJSONSchema(chatRoomRequestSchema) as JsonSchema, idHints(fixture)), runs: RUNS_PER_SOCKET_MESSAGE },
      'chat:clear': { socket: presenterSocket, payload: arbitraryFromSchema(z.toJSONSchema(chatRoomRequestSchema) as JsonSchema, idHints(fixture)), runs: RUNS_PER_SOCKET_MESSAGE },
      'feedback:submit': { socket: audienceSocket, payload: arbitraryFromSchema(z.toJSONSchema(privateFeedbackRequestSchema, { io: 'input' }) as JsonSchema), runs: RUNS_PER_SOCKET_MESSAGE },
      get_taken_over_by: { socket: presenterSocket, payload: arbitraryFromSchema(z.toJSONSchema(getTakenOverByRequestSchema) as JsonSchema, idHints(fixture)), runs: RUNS_PER_SOCKET_MESSAGE },
    };
    // A new socket message without a row here fails this test.
    expect(Object.keys(table).sort()).toEqual(suite.t.app.get(SocketMessages).events().sort());

    for (const [event, { socket, payload, runs }] of Object.entries(table)) {
      await fc.assert(
        fc.asyncProperty(payload, async (message) => {
          const before = await suite.t.storage.eventStore.headPosition();
          const ack = await emitWithAck<Ack>(socket, event, message);
          tally.socket += 1;
          await expectAnswered(ack.ok ? 200 : (ack.error?.statusCode ?? 500), before, `${event} ${JSON.stringify(message)?.slice(0, 200)}`);
        }),
        { numRuns: runs, seed: SEED, endOnFailure: true },
      );
    }
  }, 900_000);

  it('answers every multipart upload 2xx or 4xx, and writes nothing with a 4xx', async () => {
    const image = await colourPng(48, 32, '#2f855a');
    // Random bytes, and a real image cut short or with bytes overwritten: the decoder meets both.
    const damagedImage = fc
      .tuple(fc.nat({ max: image.length }), fc.array(fc.tuple(fc.nat({ max: image.length - 1 }), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }))
      .map(([cut, writes]) => {
        const copy = Buffer.from(image);
        for (const [at, value] of writes) copy[at] = value;
        return copy.subarray(0, Math.max(1, cut));
      });
    const bytes = fc.oneof(fc.uint8Array({ minLength: 1, maxLength: 2048 }).map((array) => Buffer.from(array)), damagedImage, fc.constant(image));
    const upload = fc.record({
      bytes,
      filename: fc.string({ maxLength: 300 }),
      contentType: fc.constantFrom('image/png', 'image/jpeg', 'image/svg+xml', 'text/plain', 'application/octet-stream'),
      field: fc.constantFrom('file', 'file', 'image', 'files[]'),
    });
    await fc.assert(
      fc.asyncProperty(upload, async ({ bytes: content, filename, contentType, field }) => {
        const before = await suite.t.storage.eventStore.headPosition();
        const response = await suite.t.http.post('/api/upload/image/').set(bearer(owner.token)).attach(field, content, { filename: filename || 'x', contentType });
        tally.http += 1;
        await expectAnswered(response.status, before, `POST /api/upload/image/ ${field} ${JSON.stringify(filename).slice(0, 60)} (${content.length} bytes)`);
      }),
      { numRuns: RUNS_PER_ROUTE * 2, seed: SEED, endOnFailure: true },
    );
  }, 900_000);

  it('answers every document and quiz-sheet import 2xx or 4xx, and writes nothing with a 4xx (issue 27)', async () => {
    const { presentationId } = await freshFixture();
    const documents = [await threeSlidePptx(), await pdfOfPages(2), await workbookOf([[...QUIZ_SHEET_COLUMNS], ['Q?', 'A', 'B', '', '', '', '', 1, '']])];
    // Each format's magic bytes before noise, and real documents cut short or with bytes overwritten: every reader meets both.
    const magic = fc.constantFrom(Buffer.from('%PDF-1.7\n'), Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
    const noise = fc.tuple(magic, fc.uint8Array({ maxLength: 2048 })).map(([head, tail]) => Buffer.concat([head, Buffer.from(tail)]));
    const damaged = fc
      .tuple(fc.constantFrom(...documents), fc.double({ min: 0, max: 1, noNaN: true }), fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }))
      .map(([document, cut, writes]) => {
        const copy = Buffer.from(document);
        for (const [at, value] of writes) copy[Math.floor(at * (copy.length - 1))] = value;
        return copy.subarray(0, Math.max(1, Math.floor(cut * copy.length)));
      });
    const upload = fc.record({
      bytes: fc.oneof(noise, damaged, fc.constantFrom(...documents)),
      route: fc.constantFrom('/api/upload/file-document/v2', '/api/presentation/import-sheet/'),
      presentationId: fc.oneof({ weight: 4, arbitrary: fc.constant(presentationId) }, fc.string({ maxLength: 40 })),
      filename: fc.string({ maxLength: 100 }),
      // Spec doc 3 §4 import choice: its three values, or anything else (a 400).
      importChoice: fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...IMPORT_CHOICES) }, fc.string({ minLength: 1, maxLength: 40 })),
    });
    await fc.assert(
      fc.asyncProperty(upload, async ({ bytes: content, route, presentationId: id, filename, importChoice }) => {
        const before = await suite.t.storage.eventStore.headPosition();
        const response = await suite.t.http.post(route).set(bearer(owner.token)).field('presentationId', id).field('importChoice', importChoice).attach('file', content, filename || 'x');
        tally.http += 1;
        await expectAnswered(response.status, before, `POST ${route} ${JSON.stringify(filename).slice(0, 60)} (${content.length} bytes)`);
      }),
      { numRuns: RUNS_PER_ROUTE * 2, seed: SEED, endOnFailure: true },
    );
  }, 900_000);

  it('answers every search query 2xx or 4xx, and writes nothing', async () => {
    await deckApi(suite.t, owner.token).createPresentation('Crème brûlée search fuzz');
    const text = fc.oneof(
      fc.string({ maxLength: 260 }),
      fc.string({ unit: 'grapheme', maxLength: 210 }),
      fc.constantFrom('crème', 'BRULEE', 'é'.repeat(200), '((a+)+)+$', '.*'.repeat(100), '\u0000', '%', '[object Object]'),
    );
    // Mostly in range, so most queries reach the matching and not only the validation.
    const number = fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 5 }).map(String) }, fc.integer({ min: -5, max: 100 }).map(String), fc.string({ maxLength: 8 }));
    const query = fc
      .tuple(fc.record({ q: text, page: number, limit: number }, { requiredKeys: ['q'] }), fc.oneof({ weight: 5, arbitrary: fc.constant(null) }, fc.string({ maxLength: 5 })))
      .map(([params, extra]) => (extra === null ? params : { ...params, extra }));
    for (const route of ['/api/search/presentation/', '/api/search/global/']) {
      await fc.assert(
        fc.asyncProperty(query, async (params) => {
          const before = await suite.t.storage.eventStore.headPosition();
          const response = await suite.t.http.get(route).query(params).set(bearer(owner.token));
          tally.http += 1;
          await expectAnswered(response.status, before, `GET ${route} ${JSON.stringify(params).slice(0, 80)}`);
        }),
        { numRuns: RUNS_PER_ROUTE * 2, seed: SEED, endOnFailure: true },
      );
    }
  }, 900_000);

  it("answers every trash query (the caller's own, or a team's by accountId) 2xx or 4xx, and writes nothing", async () => {
    const column = fc.oneof(fc.constantFrom('deletedAt', 'updatedAt', 'createdAt', 'name'), fc.string({ maxLength: 12 }));
    const accountId = fc.oneof(fc.constant(owner.user.id), fc.uuid(), fc.string({ maxLength: 80 }));
    const number = fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 5 }).map(String) }, fc.integer({ min: -5, max: 100 }).map(String), fc.string({ maxLength: 8 }));
    const query = fc.record({ page: number, sortColumn: column, sortOrder: fc.oneof(fc.constantFrom('asc', 'desc'), fc.string({ maxLength: 5 })), accountId }, { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(query, async (params) => {
        const before = await suite.t.storage.eventStore.headPosition();
        const response = await suite.t.http.get('/api/presentation/deleted').query(params).set(bearer(owner.token));
        tally.http += 1;
        await expectAnswered(response.status, before, `GET /api/presentation/deleted ${JSON.stringify(params).slice(0, 80)}`);
      }),
      { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
    );
  }, 900_000);

  it('answers every session list, report, shared report and participant answers query 2xx or 4xx, and writes nothing', async () => {
    const presentationId = await deckApi(suite.t, owner.token).createPresentation('Report fuzz');
    const id = fc.oneof(fc.constant(presentationId), fc.uuid(), fc.string({ maxLength: 80 }));
    const params = fc.record({ masterPresentationId: id, limit: fc.oneof(fc.integer({ min: -5, max: 200 }).map(String), fc.string({ maxLength: 8 })), sessionId: id, token: fc.string({ maxLength: 70 }), extra: fc.string({ maxLength: 5 }) }, { requiredKeys: [] });
    const path = fc.oneof(
      fc.constant('/api/presenting-sessions/snapshots'),
      id.map((value) => `/api/presenting-sessions/snapshots/${encodeURIComponent(value)}`),
      id.map((value) => `/api/report/${encodeURIComponent(value)}`),
      fc.string({ maxLength: 80 }).map((value) => `/api/shared-report/${encodeURIComponent(value) || 'x'}`),
      id.map((value) => `/api/audiences/${encodeURIComponent(value)}/audience-info-report`),
      id.map((value) => `/api/audiences/${encodeURIComponent(value)}/shared-audience-info-report`),
      fc.tuple(id, fc.constantFrom('audience-info', 'audience-info-report/v2', 'audience-info-report/v5', 'shared-audience-info-report/v2')).map(([value, tail]) => `/api/audiences/${encodeURIComponent(value)}/${tail}`),
      fc.tuple(id, fc.constantFrom('', '/v2', '/v5')).map(([value, tail]) => `/api/presenting-sessions/export/${encodeURIComponent(value)}/audience-info-report${tail}`),
    );
    await fc.assert(
      fc.asyncProperty(path, params, async (route, query) => {
        const before = await suite.t.storage.eventStore.headPosition();
        const response = await suite.t.http.get(route).query(query).set(bearer(owner.token));
        tally.http += 1;
        await expectAnswered(response.status, before, `GET ${route} ${JSON.stringify(query).slice(0, 80)}`);
      }),
      { numRuns: RUNS_PER_ROUTE * 2, seed: SEED, endOnFailure: true },
    );
  }, 900_000);

  it('answers every results-flag re-check 2xx or 4xx, and writes nothing on a deck without results (issue 23)', async () => {
    const presentationId = await deckApi(suite.t, owner.token).createPresentation('Results flag fuzz');
    const id = fc.oneof(fc.constant(presentationId), fc.uuid(), fc.string({ maxLength: 80 }));
    const body = fc.oneof(fc.constant(undefined), fc.jsonValue());
    await fc.assert(
      fc.asyncProperty(id, body, async (value, sent) => {
        const before = await suite.t.storage.eventStore.headPosition();
        const call = suite.t.http.post(`/api/presentation/${encodeURIComponent(value) || 'x'}/results-flag/recheck`).set(bearer(owner.token));
        const response = sent === undefined ? await call : await call.send(JSON.stringify(sent)).set('content-type', 'application/json');
        tally.http += 1;
        await expectAnswered(response.status, before, `POST results-flag/recheck ${value.slice(0, 40)} ${JSON.stringify(sent)?.slice(0, 40)}`);
        // Accepted too: the deck has no results and its flag is already false.
        expect((await writtenSince(before)).map((event) => event.type)).toEqual([]);
      }),
      { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
    );
  }, 900_000);

  it('answers every replay position 2xx or 4xx, and writes nothing (issue 23)', async () => {
    const fixture = await freshFixture();
    const position = fc.oneof(fc.nat().map(String), fc.integer({ min: -5, max: 5 }).map(String), fc.string({ maxLength: 24 }), fc.constantFrom('1e400', '9007199254740993', '0x10', ' 7 '));
    const query = fc.tuple(fc.record({ position }, { requiredKeys: [] }), fc.oneof({ weight: 5, arbitrary: fc.constant(null) }, fc.string({ maxLength: 5 }))).map(([params, extra]) => (extra === null ? params : { ...params, extra }));
    await fc.assert(
      fc.asyncProperty(query, async (params) => {
        const before = await suite.t.storage.eventStore.headPosition();
        const response = await suite.t.http.get(`/api/replay/${fixture.sessionId}`).query(params).set(bearer(owner.token));
        tally.http += 1;
        await expectAnswered(response.status, before, `GET /api/replay ${JSON.stringify(params).slice(0, 80)}`);
      }),
      { numRuns: RUNS_PER_ROUTE * 2, seed: SEED, endOnFailure: true },
    );
  }, 900_000);

  it('answers every audio upload 2xx or 4xx, and writes nothing with a 4xx', async () => {
    const presentationId = await deckApi(suite.t, owner.token).createPresentation('Audio fuzz');
    // Random bytes, and real WAV and MP3 files cut short or with bytes overwritten: the sniffer meets both.
    const damaged = (audio: Buffer) =>
      fc.tuple(fc.nat({ max: audio.length }), fc.array(fc.tuple(fc.nat({ max: audio.length - 1 }), fc.integer({ min: 0, max: 255 })), { maxLength: 8 })).map(([cut, writes]) => {
        const copy = Buffer.from(audio);
        for (const [at, value] of writes) copy[at] = value;
        return copy.subarray(0, Math.max(1, cut));
      });
    const wav = silentWav(0.1);
    const mp3 = silentMp3(4, 'Fuzz');
    const bytes = fc.oneof(fc.uint8Array({ minLength: 1, maxLength: 2048 }).map((array) => Buffer.from(array)), damaged(wav), damaged(mp3), fc.constantFrom(wav, mp3));
    const upload = fc.record({
      bytes,
      filename: fc.string({ maxLength: 300 }),
      contentType: fc.constantFrom('audio/mpeg', 'audio/wav', 'text/plain', 'application/octet-stream'),
      field: fc.constantFrom('file', 'file', 'audio', 'files[]'),
    });
    await fc.assert(
      fc.asyncProperty(upload, async ({ bytes: content, filename, contentType, field }) => {
        const before = await suite.t.storage.eventStore.headPosition();
        const response = await suite.t.http.post(`/api/upload/file-audio/${presentationId}`).set(bearer(owner.token)).attach(field, content, { filename: filename || 'x', contentType });
        tally.http += 1;
        await expectAnswered(response.status, before, `POST /api/upload/file-audio ${field} ${JSON.stringify(filename).slice(0, 60)} (${content.length} bytes)`);
      }),
      { numRuns: RUNS_PER_ROUTE * 2, seed: SEED, endOnFailure: true },
    );
  }, 900_000);

  it('answers every take-over, copy link, share page and copy by share code 2xx or 4xx, and writes nothing with a 4xx (issue 24)', async () => {
    const presentationId = await deckApi(suite.t, owner.token).createPresentation('Copy fuzz');
    const shareCode = ((await suite.t.http.post(`/api/presentation/${presentationId}/share-copy`).set(bearer(owner.token)).expect(200)).body as { shareCode: string }).shareCode;
    const id = fc.oneof(fc.constant(presentationId), fc.uuid(), fc.string({ maxLength: 80 }));
    const code = fc.oneof(fc.constant(shareCode), fc.stringMatching(/^[a-z0-9]{10}$/), fc.string({ maxLength: 40 }), fc.constantFrom('A'.repeat(10), '../../etc', '%00', 'é'.repeat(10)));
    const call = fc.oneof(
      fc.tuple(fc.constantFrom('get', 'post', 'delete') as fc.Arbitrary<'get' | 'post' | 'delete'>, id, fc.constantFrom('taken-over-by', 'take-over', 'share-copy')).map(([method, value, tail]) => ({ method, path: `/api/presentation/${encodeURIComponent(value) || 'x'}/${tail}` })),
      code.map((value) => ({ method: 'post' as const, path: `/api/presentation/copy-by-share-code/${encodeURIComponent(value) || 'x'}` })),
      code.map((value) => ({ method: 'get' as const, path: `/api/share/${encodeURIComponent(value) || 'x'}` })),
    );
    await fc.assert(
      fc.asyncProperty(call, async ({ method, path }) => {
        const before = await suite.t.storage.eventStore.headPosition();
        const response = await suite.t.http[method](path).set(bearer(owner.token));
        tally.http += 1;
        await expectAnswered(response.status, before, `${method.toUpperCase()} ${path.slice(0, 100)}`);
      }),
      { numRuns: RUNS_PER_ROUTE * 2, seed: SEED, endOnFailure: true },
    );
  }, 900_000);

  it('answers every template read, community publish and unpublish 2xx or 4xx, and writes nothing with a 4xx (issue 28)', async () => {
    const api = deckApi(suite.t, owner.token);
    const presentationId = await api.createPresentation('Template fuzz');
    for (const title of ['One', 'Two', 'Three']) await api.addSlide(presentationId, { type: 'poll', fields: { title } });
    // The official templates are written by the library's first read; after that a read writes nothing.
    await suite.t.http.get('/api/templates/').expect(200);
    const id = fc.oneof(fc.constant(presentationId), fc.uuid(), fc.string({ maxLength: 80 }));
    const text = fc.oneof(fc.string({ maxLength: 120 }), fc.constantFrom('Work', 'Fun', '', '%00', '<script>', 'é'.repeat(200)));
    const json = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.record({ presentationId: id, category: fc.option(text, { nil: undefined }), description: fc.option(text, { nil: undefined }) }, { requiredKeys: [] }));
    const call = fc.oneof(
      fc.record({ category: fc.option(text, { nil: undefined }), q: fc.option(text, { nil: undefined }) }, { requiredKeys: [] }).map((query) => ({ method: 'get' as const, path: '/api/templates/', query, body: undefined })),
      text.map((q) => ({ method: 'get' as const, path: '/api/templates/search/', query: { q }, body: undefined })),
      fc.oneof(fc.integer(), text).map((page) => ({ method: 'get' as const, path: '/api/community/templates/', query: { page: String(page) }, body: undefined })),
      text.map((value) => ({ method: 'get' as const, path: `/api/templates/by-share-code/${encodeURIComponent(value) || 'x'}`, query: {}, body: undefined })),
      id.map((value) => ({ method: 'get' as const, path: `/api/templates/shared/${encodeURIComponent(value) || 'x'}`, query: {}, body: undefined })),
      fc.tuple(fc.constantFrom('public-presentations', 'unpublic-presentations'), json).map(([tail, body]) => ({ method: 'post' as const, path: `/api/community/${tail}/`, query: {}, body })),
    );
    await fc.assert(
      fc.asyncProperty(call, async ({ method, path, query, body }) => {
        const before = await suite.t.storage.eventStore.headPosition();
        const request = suite.t.http[method](path).set(bearer(owner.token)).query(query);
        const response = body === undefined ? await request : await request.set('Content-Type', 'application/json').send(JSON.stringify(body) ?? 'null');
        tally.http += 1;
        await expectAnswered(response.status, before, `${method.toUpperCase()} ${path.slice(0, 100)} ${JSON.stringify(body ?? query).slice(0, 100)}`);
      }),
      { numRuns: RUNS_PER_ROUTE * 2, seed: SEED, endOnFailure: true },
    );
  }, 900_000);
});
