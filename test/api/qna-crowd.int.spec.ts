import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import type { QnaQuestion } from '../../contracts/qna/question.js';
import type { AudienceQnaSnapshot, PresenterQnaState, PresenterQnaUpdate } from '../../contracts/qna/socket-protocol.js';
import { qnaProjection } from '../../projections/qna/qna.projection.js';
import type { QnaDocument, QnaQuestionDocument } from '../../projections/qna/qna.document.js';
import { loadConfig } from '../../services/infrastructure/config/app-config.js';
import { versionedCollection } from '../../services/infrastructure/projections/projection-names.js';
import { rebuildProjections } from '../../services/infrastructure/projections/rebuild-projection.js';
import { openStorage } from '../../services/infrastructure/storage-factory.js';
import { freePort, startServerProcess, type ServerProcess } from '../support/server-process.js';
import { waitUntil } from '../support/wait-until.js';
import { QnaReference, type RefAction } from './qna-reference.js';

const PEOPLE = 300;
const QUESTIONS_EACH = 2;
const UPVOTES = 5_000;

type Ack = { ok: true; duplicate: boolean } | { ok: false; error: { statusCode: number; message: string } };

/** A small deterministic generator, so a failure can be replayed exactly. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

async function call<T>(server: ServerProcess, method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

function connect(server: ServerProcess, token: string, firstEvent: string): Promise<Socket> {
  const socket = io(server.baseUrl, { auth: { token }, transports: ['websocket'], forceNew: true, reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once(firstEvent, () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const emit = <T>(socket: Socket, event: string, payload: unknown) => socket.emitWithAck(event, payload) as Promise<T>;

/** Runs `work` for indexes 0..count-1, at most `concurrency` at a time. */
async function pool(count: number, concurrency: number, work: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, async () => {
    while (next < count) await work(next++);
  }));
}

const comparable = (questions: readonly QnaQuestion[]) =>
  [...questions]
    .map(({ id, text, name, status, pinned, answered, voteCount }) => ({ id, text, name, status, pinned, answered, voteCount }))
    .sort((a, b) => a.id.localeCompare(b.id));

describe('A moderated Q&A of 300 people over real sockets, through kill -9 (issue 21)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'liveslides-qna-crowd-'));
  let server: ServerProcess | undefined;
  const sockets: Socket[] = [];
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('600 questions and 5,000 upvotes while the presenter moderates equal an independent count, re-sends count once, and a crash loses nothing', async () => {
    const random = seededRandom(21);
    const port = await freePort();
    server = await startServerProcess(dataDir, port, { DEFAULT_PLAN: 'pro' });
    const credentials = { email: `qna-crowd-${randomUUID()}@example.com`, password: 'survives-kill-9' };
    const { token } = await call<{ token: string }>(server, 'POST', '/api/users/create-presenter', undefined, { ...credentials, firstName: 'Mo', lastName: 'Derator' });
    const presentation = await call<{ id: string; accessCode: string }>(server, 'POST', '/api/presentation', token, { name: 'Town hall' });
    await call(server, 'PATCH', `/api/presentation/${presentation.id}/settings`, token, { isModerationMode: true });
    const slide = await call<{ id: string }>(server, 'POST', '/api/slide/create/', token, { presentationId: presentation.id, type: 'question', fields: { title: 'Ask the board' } });
    await call(server, 'PUT', `/api/presentation/update-next-slide/${presentation.id}`, token, { activeSlide: slide.id });
    const { joinToken } = await call<{ joinToken: string }>(server, 'GET', `/api/live/presentation/${presentation.id}`, token);

    // The presenter's screen: the full list once, then every change.
    const presenter = await connect(server, token, 'connect');
    sockets.push(presenter);
    expect(await emit<{ ok: boolean }>(presenter, 'join-presenter', { room: `${presentation.id}-presenter`, presenter: { id: 'p', name: 'Mo' } })).toMatchObject({ ok: true });
    const shown = new Map<string, QnaQuestion>();
    presenter.on('qna:updated', (update: PresenterQnaUpdate) => {
      for (const question of update.questions) shown.set(question.id, question);
    });
    const subscribed = await emit<{ ok: true; state: PresenterQnaState }>(presenter, 'qna:subscribe', { presentationId: presentation.id });
    expect(subscribed.state.questions).toEqual([]);

    const names = Array.from({ length: PEOPLE }, (_, index) => `Person ${index}`);
    const phones: Socket[] = [];
    await pool(PEOPLE, 32, async (index) => {
      const joined = await call<{ token: string }>(server!, 'POST', '/api/audience/join', undefined, { accessCode: presentation.accessCode, name: names[index], joinToken });
      phones[index] = await connect(server!, joined.token, 'session:state');
    });
    sockets.push(...phones);

    // --- 600 questions, two per person; one in ten is sent again with its id (a lost ack).
    const reference = new QnaReference();
    let askResends = 0;
    await Promise.all(
      phones.map(async (phone, author) => {
        for (let number = 0; number < QUESTIONS_EACH; number++) {
          const questionId = randomUUID();
          const text = `Question ${number + 1} from ${names[author]}`;
          const first = await emit<Ack>(phone, 'qna:ask', { questionId, text });
          expect(first).toEqual({ ok: true, duplicate: false });
          reference.asked(questionId, author, text);
          if (random() < 0.1) {
            askResends += 1;
            expect(await emit<Ack>(phone, 'qna:ask', { questionId, text })).toEqual({ ok: true, duplicate: true });
          }
        }
      }),
    );
    expect(reference.questions.size).toBe(PEOPLE * QUESTIONS_EACH);
    expect(askResends).toBeGreaterThan(0);

    const moderate = async (questionId: string, action: RefAction, commandId = randomUUID()) => {
      const ack = await emit<Ack>(presenter, 'qna:moderate', { presentationId: presentation.id, questionId, action, commandId });
      expect({ action, ack }).toEqual({ action, ack: { ok: true, duplicate: expect.any(Boolean) } });
      if (ack.ok && !ack.duplicate) reference.moderated(questionId, action);
      return commandId;
    };

    // --- The presenter approves in batches; people vote on what the presenter's screen shows approved,
    // while the presenter approves the next batches, dismisses, pins and marks answered.
    const ids = [...reference.questions.keys()];
    const toDismiss = new Set(ids.filter(() => random() < 0.08));
    const toLeavePending = new Set(ids.filter((id) => !toDismiss.has(id) && random() < 0.1));
    const toApprove = ids.filter((id) => !toDismiss.has(id) && !toLeavePending.has(id));
    const open: string[] = [];
    let approvalsDone = false;
    const presenterWork = (async () => {
      for (let start = 0; start < toApprove.length; start += 60) {
        const batch = toApprove.slice(start, start + 60);
        for (const id of batch) await moderate(id, 'approve');
        await waitUntil(() => batch.every((id) => shown.get(id)?.status === 'approved'));
        open.push(...batch);
        const dismissals = [...toDismiss].slice((start / 60) * 5, (start / 60) * 5 + 5);
        for (const id of dismissals) await moderate(id, 'dismiss');
        for (const id of batch.slice(0, 2)) await moderate(id, 'pin');
        for (const id of batch.slice(2, 8)) await moderate(id, 'markAnswered');
        await moderate(batch[2]!, 'undoAnswered');
      }
      for (const id of toDismiss) await moderate(id, 'dismiss');
      approvalsDone = true;
    })();

    let upvotesSent = 0;
    let withdrawals = 0;
    let voteResends = 0;
    const voteOnce = async (voter: number): Promise<void> => {
      const candidates = open.filter((id) => reference.questions.get(id)!.author !== voter && !reference.questions.get(id)!.voters.has(voter));
      if (candidates.length === 0) return;
      // A few questions draw most of the votes, as in a real room.
      const questionId = candidates[Math.floor(candidates.length * random() ** 2)]!;
      const voteId = randomUUID();
      upvotesSent += 1;
      expect(await emit<Ack>(phones[voter]!, 'qna:upvote', { voteId, questionId, upvoted: true })).toEqual({ ok: true, duplicate: false });
      reference.voted(questionId, voter, true);
      if (random() < 0.05) {
        voteResends += 1;
        expect(await emit<Ack>(phones[voter]!, 'qna:upvote', { voteId, questionId, upvoted: true })).toEqual({ ok: true, duplicate: true });
      }
      if (random() < 0.06) {
        withdrawals += 1;
        const takeBack = randomUUID();
        expect(await emit<Ack>(phones[voter]!, 'qna:upvote', { voteId: takeBack, questionId, upvoted: false })).toEqual({ ok: true, duplicate: false });
        reference.voted(questionId, voter, false);
        // The first vote sent again after it was taken back: recognised by its id, not counted again.
        expect(await emit<Ack>(phones[voter]!, 'qna:upvote', { voteId, questionId, upvoted: true })).toEqual({ ok: true, duplicate: true });
      }
    };
    await Promise.all(
      phones.map(async (_phone, voter) => {
        const share = Math.floor(UPVOTES / PEOPLE) + (voter < UPVOTES % PEOPLE ? 1 : 0);
        for (let cast = 0; cast < share; ) {
          if (open.length < 60 * Math.ceil((cast + 1) / 6) && !approvalsDone) {
            await waitUntil(() => approvalsDone || open.length >= 60 * Math.ceil((cast + 1) / 6));
          }
          const before = upvotesSent;
          const released = open.length;
          await voteOnce(voter);
          if (upvotesSent > before) cast += 1;
          else if (approvalsDone) break;
          // Nothing left this person may vote on yet: until the presenter approves more.
          else await waitUntil(() => approvalsDone || open.length > released);
        }
      }),
    );
    await presenterWork;
    expect(upvotesSent).toBe(UPVOTES);
    expect(withdrawals).toBeGreaterThan(0);
    expect(voteResends).toBeGreaterThan(0);

    // --- After the votes: some approved questions with votes are dismissed; answered, undone, and a re-sent
    // "answered" (same commandId) that must not mark it again.
    for (const id of open.slice(40, 55)) await moderate(id, 'dismiss');
    const target = open[60]!;
    const answered = await moderate(target, 'markAnswered');
    await moderate(target, 'undoAnswered');
    expect(await emit<Ack>(presenter, 'qna:moderate', { presentationId: presentation.id, questionId: target, action: 'markAnswered', commandId: answered })).toEqual({ ok: true, duplicate: true });
    expect(reference.questions.get(target)!.answered).toBe(false);

    // --- The presenter's list equals the reference, question by question and in the counts.
    const expectedRows = reference.rows(names);
    const presenterList = async () => (await emit<{ ok: true; state: PresenterQnaState }>(presenter, 'qna:subscribe', { presentationId: presentation.id })).state;
    await waitUntil(async () => JSON.stringify(comparable((await presenterList()).questions)) === JSON.stringify(expectedRows));
    const before = await presenterList();
    expect(comparable(before.questions)).toEqual(expectedRows);
    const createdAt = new Map(before.questions.map((question) => [question.id, question.createdAt]));
    expect(before.summary).toEqual({ ...reference.summary(createdAt), highlightedQuestionId: null });
    expect(before.summary.pending).toBe(toLeavePending.size);
    expect(before.questions.reduce((sum, question) => sum + question.voteCount, 0)).toBe(UPVOTES - withdrawals);
    // The screen the presenter has been watching got there through its updates too.
    await waitUntil(() => JSON.stringify(comparable([...shown.values()])) === JSON.stringify(expectedRows));

    // A phone sees the questions that count (moderation on), and its own.
    const phoneView = (await emit<{ ok: true; snapshot: AudienceQnaSnapshot }>(phones[7]!, 'qna:subscribe', {})).snapshot;
    expect(phoneView.list.visible).toBe(before.summary.counted);
    expect(phoneView.mine.questions.map((question) => question.id).sort()).toEqual(
      [...reference.questions.values()].filter((question) => question.author === 7 && question.status !== 'dismissed').map((question) => question.id).sort(),
    );
    expect(phoneView.upvoted.sort()).toEqual([...reference.questions.values()].filter((question) => question.voters.has(7)).map((question) => question.id).sort());

    // --- kill -9, and a restart from the same data: the same list.
    await server.crash();
    for (const socket of sockets.splice(0)) socket.disconnect();
    server = await startServerProcess(dataDir, port, { DEFAULT_PLAN: 'pro' });
    const login = await call<{ token: string }>(server, 'POST', '/api/auth/login', undefined, credentials);
    const again = await connect(server, login.token, 'connect');
    sockets.push(again);
    expect(await emit<{ ok: boolean }>(again, 'join-presenter', { room: `${presentation.id}-presenter`, presenter: { id: 'p', name: 'Mo' } })).toMatchObject({ ok: true });
    const after = (await emit<{ ok: true; state: PresenterQnaState }>(again, 'qna:subscribe', { presentationId: presentation.id })).state;
    expect(comparable(after.questions)).toEqual(expectedRows);
    expect(after.summary).toEqual(before.summary);
    process.stdout.write(
      `qna crowd: ${PEOPLE} people, ${reference.questions.size} questions (${askResends} re-sent), ${upvotesSent} upvotes (${withdrawals} taken back, ${voteResends} re-sent); ` +
        `after kill -9: ${after.summary.counted} counted, ${after.summary.pending} pending, ${after.summary.answered} answered, ${after.summary.dismissed} dismissed, as computed independently\n`,
    );
    again.disconnect();
    await server.stop();

    // --- Rebuilt from the log alone, the read model holds exactly what the live views showed.
    const storage = await openStorage(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'crash-test-secret-long-enough-0123456789', KURRENTDB_URL: '', MONGODB_URL: '' }));
    try {
      await rebuildProjections(storage.eventStore, storage.readStore, [qnaProjection as never], { into: () => 'qna_rebuilt' });
      const byId = (documents: QnaDocument[]) => documents.sort((a, b) => a.id.localeCompare(b.id));
      const rebuilt = byId(await storage.readStore.find<QnaDocument>('qna_rebuilt'));
      expect(rebuilt).toEqual(byId(await storage.readStore.find<QnaDocument>(versionedCollection(qnaProjection.name, qnaProjection.version))));
      const rebuiltRows = rebuilt
        .filter((document): document is QnaQuestionDocument => document.kind === 'question')
        .map(({ questionId, text, name, status, pinned, answered, voteCount }) => ({ id: questionId, text, name, status, pinned, answered, voteCount }));
      expect(rebuiltRows.sort((a, b) => a.id.localeCompare(b.id))).toEqual(expectedRows);
    } finally {
      await storage.eventStore.close();
      await storage.readStore.close();
    }
  });
});
