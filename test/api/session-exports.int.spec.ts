import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { EXPORT_SOCKET_EVENTS, type ExportProgressPayload, type ExportSummary, type ReportGeneratedPayload } from '../../contracts/exports/exports.js';
import type { LeaderboardPayload } from '../../contracts/quiz/leaderboard.js';
import { exportsProjection } from '../../projections/exports/exports.projection.js';
import { replayInMemory } from '../../projections/projection.js';
import { ProjectionRunner } from '../../services/infrastructure/projections/projection-runner.js';
import { waitUntil } from '../support/wait-until.js';
import { connect, emitWithAck } from './support/live-clients.js';
import { joinPhone, presented, type Ack, type Live, type Phone } from './support/presented-deck.js';
import { suiteServer } from './support/suite-server.js';
import { bearer, registerPresenter } from './support/test-app.js';

const PHONES = 6;

/** Every message of the export events a socket received. */
function exportInbox(socket: Socket) {
  const progress: ExportProgressPayload[] = [];
  const generated: ReportGeneratedPayload[] = [];
  socket.on(EXPORT_SOCKET_EVENTS.progress, (payload: ExportProgressPayload) => progress.push(payload));
  socket.on(EXPORT_SOCKET_EVENTS.generated, (payload: ReportGeneratedPayload) => generated.push(payload));
  return { progress, generated };
}

/** The response body as bytes, whatever its content type. */
function bytes(response: NodeJS.ReadableStream, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

/** Rows of a worksheet as plain values, row 1 first (exceljs rows are 1-based, with an empty slot 0). */
function rowsOf(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => (rows[number - 1] = (row.values as unknown[]).slice(1)));
  return Array.from(rows, (row) => row ?? []);
}

/** A CSV of simple quoted cells, as @fast-csv/format writes it (no line breaks in these cells). */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\n')
    .map((line) => [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)].slice(0, -1).map((match) => match[1]!.replace(/^"|"$/g, '').replace(/""/g, '"')));
}

describe('Exports of a session (issue 23)', () => {
  const server = suiteServer({ DEFAULT_PLAN: 'pro' });

  async function run(live: Live, presenter: Socket, phones: Phone[]) {
    const slide = (index: number) => live.deck.slides.find((candidate) => candidate.id === live.slideIds[index])!;
    const answer = async (phone: Phone, index: number, value: unknown) =>
      expect(await emitWithAck<Ack>(phone.socket, 'answer:submit', { answerId: randomUUID(), slideId: live.slideIds[index], value })).toMatchObject({ ok: true });
    const activate = (index: number) => server.t.http.put(`/api/presentation/update-next-slide/${live.id}`).set(live.auth).send({ activeSlide: live.slideIds[index] }).expect(200);
    // Poll: person i picks option i % 3.
    for (const [index, phone] of phones.entries()) await answer(phone, 0, { kind: 'choice', optionIds: [slide(0).options[index % 3]!.id] });
    await activate(1);
    for (const [index, phone] of phones.entries()) await answer(phone, 1, { kind: 'words', words: [index % 2 === 0 ? 'calm' : '=cmd|calc'] });
    await activate(2);
    for (const [index, phone] of phones.entries()) await answer(phone, 2, { kind: 'text', text: `Idea of person ${index}` });
    await activate(3);
    // The quiz: the first four pick the right answer.
    await waitUntil(async () => ((await server.t.http.get(`/api/quiz/${live.id}/state`).set(live.auth)).body as { slideId?: string }).slideId === live.slideIds[3]);
    for (const step of ['quiz:start', 'quiz:continue', 'quiz:continue'] as const) expect(await emitWithAck(presenter, step, { presentationId: live.id })).toMatchObject({ ok: true });
    for (const [index, phone] of phones.entries()) await answer(phone, 3, { kind: 'choice', optionIds: [slide(3).options[index < 4 ? 0 : 1]!.id] });
    await waitUntil(async () => ((await server.t.http.get(`/api/quiz/${live.id}/state`).set(live.auth)).body as { ended: unknown }).ended !== null);
    for (const [index, phone] of phones.slice(0, 3).entries()) {
      expect(await emitWithAck<Ack>(phone.socket, 'qna:ask', { questionId: randomUUID(), text: index === 0 ? '@SUM(A1) why?' : `Question ${index}` })).toMatchObject({ ok: true });
    }
    await server.t.caughtUp();
  }

  it('writes the Excel workbook and the CSVs off the request path, with progress over the socket, while live and after, downloadable again', async () => {
    const { t, baseUrl } = server;
    const live = await presented(server, { teamPlay: true, teamCount: 2, teamSize: 10, qnaAllSlide: true }, [
      { type: 'poll', title: 'Favourite season?', options: [{ title: 'Spring' }, { title: 'Summer' }, { title: 'Autumn' }] },
      { type: 'wordCloud', title: 'One word for today' },
      { type: 'openEnded', title: 'What should we change?' },
      { type: 'pickAnswer', title: 'Capital of France?', fields: { timeLimit: 60 }, options: [{ title: 'Paris', correct: true }, { title: 'Rome' }] },
    ]);
    const presenter = connect(baseUrl, live.presenter.token);
    server.sockets.push(presenter);
    expect(await emitWithAck(presenter, 'join-presenter', { room: `${live.id}-presenter`, presenter: { id: live.presenter.user.id, name: 'Host' } })).toMatchObject({ ok: true });
    const inbox = exportInbox(presenter);
    const phones: Phone[] = [];
    for (let index = 0; index < PHONES; index++) phones.push(await joinPhone(server, live, { name: index === 5 ? '+Mallory' : `Person ${index}` }));
    await run(live, presenter, phones);

    const exportOf = async (format: string) => {
      const asked = await t.http.post('/api/exports').set(live.auth).send({ sessionId: live.sessionId, format }).expect(202);
      const summary = asked.body as ExportSummary;
      expect(summary).toMatchObject({ status: 'processing', format, sessionId: live.sessionId, reportUrl: null });
      await waitUntil(() => inbox.generated.some((message) => message.exportId === summary.exportId));
      const generated = inbox.generated.find((message) => message.exportId === summary.exportId)!;
      expect(generated).toMatchObject({ status: 'success', reportUrl: `/api/exports/${summary.exportId}/download` });
      const download = await t.http.get(generated.reportUrl!).set(live.auth).buffer(true).parse(bytes as never).expect(200);
      return { summary: generated, body: download.body as Buffer, headers: download.headers };
    };

    // --- Excel while the session is still live.
    const excel = await exportOf('excel');
    expect(excel.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(excel.summary.fileName).toBe('Switches report.xlsx');
    const excelProgress = inbox.progress.filter((message) => message.exportId === excel.summary.exportId).map((message) => message.progress);
    expect(excelProgress.length).toBeGreaterThan(1);
    expect(excelProgress.at(-1)).toBe(1);
    expect([...excelProgress].sort((a, b) => a - b)).toEqual(excelProgress);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.body as unknown as ArrayBuffer);
    const sheetNames = workbook.worksheets.map((sheet) => sheet.name);
    expect(sheetNames).toEqual([
      'Summary',
      'Leaderboard',
      '1 Favourite season',
      '2 One word for today',
      '3 What should we change',
      '4 Capital of France',
      // Adding a quiz question adds a leaderboard slide after it (spec doc 3 §4).
      '5 Leaderboard',
      ...phones.map((_, index) => `P${index + 1} ${index === 5 ? '+Mallory' : `Person ${index}`}`),
    ]);
    const summary = rowsOf(workbook.getWorksheet('Summary')!);
    const cell = (rows: unknown[][], label: string) => rows.find((row) => row[0] === label)?.[1];
    expect(cell(summary, 'Presentation')).toBe('Switches');
    expect(cell(summary, 'Status')).toBe('live');
    expect(cell(summary, 'Participants')).toBe(PHONES);
    expect(cell(summary, 'Responses')).toBe(PHONES * 4);
    // One quiz question, four of six right.
    expect(cell(summary, 'Average correct rate')).toBeCloseTo(4 / 6, 10);
    expect(summary.find((row) => row[1] === 'Capital of France?')).toEqual([4, 'Capital of France?', 'pickAnswer', PHONES, 4 / 6]);

    // Votes per option as sent: options 0, 1, 2 picked by persons i % 3.
    const poll = rowsOf(workbook.getWorksheet('1 Favourite season')!);
    expect(poll.slice(poll.findIndex((row) => row[0] === 'Option') + 1)).toEqual([
      ['Spring', 2],
      ['Summer', 2],
      ['Autumn', 2],
    ]);
    const cloud = rowsOf(workbook.getWorksheet('2 One word for today')!);
    // A word that would run as a formula is written inert.
    expect(cloud.slice(cloud.findIndex((row) => row[0] === 'Word') + 1).sort()).toEqual([["'=cmd|calc", 3], ['calm', 3]].sort());
    const open = rowsOf(workbook.getWorksheet('3 What should we change')!);
    expect(open.slice(open.findIndex((row) => row[0] === 'Name') + 1).map((row) => row.slice(0, 2))).toEqual(phones.map((_, index) => [index === 5 ? "'+Mallory" : `Person ${index}`, `Idea of person ${index}`]));

    // The leaderboard and each person's sheet agree with the live leaderboard.
    const board = (await t.http.get(`/api/leaderboards/${live.sessionId}/top`).query({ limit: 100 }).set(live.auth).expect(200)).body as LeaderboardPayload;
    const leaderboard = rowsOf(workbook.getWorksheet('Leaderboard')!);
    expect(leaderboard.slice(1, 1 + PHONES)).toEqual(board.audiences.map((entry) => [entry.i, entry.n === '+Mallory' ? "'+Mallory" : entry.n, entry.t ?? '', entry.tp, entry.cc]));
    for (const [index, phone] of phones.entries()) {
      const rows = rowsOf(workbook.worksheets[7 + index]!);
      const entry = board.audiences.find((candidate) => candidate.a === phone.audienceId)!;
      expect(cell(rows, 'Points')).toBe(entry.tp);
      expect(cell(rows, 'Rank')).toBe(entry.i);
      expect(cell(rows, 'Team')).toBe(phone.teamId);
      const answers = rows.slice(rows.findIndex((row) => row[0] === '#') + 1);
      // An empty cell reads back as no value.
      expect(answers.map((row) => [...row.slice(0, 4), row[4] ?? ''])).toEqual([
        [1, 'Favourite season?', 'poll', ['Spring', 'Summer', 'Autumn'][index % 3], ''],
        [2, 'One word for today', 'wordCloud', index % 2 === 0 ? 'calm' : "'=cmd|calc", ''],
        [3, 'What should we change?', 'openEnded', `Idea of person ${index}`, ''],
        [4, 'Capital of France?', 'pickAnswer', index < 4 ? 'Paris' : 'Rome', index < 4 ? 'yes' : 'no'],
      ]);
      expect(answers[3]![5]).toBe(entry.tp);
    }

    // --- The CSVs, after the session ended.
    await t.http.post(`/api/presentation/${live.id}/stop-presenting`).set(live.auth).expect(200);
    const answersCsv = await exportOf('answersCsv');
    expect(answersCsv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const answerRows = csvRows(answersCsv.body.toString('utf8'));
    expect(answerRows[0]).toEqual(['Participant', 'Team', 'Slide number', 'Slide', 'Type', 'Answer', 'Correct', 'Points', 'Submitted at']);
    expect(answerRows).toHaveLength(1 + PHONES * 4);
    expect(answerRows[4]!.slice(0, 7)).toEqual(['Person 0', phones[0]!.teamId, '4', 'Capital of France?', 'pickAnswer', 'Paris', 'yes']);
    expect(answerRows.filter((row) => row[0] === "'+Mallory")).toHaveLength(4);
    const qnaCsv = await exportOf('qnaCsv');
    const qnaRows = csvRows(qnaCsv.body.toString('utf8'));
    expect(qnaRows.map((row) => row[0])).toEqual(['Question', "'@SUM(A1) why?", 'Question 1', 'Question 2']);

    // --- Listed and downloadable again later; the list rebuilds from the log equal.
    const listed = (await t.http.get(`/api/exports/session/${live.sessionId}`).set(live.auth).expect(200)).body as ExportSummary[];
    expect(listed.map((item) => [item.exportId, item.status])).toEqual([qnaCsv, answersCsv, excel].map((item) => [item.summary.exportId, 'success']));
    const again = await t.http.get(excel.summary.reportUrl!).set(live.auth).buffer(true).parse(bytes as never).expect(200);
    expect(Buffer.compare(again.body as Buffer, excel.body)).toBe(0);
    // Folding the whole log again gives the read model's documents exactly.
    const log = await t.storage.eventStore.readAll(0, 1_000_000);
    const rebuilt = replayInMemory(exportsProjection, log);
    const stored = await t.storage.readStore.find(t.app.get(ProjectionRunner).collectionOf(exportsProjection.name));
    expect(stored.length).toBeGreaterThanOrEqual(3);
    expect(new Map(stored.map((document) => [document.id, document]))).toEqual(rebuilt);
  });

  it('answers another presenter as for an unknown session or export, and refuses a format it does not know', async () => {
    const { t } = server;
    const live = await presented(server, {}, [{ type: 'poll', title: 'Q', options: [{ title: 'A' }, { title: 'B' }] }]);
    const other = bearer((await registerPresenter(t.http)).token);
    await t.http.post('/api/exports').set(other).send({ sessionId: live.sessionId, format: 'excel' }).expect(404);
    await t.http.post('/api/exports').set(live.auth).send({ sessionId: randomUUID(), format: 'excel' }).expect(404);
    const refused = await t.http.post('/api/exports').set(live.auth).send({ sessionId: live.sessionId, format: 'docx' }).expect(400);
    expect(JSON.stringify(refused.body)).toContain('format');
    await t.http.get(`/api/exports/session/${live.sessionId}`).set(other).expect(404);
    await t.http.get(`/api/exports/${randomUUID()}/download`).set(live.auth).expect(404);
  });
});
