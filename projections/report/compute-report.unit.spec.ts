import { ENGAGEMENT_TEXTS, engagementText } from '../../contracts/reports/report.js';
import { foldLiveResults } from '../live-results/fold-live-results.js';
import type { LiveResultsDocument } from '../live-results/live-results.document.js';
import { computeReport, participantAnswerRows, reportNeedsEveryAnswer, type ReportDeck, type ReportDeckSlide } from './compute-report.js';
import { NO_CONTRIBUTIONS } from './report-contributions.js';
import { foldReportParticipant } from './report-participants.projection.js';
import type { ReportParticipantDocument } from './report-participant.document.js';
import { foldSessionSummary } from './session-summary.projection.js';

describe('engagement texts (spec doc 3 §5)', () => {
  it.each([
    [1, ENGAGEMENT_TEXTS.amazing],
    [0.9, ENGAGEMENT_TEXTS.amazing],
    [0.8999, ENGAGEMENT_TEXTS.great],
    [0.7, ENGAGEMENT_TEXTS.great],
    [0.6999, ENGAGEMENT_TEXTS.notBad],
    [0.4, ENGAGEMENT_TEXTS.notBad],
    [0.3999, ENGAGEMENT_TEXTS.start],
    [0, ENGAGEMENT_TEXTS.start],
    [null, ENGAGEMENT_TEXTS.none],
  ])('%s -> %s', (rate, text) => {
    expect(engagementText(rate)).toBe(text);
  });
});

const poll = (id: string, order: number, correct: string | null): ReportDeckSlide => ({
  id,
  type: 'multipleChoice',
  slideType: null,
  title: `Poll ${order}`,
  order,
  addCorrectOption: correct !== null,
  options: ['a', 'b'].map((option) => ({ id: `${id}-${option}`, title: option, image: null, correct: `${id}-${option}` === correct, order: 1 })),
});

/** A session over `slides` in which each person votes the option letters given, slide by slide. */
function playSession(slides: readonly ReportDeckSlide[], votes: Record<string, string>) {
  let position = 0;
  let summary = foldSessionSummary(null, { type: 'SessionStarted', data: { sessionId: 's', presentationId: 'deck', ownerId: 'u', plan: 'free', participantLimit: 50, startedAt: 't0' } }, ++position)!;
  for (const slide of slides) summary = foldSessionSummary(summary, { type: 'LiveSlideActivated', data: { sessionId: 's', presentationId: 'deck', slideId: slide.id, activatedAt: 't' } }, ++position)!;
  const people = new Map<string, ReportParticipantDocument>();
  let results = new Map<string, LiveResultsDocument>();
  const admit = (audienceId: string) => {
    const event = { type: 'AudienceAdmitted' as const, data: { audienceId, name: audienceId, emoji: '🙂', fields: {}, sessionId: 's', presentationId: 'deck', admittedAt: `t${audienceId}` } };
    summary = foldSessionSummary(summary, event, ++position)!;
    people.set(audienceId, foldReportParticipant(null, event, position));
  };
  const vote = (audienceId: string, slideId: string, option: string) => {
    const event = {
      type: 'AnswerSubmitted' as const,
      data: { sessionId: 's', presentationId: 'deck', audienceId, answerId: `${audienceId}${slideId}`, slideId, slideType: 'multipleChoice', value: { kind: 'choice' as const, optionIds: [`${slideId}-${option}`] }, firstForSlide: true, submittedAt: `t${position}` },
    };
    position += 1;
    summary = foldSessionSummary(summary, event, position)!;
    people.set(audienceId, foldReportParticipant(people.get(audienceId)!, event, position));
    results = new Map(results).set(slideId, foldLiveResults(results.get(slideId) ?? null, { ...event, position })!);
  };
  Object.keys(votes).forEach(admit);
  for (const [who, answers] of Object.entries(votes)) [...answers].forEach((option, index) => vote(who, slides[index]!.id, option));
  return { summary, people, results };
}

describe('computeReport over a folded session', () => {
  it('rates polls with correct options, picks difficult ones lowest first then by order, and measures engagement over the slides shown', () => {
    const slides = [poll('p1', 1, 'p1-a'), poll('p2', 2, 'p2-a'), poll('p3', 3, 'p3-a'), poll('p4', 4, null)];
    const deck: ReportDeck = { id: 'deck', name: 'Deck', slides };
    // p1: 1 of 4 right (0.25); p2: 1 of 4 right (0.25); p3: 3 of 4 right; p4 has no right answer; u4 skips p4.
    const { summary, people, results } = playSession(slides, { u1: 'aaab', u2: 'bbab', u3: 'bbab', u4: 'bbb' });
    const report = computeReport(deck, { summary, participants: [...people.values()], results: [...results.values()], leaderboard: null, ...NO_CONTRIBUTIONS });

    expect(report.slides.map((slide) => slide.correctRate)).toEqual([0.25, 0.25, 0.75, null]);
    expect(report.difficultQuestions.map((slide) => slide.slideId)).toEqual(['p1', 'p2']);
    expect(report.averageCorrectRate).toBe(42);
    // (4 + 4 + 4 + 3) / 4 / 4 participants
    expect(report.summary).toEqual({ participants: 4, responses: 15, reactions: 0, engagementRate: 15 / 16, engagementText: ENGAGEMENT_TEXTS.amazing });
    expect(report.topEngagingSlides.map((slide) => slide.slideId)).toEqual(['p1', 'p2', 'p3']);
    expect(reportNeedsEveryAnswer(deck)).toBe(true);
    expect(participantAnswerRows(deck, null, people.get('u1')!).map((row) => [row.slideId, row.correct, row.points])).toEqual([
      ['p1', true, null],
      ['p2', true, null],
      ['p3', true, null],
      ['p4', null, null],
    ]);
  });

  it("gives the same report without anyone's answers when no poll has a correct option (the answers are read one person at a time)", () => {
    const slides = [poll('p1', 1, null), poll('p2', 2, null)];
    const deck: ReportDeck = { id: 'deck', name: 'Deck', slides };
    const { summary, people, results } = playSession(slides, { u1: 'ab', u2: 'bb', u3: 'a' });
    const fold = { summary, results: [...results.values()], leaderboard: null, ...NO_CONTRIBUTIONS };
    expect(reportNeedsEveryAnswer(deck)).toBe(false);
    const withAnswers = computeReport(deck, { ...fold, participants: [...people.values()] });
    expect(computeReport(deck, { ...fold, participants: [...people.values()].map((person) => ({ ...person, answers: [] })) })).toEqual(withAnswers);
    expect(withAnswers.summary.responses).toBe(5);
    expect(participantAnswerRows(deck, null, people.get('u3')!).map((row) => [row.slideId, row.value])).toEqual([['p1', { kind: 'choice', optionIds: ['p1-a'] }]]);
  });

  it('says "No engagement yet!" for a session nobody joined', () => {
    const summary = foldSessionSummary(null, { type: 'SessionStarted', data: { sessionId: 's', presentationId: 'deck', ownerId: 'u', plan: 'free', participantLimit: 50, startedAt: 't0' } }, 1)!;
    const report = computeReport({ id: 'deck', name: 'Deck', slides: [poll('p1', 1, null)] }, { summary, participants: [], results: [], leaderboard: null, ...NO_CONTRIBUTIONS });
    expect(report.summary).toMatchObject({ participants: 0, engagementRate: null, engagementText: 'No engagement yet!' });
    expect(report.averageCorrectRate).toBeNull();
  });
});
