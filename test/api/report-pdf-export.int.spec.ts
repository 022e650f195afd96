import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import { EXPORT_SOCKET_EVENTS, type ExportProgressPayload, type ExportSummary, type ReportGeneratedPayload } from '../../contracts/exports/exports.js';
import type { ParticipantAnswersResponse, ReportResponse } from '../../contracts/reports/report.js';
import { readPdf } from '../support/read-pdf.js';
import { waitUntil } from '../support/wait-until.js';
import { connect, emitWithAck } from './support/live-clients.js';
import { joinPhone, presented, type Ack, type Phone } from './support/presented-deck.js';
import { suiteServer } from './support/suite-server.js';

const PHONES = 6;
/** Kept (see .gitignore): the report PDF's pages rendered by pdf.js, to look at. */
const SCREENSHOTS = path.resolve(__dirname, '../artifacts/screenshots/report-pdf');

function bytes(response: NodeJS.ReadableStream, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

/** Text as pdf.js reads it back, with line breaks and runs of spaces made single spaces. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('The report as PDF (issue 23)', () => {
  const server = suiteServer({ DEFAULT_PLAN: 'pro' });

  it('is written off the request path with progress over the socket, and holds the summary, charts, leaderboard and every answer', async () => {
    const { t, baseUrl } = server;
    const live = await presented(server, { teamPlay: true, teamCount: 2, teamSize: 10 }, [
      { type: 'poll', title: 'Favourite season?', options: [{ title: 'Spring' }, { title: 'Summer' }, { title: 'Autumn' }] },
      { type: 'wordCloud', title: 'One word for today' },
      { type: 'openEnded', title: 'What should we change?' },
      { type: 'pickAnswer', title: 'Capital of France?', fields: { timeLimit: 60 }, options: [{ title: 'Paris', correct: true }, { title: 'Rome' }] },
    ]);
    const presenter: Socket = connect(baseUrl, live.presenter.token);
    server.sockets.push(presenter);
    expect(await emitWithAck(presenter, 'join-presenter', { room: `${live.id}-presenter`, presenter: { id: live.presenter.user.id, name: 'Host' } })).toMatchObject({ ok: true });
    const progress: ExportProgressPayload[] = [];
    const generated: ReportGeneratedPayload[] = [];
    presenter.on(EXPORT_SOCKET_EVENTS.progress, (payload: ExportProgressPayload) => progress.push(payload));
    presenter.on(EXPORT_SOCKET_EVENTS.generated, (payload: ReportGeneratedPayload) => generated.push(payload));

    const phones: Phone[] = [];
    for (let index = 0; index < PHONES; index++) phones.push(await joinPhone(server, live, { name: `Person ${index}` }));
    const slide = (index: number) => live.deck.slides.find((candidate) => candidate.id === live.slideIds[index])!;
    const answer = async (phone: Phone, index: number, value: unknown) =>
      expect(await emitWithAck<Ack>(phone.socket, 'answer:submit', { answerId: randomUUID(), slideId: live.slideIds[index], value })).toMatchObject({ ok: true });
    const activate = (index: number) => t.http.put(`/api/presentation/update-next-slide/${live.id}`).set(live.auth).send({ activeSlide: live.slideIds[index] }).expect(200);
    // Poll: person i picks option i % 3, so each option has two votes.
    for (const [index, phone] of phones.entries()) await answer(phone, 0, { kind: 'choice', optionIds: [slide(0).options[index % 3]!.id] });
    await activate(1);
    for (const [index, phone] of phones.entries()) await answer(phone, 1, { kind: 'words', words: [index % 2 === 0 ? 'calm' : 'bright'] });
    await activate(2);
    for (const [index, phone] of phones.entries()) await answer(phone, 2, { kind: 'text', text: `Idea of person ${index}` });
    await activate(3);
    await waitUntil(async () => ((await t.http.get(`/api/quiz/${live.id}/state`).set(live.auth)).body as { slideId?: string }).slideId === live.slideIds[3]);
    for (const step of ['quiz:start', 'quiz:continue', 'quiz:continue'] as const) expect(await emitWithAck(presenter, step, { presentationId: live.id })).toMatchObject({ ok: true });
    // One of six answers right: a difficult question (correct rate under 0.4).
    for (const [index, phone] of phones.entries()) await answer(phone, 3, { kind: 'choice', optionIds: [slide(3).options[index === 0 ? 0 : 1]!.id] });
    await waitUntil(async () => ((await t.http.get(`/api/quiz/${live.id}/state`).set(live.auth)).body as { ended: unknown }).ended !== null);
    await t.caughtUp();

    // Asked while the session is still live: answered at once, the file follows.
    const asked = (await t.http.post('/api/exports').set(live.auth).send({ sessionId: live.sessionId, format: 'pdf' }).expect(202)).body as ExportSummary;
    expect(asked).toMatchObject({ status: 'processing', format: 'pdf', reportUrl: null });
    await waitUntil(() => generated.some((message) => message.exportId === asked.exportId));
    const done = generated.find((message) => message.exportId === asked.exportId)!;
    expect(done).toMatchObject({ status: 'success', fileName: 'Switches report.pdf', reportUrl: `/api/exports/${asked.exportId}/download` });
    const shares = progress.filter((message) => message.exportId === asked.exportId).map((message) => message.progress);
    expect(shares.length).toBeGreaterThan(1);
    expect(shares.at(-1)).toBe(1);
    expect([...shares].sort((a, b) => a - b)).toEqual(shares);

    const download = await t.http.get(done.reportUrl!).set(live.auth).buffer(true).parse(bytes as never).expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const pdf = download.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(done.bytes).toBe(pdf.length);

    // Every figure the PDF prints is the report page's own.
    const { report } = (await t.http.get(`/api/report/${live.id}`).query({ sessionId: live.sessionId }).set(live.auth).expect(200)).body as ReportResponse;
    const pages = (await readPdf(pdf, SCREENSHOTS)).map(flat);
    // Summary, results per slide, leaderboard, answers per participant: each starts a page.
    expect(pages.length).toBeGreaterThanOrEqual(4);
    const [first] = pages;
    const all = pages.join(' ');
    expect(first).toContain('Switches');
    expect(first).toContain(report!.summary.engagementText);
    expect(first).toContain(`Participants ${PHONES}`);
    expect(first).toContain(`Responses ${report!.summary.responses}`);
    expect(first).toContain(`Engagement rate ${Math.round(report!.summary.engagementRate! * 100)}%`);
    expect(first).toContain('Most difficult questions');
    expect(first).toContain('4. Capital of France? 17% correct');
    expect(first).toContain('Top engaging slides');

    const results = pages.find((page) => page.includes('Results per slide'))!;
    for (const option of ['Spring', 'Summer', 'Autumn']) expect(results).toContain(`${option} 2 (33%)`);
    expect(results).toContain('calm 3');
    expect(results).toContain('bright 3');
    for (let index = 0; index < PHONES; index++) expect(all).toContain(`Person ${index}: Idea of person ${index}`);
    expect(results).toContain('✓ Paris 1 (17%)');
    expect(results).toContain('Rome 5 (83%)');

    const board = pages.find((page) => page.startsWith('Leaderboard'))!;
    const teamName = new Map(report!.leaderboard.teams.map((team) => [team.t, team.n]));
    for (const entry of report!.leaderboard.individual) expect(board).toContain(`${entry.i} ${entry.n} ${teamName.get(entry.t!)} ${entry.tp} ${entry.cc}`);
    for (const team of report!.leaderboard.teams) expect(board).toContain(`${team.i} ${team.n} ${team.m} ${team.totalPoint}`);
    expect(board).toContain('Teams');

    // Each participant's answers, in slide order, with correctness and points.
    const answers = all.slice(all.indexOf('Answers per participant'));
    for (const participant of report!.participants) {
      const index = Number(participant.name.split(' ')[1]);
      const from = answers.indexOf(participant.name);
      expect(from).toBeGreaterThanOrEqual(0);
      const section = answers.slice(from, from + 600);
      expect(section).toContain(`${participant.name} (${teamName.get(participant.teamId!)}) ${participant.totalPoints} points`);
      expect(section).toContain(`1 Favourite season? ${['Spring', 'Summer', 'Autumn'][index % 3]}`);
      expect(section).toContain(`2 One word for today ${index % 2 === 0 ? 'calm' : 'bright'}`);
      expect(section).toContain(`3 What should we change? Idea of person ${index}`);
      const { participantAnswers } = (await t.http.get(`/api/audiences/${participant.audienceId}/audience-info-report`).query({ sessionId: live.sessionId }).set(live.auth).expect(200)).body as ParticipantAnswersResponse;
      const quiz = participantAnswers.find((row) => row.slideOrder === 4)!;
      expect(section).toContain(`4 Capital of France? ${index === 0 ? 'Paris yes' : 'Rome no'} ${quiz.points}`);
    }

    // Downloaded again later, the same file.
    const again = await t.http.get(done.reportUrl!).set(live.auth).buffer(true).parse(bytes as never).expect(200);
    expect(Buffer.compare(again.body as Buffer, pdf)).toBe(0);
  });
});
