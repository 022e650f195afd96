import type { QnaQuestion } from '../../../contracts/qna/question.js';
import { countsAsApproved, currentQuestionId, isOpen, isPending, maskProfanity, sortQuestions, visibleToAudience } from './qna-rules.js';

let clock = 0;
const question = (id: string, overrides: Partial<QnaQuestion> = {}): QnaQuestion => ({
  id, text: id, name: null, slideId: null, createdAt: new Date(Date.UTC(2026, 2, 1, 9, 0, clock++)).toISOString(),
  status: null, answered: false, answeredTimestamp: null, pinned: false, voteCount: 0, ...overrides,
});

describe('Q&A counting (spec doc 2 §4 "Q&A counting")', () => {
  it('answered questions count as approved', () => {
    expect(countsAsApproved({ status: null, answered: true }, true)).toBe(true);
  });

  it('with moderation on, only approved (or answered) non-dismissed questions count', () => {
    expect(countsAsApproved({ status: null, answered: false }, true)).toBe(false);
    expect(countsAsApproved({ status: 'approved', answered: false }, true)).toBe(true);
    expect(countsAsApproved({ status: 'dismissed', answered: true }, true)).toBe(false);
    expect(isPending({ status: null, answered: false }, true)).toBe(true);
    expect(isPending({ status: null, answered: false }, false)).toBe(false);
  });

  it('without moderation, every non-dismissed question counts', () => {
    expect(countsAsApproved({ status: null, answered: false }, false)).toBe(true);
    expect(countsAsApproved({ status: 'dismissed', answered: false }, false)).toBe(false);
  });

  it('the latest unanswered, non-dismissed question (among those that count) is the current question', () => {
    const older = question('older');
    const answered = question('answered', { answered: true });
    const dismissed = question('dismissed', { status: 'dismissed' });
    expect(currentQuestionId([older, answered, dismissed], false)).toBe('older');
    const waiting = question('waiting');
    expect(currentQuestionId([older, answered, dismissed, waiting], false)).toBe('waiting');
    // With moderation a question waiting for approval never reaches the screen.
    expect(currentQuestionId([older, waiting], true)).toBeNull();
    expect(currentQuestionId([{ ...older, status: 'approved' }, waiting], true)).toBe('older');
  });

  it('an open question (for the per-person cap) is neither answered nor dismissed', () => {
    expect(isOpen({ status: null, answered: false })).toBe(true);
    expect(isOpen({ status: 'approved', answered: true })).toBe(false);
    expect(isOpen({ status: 'dismissed', answered: false })).toBe(false);
  });
});

describe('What a phone sees (qnaAudienceShowAll)', () => {
  const showAll = { moderation: false, audienceShowAll: true };
  const approvedOnly = { moderation: false, audienceShowAll: false };

  it('with qnaAudienceShowAll on: every question that counts', () => {
    expect(visibleToAudience({ status: null, answered: false }, showAll, false)).toBe(true);
    expect(visibleToAudience({ status: null, answered: false }, { ...showAll, moderation: true }, false)).toBe(false);
  });

  it('with qnaAudienceShowAll off: approved (or answered) questions and their own', () => {
    expect(visibleToAudience({ status: null, answered: false }, approvedOnly, false)).toBe(false);
    expect(visibleToAudience({ status: 'approved', answered: false }, approvedOnly, false)).toBe(true);
    expect(visibleToAudience({ status: null, answered: true }, approvedOnly, false)).toBe(true);
    expect(visibleToAudience({ status: null, answered: false }, approvedOnly, true)).toBe(true);
  });

  it('never a dismissed question, not even the asker\'s own', () => {
    expect(visibleToAudience({ status: 'dismissed', answered: false }, showAll, true)).toBe(false);
  });
});

describe('Sorting by Top or Recent', () => {
  it('puts pinned questions first and answered ones last; Top by votes, Recent by time, newest first on a tie', () => {
    const a = question('a', { voteCount: 3 });
    const b = question('b', { voteCount: 9 });
    const c = question('c', { voteCount: 3 });
    const pinned = question('pinned', { pinned: true });
    const done = question('done', { voteCount: 50, answered: true });
    expect(sortQuestions([a, b, c, pinned, done], 'top').map((q) => q.id)).toEqual(['pinned', 'b', 'c', 'a', 'done']);
    expect(sortQuestions([a, b, c, pinned, done], 'recent').map((q) => q.id)).toEqual(['pinned', 'c', 'b', 'a', 'done']);
  });
});

describe('The profanity filter on questions (filteringProfanity)', () => {
  it('replaces each profane word by asterisks and leaves the rest', () => {
    const isProfane = (word: string) => word.toLowerCase() === 'darn';
    expect(maskProfanity('Why is this DARN slide so darn slow?', isProfane)).toBe('Why is this **** slide so **** slow?');
    expect(maskProfanity('Nothing to hide', isProfane)).toBe('Nothing to hide');
  });
});
