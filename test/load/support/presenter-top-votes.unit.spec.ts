import type { QnaQuestion } from '../../../contracts/qna/question.js';
import { PresenterTopVotes } from './presenter-top-votes.js';

const question = (id: string, voteCount: number, extra: Partial<QnaQuestion> = {}): QnaQuestion => ({
  id,
  text: id,
  name: null,
  slideId: null,
  createdAt: `2026-01-01T00:00:0${id.length}.000Z`,
  status: null,
  answered: false,
  answeredTimestamp: null,
  pinned: false,
  voteCount,
  ...extra,
});

describe('PresenterTopVotes', () => {
  it('times each vote from its send to the first update that shows it counted, matching counts to votes in send order', () => {
    const votes = new PresenterTopVotes(20, false);
    votes.update([question('a', 0)], 0);
    votes.sent('a', 10);
    votes.sent('a', 20);
    votes.sent('a', 30);
    votes.update([question('a', 2)], 100);
    votes.update([question('a', 3)], 250);
    expect(votes.latencyMs.summary()).toMatchObject({ count: 3, max: 220 });
    expect(votes.seen).toBe(3);
    expect(votes.waiting).toBe(0);
  });

  it('counts a vote the screen shows before its ack is back (it is matched from its send)', () => {
    const votes = new PresenterTopVotes(20, false);
    votes.sent('a', 5);
    votes.update([question('a', 1)], 40);
    expect(votes.latencyMs.summary()).toMatchObject({ count: 1, max: 35 });
  });

  it('leaves a refused vote out, and takes the votes a question had before as already seen', () => {
    const votes = new PresenterTopVotes(20, false);
    votes.update([question('a', 7)], 0);
    const refused = votes.sent('a', 10);
    votes.sent('a', 20);
    votes.refused(refused);
    votes.update([question('a', 8)], 50);
    expect(votes.latencyMs.summary()).toMatchObject({ count: 1, max: 30 });
    expect(votes.waiting).toBe(0);
  });

  it('gives no figure for votes on questions outside the presenter’s top (by the panel’s order: pinned first, then votes)', () => {
    const votes = new PresenterTopVotes(2, false);
    votes.update([question('pinned', 0, { pinned: true }), question('b', 5), question('c', 3), question('answered', 9, { answered: true })], 0);
    votes.sent('c', 10);
    votes.sent('answered', 10);
    votes.update([question('c', 4), question('answered', 10, { answered: true })], 60);
    expect(votes.latencyMs.count).toBe(0);
    expect(votes.outsideTop).toBe(2);
    votes.sent('b', 100);
    votes.update([question('b', 6)], 130);
    expect(votes.latencyMs.summary()).toMatchObject({ count: 1, max: 30 });
  });

  it('with moderation on, a question waiting for approval is not in the top', () => {
    const votes = new PresenterTopVotes(20, true);
    votes.sent('a', 0);
    votes.update([question('a', 1)], 10);
    expect(votes.outsideTop).toBe(1);
    votes.sent('a', 20);
    votes.update([question('a', 2, { status: 'approved' })], 30);
    expect(votes.latencyMs.summary()).toMatchObject({ count: 1, max: 10 });
  });
});
