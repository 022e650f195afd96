import { sessionListItem } from './session-fold-reader.js';
import { foldSessionSummary } from '../../../projections/report/session-summary.projection.js';

const started = foldSessionSummary(null, { type: 'SessionStarted', data: { sessionId: 's', presentationId: 'p', ownerId: 'u', plan: 'free', participantLimit: 50, startedAt: 't0' } }, 1)!;

describe('session summary (issue 26: sessions that end, continue, and have results)', () => {
  it('has results by the spec rule: a Q&A question alone is a result; a session with nothing in it has none', () => {
    expect(sessionListItem(started).hasResults).toBe(false);
    const asked = foldSessionSummary(
      started,
      { type: 'QuestionAsked', data: { sessionId: 's', presentationId: 'p', audienceId: 'a', questionId: 'q', slideId: null, text: 'Why?', name: null, askedAt: 't1' } },
      2,
    )!;
    expect(asked).toMatchObject({ questions: 1, responses: 0, reactions: 0 });
    expect(sessionListItem(asked).hasResults).toBe(true);
  });

  it('is stopped after SessionStopped and live again after SessionResumed', () => {
    const stopped = foldSessionSummary(started, { type: 'SessionStopped', data: { sessionId: 's', presentationId: 'p', stoppedAt: 't2' } }, 2)!;
    expect(stopped.stoppedAt).toBe('t2');
    const resumed = foldSessionSummary(stopped, { type: 'SessionResumed', data: { sessionId: 's', presentationId: 'p', resumedAt: 't3' } }, 3)!;
    expect(resumed).toMatchObject({ stoppedAt: null, lastPosition: 3 });
  });
});
