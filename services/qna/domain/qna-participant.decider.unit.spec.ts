import type { QnaParticipantEvent } from '../../../contracts/qna/events.js';
import { QNA_MESSAGES } from '../../../contracts/qna/constants.js';
import { givenWhenThen, SPEC_NOW } from '../../shared-kernel/domain/given-when-then.js';
import { BusinessRuleViolated, ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';
import { qnaParticipantDecider, type AskingContext, type VotingContext } from './qna-participant.decider.js';

const { given } = givenWhenThen(qnaParticipantDecider);
const ann = { kind: 'audience' as const, id: 'ann' };
const QNA_SLIDE = { id: 'qna-slide', type: 'question' };
const POLL_SLIDE = { id: 'poll-slide', type: 'poll' };

const asking = (overrides: Partial<AskingContext> = {}): AskingContext => ({
  sessionId: 's', presentationId: 'p', audienceId: 'ann', name: 'Ann', anonymous: false, allSlides: false, slide: QNA_SLIDE, closed: new Set(), openLimit: 5, ...overrides,
});
const ask = (questionId: string, text = 'Why?', overrides: Partial<AskingContext> = {}) => ({ type: 'AskQuestion' as const, questionId, text, context: asking(overrides) });
const asked = (questionId: string, text = 'Why?', name: string | null = 'Ann', slideId: string | null = QNA_SLIDE.id): QnaParticipantEvent => ({
  type: 'QuestionAsked',
  data: { sessionId: 's', presentationId: 'p', audienceId: 'ann', questionId, slideId, text, name, askedAt: SPEC_NOW },
});
const voting = (question: VotingContext['question'] = { status: 'approved', visibleToVoter: true }): VotingContext => ({ sessionId: 's', presentationId: 'p', audienceId: 'ann', question });
const vote = (voteId: string, questionId: string, upvoted = true, question?: VotingContext['question']) => ({
  type: 'UpvoteQuestion' as const, voteId, questionId, upvoted, context: voting(question),
});
const upvoted = (voteId: string, questionId: string): QnaParticipantEvent => ({
  type: 'QuestionUpvoted', data: { sessionId: 's', presentationId: 'p', audienceId: 'ann', questionId, voteId, at: SPEC_NOW },
});
const withdrawn = (voteId: string, questionId: string): QnaParticipantEvent => ({
  type: 'QuestionUpvoteWithdrawn', data: { sessionId: 's', presentationId: 'p', audienceId: 'ann', questionId, voteId, at: SPEC_NOW },
});

describe('Q&A on the asker\'s own stream (spec doc 2 §3 "Q&A question"; issue 21 Q&A audience rules)', () => {
  describe('asking', () => {
    it('given nothing, when a person asks on a Q&A slide, then QuestionAsked with their name, the slide and the trimmed text', () => {
      expect(given([]).when(ask('q1', '  How do we ship?  '), ann)).toEqual([asked('q1', 'How do we ship?')]);
    });

    it('asks anonymously when qnaAnonymous is on: no name is recorded at all (issue 21: "anonymously when qnaAnonymous")', () => {
      expect(given([]).when(ask('q1', 'Why?', { anonymous: true }), ann)).toEqual([asked('q1', 'Why?', null)]);
    });

    it('records no name for a person who gave none', () => {
      expect(given([]).when(ask('q1', 'Why?', { name: '  ' }), ann)).toEqual([asked('q1', 'Why?', null)]);
    });

    it('takes questions only on a Q&A slide unless qnaAllSlide opens Q&A on every slide (doc 2 §3 qnaAllSlide)', () => {
      expect(() => given([]).when(ask('q1', 'Why?', { slide: POLL_SLIDE }), ann)).toThrow(new BusinessRuleViolated(QNA_MESSAGES.notOnQnaSlide));
      expect(() => given([]).when(ask('q1', 'Why?', { slide: null }), ann)).toThrow(BusinessRuleViolated);
      expect(given([]).when(ask('q1', 'Why?', { slide: POLL_SLIDE, allSlides: true }), ann)).toEqual([asked('q1', 'Why?', 'Ann', POLL_SLIDE.id)]);
      expect(given([]).when(ask('q1', 'Why?', { slide: null, allSlides: true }), ann)).toEqual([asked('q1', 'Why?', 'Ann', null)]);
    });

    it('refuses a question that shows nothing (400 naming the field)', () => {
      expect(() => given([]).when(ask('q1', '\u200b \u200b'), ann)).toThrow(ValidationFailed);
    });

    it('given a question, when the same questionId comes again, then nothing: a re-sent question is not counted twice', () => {
      expect(given([asked('q1')]).when(ask('q1'), ann)).toEqual([]);
    });

    it('caps the open questions per person with a clear message; answered or dismissed ones free a place (issue 21 per-person cap)', () => {
      const history = [asked('q1'), asked('q2')];
      expect(() => given(history).when(ask('q3', 'Why?', { openLimit: 2 }), ann)).toThrow(new BusinessRuleViolated(QNA_MESSAGES.tooManyOpen(2)));
      expect(QNA_MESSAGES.tooManyOpen(2)).toBe('You already have 2 questions waiting for an answer. You can ask another once one of them has been answered or dismissed.');
      expect(given(history).when(ask('q3', 'Why?', { openLimit: 2, closed: new Set(['q1']) }), ann)).toHaveLength(1);
    });
  });

  describe('upvoting', () => {
    it('given nothing, when a person upvotes a question they can see, then QuestionUpvoted', () => {
      expect(given([]).when(vote('v1', 'q9'), ann)).toEqual([upvoted('v1', 'q9')]);
    });

    it('takes one vote per person per question: a second upvote decides nothing (issue 21 "one per person per question")', () => {
      expect(given([upvoted('v1', 'q9')]).when(vote('v2', 'q9'), ann)).toEqual([]);
    });

    it('refuses an upvote on the person\'s own question (issue 21 "not on their own question")', () => {
      expect(() => given([asked('q1')]).when(vote('v1', 'q1'), ann)).toThrow(new BusinessRuleViolated(QNA_MESSAGES.ownQuestion));
    });

    it('refuses an upvote on a question that does not exist, is dismissed or that the voter may not see', () => {
      expect(() => given([]).when(vote('v1', 'q9', true, null), ann)).toThrow(new BusinessRuleViolated(QNA_MESSAGES.unknownQuestion));
      expect(() => given([]).when(vote('v1', 'q9', true, { status: 'dismissed', visibleToVoter: false }), ann)).toThrow(BusinessRuleViolated);
      expect(() => given([]).when(vote('v1', 'q9', true, { status: null, visibleToVoter: false }), ann)).toThrow(BusinessRuleViolated);
    });

    it('takes an upvote back, and then takes a new one (issue 21 "take back an upvote")', () => {
      expect(given([upvoted('v1', 'q9')]).when(vote('v2', 'q9', false), ann)).toEqual([withdrawn('v2', 'q9')]);
      expect(given([upvoted('v1', 'q9'), withdrawn('v2', 'q9')]).when(vote('v3', 'q9'), ann)).toEqual([upvoted('v3', 'q9')]);
    });

    it('takes nothing back when there is no vote, even on a question now dismissed', () => {
      expect(given([]).when(vote('v1', 'q9', false, null), ann)).toEqual([]);
      expect(given([upvoted('v1', 'q9')]).when(vote('v2', 'q9', false, { status: 'dismissed', visibleToVoter: false }), ann)).toEqual([withdrawn('v2', 'q9')]);
    });

    it('given a vote and its take-back, when the first vote is sent again (same voteId), then nothing: not counted twice', () => {
      expect(given([upvoted('v1', 'q9'), withdrawn('v2', 'q9')]).when(vote('v1', 'q9'), ann)).toEqual([]);
      expect(given([upvoted('v1', 'q9'), withdrawn('v2', 'q9')]).when(vote('v2', 'q9', false), ann)).toEqual([]);
    });
  });
});
