import { describe, expect, it } from '@jest/globals';
import type { QnaQuestion, QnaSettings } from '../../../../contracts/qna/question.js';
import type { AudienceQnaList, PresenterQnaState, QnaSummary } from '../../../../contracts/qna/socket-protocol.js';
import { FakeLiveConnection } from '../live/fake-live-connection.js';
import { AudienceQna } from './audience-qna.js';
import { PresenterQna, tabOf } from './presenter-qna.js';

const SETTINGS: QnaSettings = { allSlides: false, anonymous: false, audienceShowAll: true, moderation: true };
const SUMMARY: QnaSummary = { counted: 0, pending: 0, answered: 0, dismissed: 0, currentQuestionId: null, highlightedQuestionId: null };

function question(id: string, changes: Partial<QnaQuestion> = {}): QnaQuestion {
  return { id, text: `Question ${id}`, name: 'Ada', slideId: null, createdAt: `2026-11-26T10:00:0${id.length}Z`, status: 'approved', answered: false, answeredTimestamp: null, pinned: false, voteCount: 0, ...changes };
}

function list(questions: QnaQuestion[]): AudienceQnaList {
  return { sessionId: 's1', settings: SETTINGS, questions, visible: questions.length, currentQuestionId: null, highlightedQuestionId: null };
}

let ids = 0;
const nextId = () => `id-${++ids}`;

describe('a phone’s Q&A', () => {
  it('follows the list once the switches say the deck has Q&A, and merges its own questions into the chosen order', () => {
    const connection = new FakeLiveConnection();
    const qna = new AudienceQna(nextId);
    qna.attach(connection);
    connection.serverConnects();
    connection.push('qna:settings', { sessionId: 's1', settings: SETTINGS, available: true });
    const [follow] = connection.requests('qna:subscribe');
    follow!.reply({ ok: true, snapshot: { list: list([question('a', { voteCount: 1 }), question('bb', { voteCount: 3 })]), mine: { sessionId: 's1', questions: [question('ccc', { status: null })] }, upvoted: ['bb'] } } as never);
    return Promise.resolve().then(() => {
      expect(qna.current().upvoted).toEqual(new Set(['bb']));
      expect(AudienceQna.questions(qna.current()).map((item) => item.id)).toEqual(['bb', 'a', 'ccc']);
      qna.setOrder('recent');
      expect(AudienceQna.questions(qna.current()).map((item) => item.id)).toEqual(['ccc', 'bb', 'a']);
    });
  });

  it('sends a question again with the same id after a lost ack, and shows the server’s refusal in its words', async () => {
    const connection = new FakeLiveConnection();
    const qna = new AudienceQna(nextId);
    qna.attach(connection);
    connection.serverConnects();
    const first = qna.ask('Why?', 'slide-1');
    connection.requests('qna:ask')[0]!.timeOut();
    expect(await first).toBe(false);
    expect(qna.current().error).toEqual({ problem: 'sendFailed' });
    const again = qna.ask('Why?', 'slide-1');
    const [lost, retried] = connection.requests('qna:ask');
    expect((retried!.payload as { questionId: string }).questionId).toBe((lost!.payload as { questionId: string }).questionId);
    retried!.reply({ ok: false, error: { statusCode: 422, code: 'business_rule_violated', message: 'You already have 5 questions waiting for an answer.' } } as never);
    expect(await again).toBe(false);
    expect(qna.current().error).toEqual({ message: 'You already have 5 questions waiting for an answer.' });
  });

  it('shows an upvote at once and puts it back when the server refuses it', async () => {
    const connection = new FakeLiveConnection();
    const qna = new AudienceQna(nextId);
    qna.attach(connection);
    connection.serverConnects();
    const vote = qna.upvote('q1', true);
    expect(qna.current().upvoted.has('q1')).toBe(true);
    connection.requests('qna:upvote')[0]!.reply({ ok: false, error: { statusCode: 422, code: 'business_rule_violated', message: 'You cannot upvote your own question.' } } as never);
    await vote;
    expect(qna.current().upvoted.has('q1')).toBe(false);
    expect(qna.current().error).toEqual({ message: 'You cannot upvote your own question.' });
  });
});

describe('the presenter’s Q&A', () => {
  function subscribed(questions: QnaQuestion[]) {
    const connection = new FakeLiveConnection();
    const qna = new PresenterQna('p1', nextId);
    qna.attach(connection);
    connection.serverConnects();
    const state: PresenterQnaState = { sessionId: 's1', settings: SETTINGS, questions, summary: SUMMARY };
    qna.apply(state);
    return { connection, qna };
  }

  it('sorts questions into pending, live and answered tabs by the spec’s counting rules', () => {
    expect(tabOf(question('a', { status: null }), true)).toBe('pending');
    expect(tabOf(question('a', { status: null }), false)).toBe('live');
    expect(tabOf(question('a', { status: null, answered: true }), true)).toBe('answered');
    expect(tabOf(question('a', { status: 'dismissed' }), true)).toBeNull();
  });

  it('applies each update to the list, and while paused keeps the order it had, newer questions after it', () => {
    const { connection, qna } = subscribed([question('a', { voteCount: 2 }), question('bb', { voteCount: 1 })]);
    expect(PresenterQna.list(qna.current(), 'live').map((item) => item.id)).toEqual(['a', 'bb']);
    qna.pause();
    connection.push('qna:updated', { sessionId: 's1', questions: [question('bb', { voteCount: 5 }), question('ccc', { voteCount: 9 })], summary: SUMMARY });
    expect(PresenterQna.list(qna.current(), 'live').map((item) => [item.id, item.voteCount])).toEqual([
      ['a', 2],
      ['bb', 5],
      ['ccc', 9],
    ]);
    qna.resume();
    expect(PresenterQna.list(qna.current(), 'live').map((item) => item.id)).toEqual(['ccc', 'bb', 'a']);
  });

  it('moderates with a command id of its own and says so when the server does not take it', async () => {
    const { connection, qna } = subscribed([question('a', { status: null })]);
    const done = qna.moderate('a', 'approve');
    const [sent] = connection.requests('qna:moderate');
    expect(sent!.payload).toEqual({ presentationId: 'p1', questionId: 'a', action: 'approve', commandId: expect.stringMatching(/^id-/) });
    sent!.timeOut();
    await done;
    expect(qna.current().failed).toBe(true);
  });
});
