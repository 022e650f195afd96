import { foldEvents, type DecisionContext } from '../../shared-kernel/domain/decider.js';
import { privateFeedbackDecider } from './private-feedback.decider.js';
import { reportShareDecider } from './report-share.decider.js';

const context: DecisionContext = { now: '2026-11-26T20:00:00.000Z', newId: () => 'id', actor: { kind: 'user', id: 'owner' } };

describe('report share token decider', () => {
  it('issues a token on first use and keeps it after', () => {
    const first = reportShareDecider.decide({ type: 'EnsureShareToken', presentationId: 'p', token: 't1' }, reportShareDecider.initialState, context);
    expect(first).toEqual([{ type: 'ReportShareTokenIssued', data: { presentationId: 'p', token: 't1', issuedAt: context.now } }]);
    const state = foldEvents(reportShareDecider, first);
    expect(reportShareDecider.decide({ type: 'EnsureShareToken', presentationId: 'p', token: 't2' }, state, context)).toEqual([]);
  });

  it('replaces the token on reset', () => {
    const state = foldEvents(reportShareDecider, [{ type: 'ReportShareTokenIssued', data: { presentationId: 'p', token: 't1', issuedAt: context.now } }]);
    const reset = reportShareDecider.decide({ type: 'ResetShareToken', presentationId: 'p', token: 't2' }, state, context);
    expect(foldEvents(reportShareDecider, reset, state)).toEqual({ token: 't2' });
  });
});

describe('private feedback decider', () => {
  const give = { type: 'GivePrivateFeedback' as const, sessionId: 's', presentationId: 'p', audienceId: 'a', rating: 4, comment: 'Good pace' };

  it('records one rating per person and session; a second one decides nothing', () => {
    const first = privateFeedbackDecider.decide(give, privateFeedbackDecider.initialState, context);
    expect(first).toEqual([{ type: 'PrivateFeedbackGiven', data: { sessionId: 's', presentationId: 'p', audienceId: 'a', rating: 4, comment: 'Good pace', givenAt: context.now } }]);
    expect(privateFeedbackDecider.decide({ ...give, rating: 1 }, foldEvents(privateFeedbackDecider, first), context)).toEqual([]);
  });
});
