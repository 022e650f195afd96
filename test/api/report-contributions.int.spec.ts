import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import { EXPORT_SOCKET_EVENTS, type ReportGeneratedPayload } from '../../contracts/exports/exports.js';
import type { ReportResponse } from '../../contracts/reports/report.js';
import { readPdf } from '../support/read-pdf.js';
import { waitUntil } from '../support/wait-until.js';
import { connect, emitWithAck } from './support/live-clients.js';
import { joinPhone, presented, type Phone } from './support/presented-deck.js';
import { suiteServer } from './support/suite-server.js';

type Ack = { ok: true; duplicate?: boolean } | { ok: false; error: { statusCode: number; message: string } };

function pdfBytes(response: NodeJS.ReadableStream, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

const ok = async (pending: Promise<Ack>) => expect(await pending).toMatchObject({ ok: true });

/** A CSV of simple quoted cells, as @fast-csv/format writes it (no line breaks in these cells). */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\n')
    .map((line) => [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)].slice(0, -1).map((match) => match[1]!.replace(/^"|"$/g, '').replace(/""/g, '"')));
}

/**
 * Issue 23: the report shows Q&A, brainstorm ideas and the chat like the live screens (per slide, and the session's
 * chat), and each person's questions, ideas and chat messages beside their answers. The expected rows are what
 * the test sent.
 */
describe('Q&A, ideas and chat in the report (issue 23)', () => {
  const server = suiteServer({ DEFAULT_PLAN: 'pro', RATE_LIMIT_CHAT_MESSAGES_PER_SOCKET: '1000/10' });

  it('lists each Q&A slide’s questions, each brainstorm’s ranked ideas, questions asked on other slides, the chat, and each person’s own', async () => {
    const { t, baseUrl } = server;
    const live = await presented(server, { isEnableChat: true, qnaAllSlide: true }, [
      { type: 'question', title: 'Ask me anything' },
      { type: 'ideas', title: 'How do we ship faster?' },
      { type: 'poll', title: 'Ship on Fridays?', options: [{ title: 'Yes' }, { title: 'No' }] },
    ]);
    const [qnaSlide, ideasSlide, pollSlide] = live.slideIds as [string, string, string];
    const presenter: Socket = connect(baseUrl, live.presenter.token);
    server.sockets.push(presenter);
    expect(await emitWithAck(presenter, 'join-presenter', { room: `${live.id}-presenter`, presenter: { id: live.presenter.user.id, name: 'Host' } })).toMatchObject({ ok: true });
    const generated: ReportGeneratedPayload[] = [];
    presenter.on(EXPORT_SOCKET_EVENTS.generated, (payload: ReportGeneratedPayload) => generated.push(payload));
    const phones = {
      ann: await joinPhone(server, live, { name: 'Ann' }),
      bob: await joinPhone(server, live, { name: 'Bob' }),
      cat: await joinPhone(server, live, { name: 'Cat' }),
      dan: await joinPhone(server, live, { name: 'Dan' }),
    };
    const ask = async (phone: Phone, text: string) => {
      const questionId = randomUUID();
      await ok(emitWithAck<Ack>(phone.socket, 'qna:ask', { questionId, text }));
      return questionId;
    };
    const upvote = (phone: Phone, questionId: string) => ok(emitWithAck<Ack>(phone.socket, 'qna:upvote', { voteId: randomUUID(), questionId, upvoted: true }));
    const activate = (slideId: string) => t.http.put(`/api/presentation/update-next-slide/${live.id}`).set(live.auth).send({ activeSlide: slideId }).expect(200);

    // --- Q&A slide: two questions, the second upvoted twice, the first once.
    const first = await ask(phones.ann, 'When is the next release?');
    const second = await ask(phones.bob, 'Can we pair more?');
    await upvote(phones.cat, second);
    await upvote(phones.dan, second);
    await upvote(phones.cat, first);

    // --- Brainstorm: two ideas, three votes, then the result.
    await activate(ideasSlide);
    const stage = (next: string) => t.http.post(`/api/slide/ideas/${ideasSlide}/stage`).set(live.auth).send({ presentationId: live.id, stage: next }).expect(200);
    const [smaller, tests] = [randomUUID(), randomUUID()];
    await ok(emitWithAck<Ack>(phones.ann.socket, 'idea:submit', { ideaId: smaller, slideId: ideasSlide, text: 'Smaller pull requests' }));
    await ok(emitWithAck<Ack>(phones.bob.socket, 'idea:submit', { ideaId: tests, slideId: ideasSlide, text: 'Faster tests' }));
    await stage('voting');
    for (const [phone, ideaId] of [[phones.cat, tests], [phones.dan, tests], [phones.ann, tests], [phones.bob, smaller]] as const) {
      await ok(emitWithAck<Ack>(phone.socket, 'idea:vote', { voteId: randomUUID(), slideId: ideasSlide, ideaId, voted: true }));
    }
    await stage('result');

    // --- A question while the poll is live (qnaAllSlide), and the chat.
    await activate(pollSlide);
    await ask(phones.cat, 'Is Friday a good day?');
    await ok(emitWithAck<Ack>(phones.ann.socket, 'chat:send', { messageId: randomUUID(), message: 'Hello everyone' }));
    await ok(emitWithAck<Ack>(presenter, 'chat:send', { messageId: randomUUID(), message: 'Welcome!', presentationId: live.id }));
    await ok(emitWithAck<Ack>(phones.dan.socket, 'chat:send', { messageId: randomUUID(), message: 'Hi from Dan' }));
    await t.http.post(`/api/presentation/${live.id}/stop-presenting`).set(live.auth).expect(200);

    const report = ((await t.http.get(`/api/report/${live.id}`).set(live.auth).expect(200)).body as ReportResponse).report!;
    const slide = (slideId: string) => report.slides.find((candidate) => candidate.slideId === slideId)!;

    // Per slide: questions in the live list's Top order, ideas ranked by votes; respondents are the people who gave one.
    expect(slide(qnaSlide).questions!.map(({ text, name, voteCount }) => ({ text, name, voteCount }))).toEqual([
      { text: 'Can we pair more?', name: 'Bob', voteCount: 2 },
      { text: 'When is the next release?', name: 'Ann', voteCount: 1 },
    ]);
    expect(slide(qnaSlide).responseCount).toBe(2);
    expect(slide(ideasSlide).ideas).toMatchObject({ stage: 'result', votes: 4, voters: 4 });
    expect(slide(ideasSlide).ideas!.ideas.map(({ text, votes, rank }) => ({ text, votes, rank }))).toEqual([
      { text: 'Faster tests', votes: 3, rank: 1 },
      { text: 'Smaller pull requests', votes: 1, rank: 2 },
    ]);
    expect(slide(ideasSlide).responseCount).toBe(2);
    expect(slide(pollSlide)).toMatchObject({ questions: null, ideas: null });
    expect(report.questionsAcrossSlides.map(({ text, name, slideId }) => ({ text, name, slideId }))).toEqual([{ text: 'Is Friday a good day?', name: 'Cat', slideId: pollSlide }]);

    // The session's chat: the messages, oldest first (not who joined or left).
    expect(report.chat.map(({ role, name, message }) => `${role} ${name}: ${message}`)).toEqual(['audience Ann: Hello everyone', expect.stringMatching(/^presenter .+: Welcome!$/), 'audience Dan: Hi from Dan']);

    // Per person: their questions, ideas and chat messages in slide order, chat last.
    const of = (phone: Phone) => report.participants.find((person) => person.audienceId === phone.audienceId)!.contributions.map(({ kind, slideId, text, votes }) => ({ kind, slideId, text, votes }));
    expect(of(phones.ann)).toEqual([
      { kind: 'question', slideId: qnaSlide, text: 'When is the next release?', votes: 1 },
      { kind: 'idea', slideId: ideasSlide, text: 'Smaller pull requests', votes: 1 },
      { kind: 'chat', slideId: null, text: 'Hello everyone', votes: null },
    ]);
    expect(of(phones.bob)).toEqual([
      { kind: 'question', slideId: qnaSlide, text: 'Can we pair more?', votes: 2 },
      { kind: 'idea', slideId: ideasSlide, text: 'Faster tests', votes: 3 },
    ]);
    expect(of(phones.cat)).toEqual([{ kind: 'question', slideId: pollSlide, text: 'Is Friday a good day?', votes: 0 }]);
    expect(of(phones.dan)).toEqual([{ kind: 'chat', slideId: null, text: 'Hi from Dan', votes: null }]);

    // The shared report shows the same.
    const { token } = (await t.http.get(`/api/report/${live.id}/share-token`).set(live.auth).expect(200)).body as { token: string };
    expect(((await t.http.get(`/api/shared-report/${token}`).expect(200)).body as ReportResponse).report).toEqual(report);

    // --- The ideas and the chat as CSV files, written off the request path like every export.
    const csvOf = async (format: 'ideasCsv' | 'chatCsv') => {
      const { exportId } = (await t.http.post('/api/exports').set(live.auth).send({ sessionId: live.sessionId, format }).expect(202)).body as { exportId: string };
      await waitUntil(() => generated.some((message) => message.exportId === exportId));
      const done = generated.find((message) => message.exportId === exportId)!;
      expect(done).toMatchObject({ status: 'success', format });
      const download = await t.http.get(done.reportUrl!).set(live.auth).expect(200).expect('content-type', 'text/csv; charset=utf-8');
      return { fileName: done.fileName, rows: csvRows(download.text) };
    };
    const ideasCsv = await csvOf('ideasCsv');
    expect(ideasCsv.fileName).toBe('Switches ideas.csv');
    expect(ideasCsv.rows.map((row) => row.slice(0, 5))).toEqual([
      ['Slide number', 'Slide', 'Rank', 'Idea', 'Votes'],
      ['2', 'How do we ship faster?', '1', 'Faster tests', '3'],
      ['2', 'How do we ship faster?', '2', 'Smaller pull requests', '1'],
    ]);
    const chatCsv = await csvOf('chatCsv');
    expect(chatCsv.rows.map((row) => row.slice(1))).toEqual([
      ['Name', 'Role', 'Team', 'Message'],
      ['Ann', 'audience', '', 'Hello everyone'],
      [report.chat[1]!.name, 'presenter', '', 'Welcome!'],
      ['Dan', 'audience', '', 'Hi from Dan'],
    ]);

    // --- The report as PDF has the same: each slide's questions and ranked ideas, the other slides' questions, the chat, each person's own.
    const { exportId } = (await t.http.post('/api/exports').set(live.auth).send({ sessionId: live.sessionId, format: 'pdf' }).expect(202)).body as { exportId: string };
    await waitUntil(() => generated.some((message) => message.exportId === exportId));
    const pdfDone = generated.find((message) => message.exportId === exportId)!;
    expect(pdfDone).toMatchObject({ status: 'success', format: 'pdf' });
    const pdf = (await t.http.get(pdfDone.reportUrl!).set(live.auth).buffer(true).parse(pdfBytes as never).expect(200)).body as Buffer;
    const pages = (await readPdf(pdf, path.resolve(__dirname, '../artifacts/screenshots/report-contributions-pdf'))).map((page) => page.replace(/\s+/g, ' '));
    // From the results on: the summary page names slides too (top engaging slides).
    const all = pages.join(' ');
    const text = all.slice(all.indexOf('Results per slide'));
    const section = (from: string, to: string) => text.slice(text.indexOf(from), text.indexOf(to, text.indexOf(from)));
    const qna = section('1. Ask me anything', '2. How do we ship faster?');
    expect(qna).toMatch(/Votes Question Asked by 2 Can we pair more\? Bob 1 When is the next release\? Ann/);
    const brainstorm = section('2. How do we ship faster?', '3. Ship on Fridays?');
    expect(brainstorm).toContain('2 ideas · result stage · 4 votes from 4 people');
    expect(brainstorm).toMatch(/1\. Faster tests 3 votes 2\. Smaller pull requests 1 vote\b/);
    expect(section('Questions asked on other slides', 'Chat')).toMatch(/0 Is Friday a good day\? 3\. Ship on Fridays\? Cat/);
    const chatSection = section('Chat', 'Answers per participant');
    expect(chatSection).toMatch(/Ann Hello everyone .* \(presenter\) Welcome! .*Dan Hi from Dan/);
    const people = text.slice(text.indexOf('Answers per participant'));
    expect(people).toMatch(/Ann .*# Slide Kind Text Votes 1 Ask me anything Question When is the next release\? 1 2 How do we ship faster\? Idea Smaller pull requests 1 Chat Hello everyone/);
    expect(people).toMatch(/Dan .*# Slide Kind Text Votes Chat Hi from Dan/);
  });
});
