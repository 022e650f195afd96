import { BSON } from 'mongodb';
import type { RecordedEvent } from '../../contracts/events/envelope.js';
import { typedAnswerKey } from '../../contracts/quiz/typed-answer.js';
import { foldLeaderboard } from '../../projections/leaderboard/fold-leaderboard.js';
import type { LeaderboardDocument } from '../../projections/leaderboard/leaderboard.document.js';
import { allLeaderboardPartIds, joinLeaderboardParts, LEADERBOARD_PART_COUNT, leaderboardPartId, leaderboardPartOf } from '../../projections/leaderboard/leaderboard-parts.js';
import { leaderboardProjection, toLeaderboardEvent } from '../../projections/leaderboard/leaderboard.projection.js';
import { replayInMemory } from '../../projections/projection.js';
import { seededRandom } from './support/seeded-random.js';

const T0 = Date.parse('2026-03-01T09:00:00.000Z');
const QUESTION_MS = 20_000;
const on = { sessionId: 'quiz-session', presentationId: 'quiz-deck' };
const MiB = 1024 * 1024;

const audienceIdOf = (index: number) => `a1b2c3d4-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;

/**
 * A quiz session's log: `members` people join (some in teams), and for each question everyone answers a
 * choice or a typed question before it ends; a typed answer is accepted live, points go to a member and a team.
 */
function* quizLog(members: number, questions: number): Generator<RecordedEvent> {
  const random = seededRandom(29);
  // Half a million events: made one at a time, sharing what the folds never read.
  const metadata = { actor: { kind: 'system' as const, id: 'size' }, commandId: 'c', correlationId: 'c', causationId: 'c', occurredAt: new Date(T0).toISOString(), schemaVersion: 1 };
  let position = 0;
  const event = (type: string, data: Record<string, unknown>): RecordedEvent => {
    position += 1;
    return { id: `e${position}`, streamId: 'session-quiz-session', revision: position - 1, position, type, data, metadata };
  };
  const audience = Array.from({ length: members }, (_, index) => audienceIdOf(index));
  yield event('SessionStarted', { ...on, ownerId: 'o', plan: 'pro', participantLimit: members, startedAt: new Date(T0).toISOString() });
  for (const [index, audienceId] of audience.entries()) {
    yield event('AudienceAdmitted', { ...on, audienceId, name: `Player ${index + 1}`, emoji: '🙂', fields: {}, ...(index % 5 === 0 && { teamId: `team-${index % 3}` }), admittedAt: new Date(T0).toISOString() });
  }
  for (let number = 1; number <= questions; number++) {
    const slideId = `5a1de000-0000-4000-8000-${number.toString(16).padStart(12, '0')}`;
    const startedAt = T0 + number * 60_000;
    const typed = number % 4 === 0;
    const options = ['opt-a', 'opt-b', 'opt-c', 'opt-d'].map((option) => `${option}-${number}`);
    yield event('QuizQuestionStarted', {
      ...on,
      slideId,
      slideType: typed ? 'typeAnswer' : 'pickAnswer',
      kind: typed ? 'typed' : 'choice',
      timeLimitSeconds: QUESTION_MS / 1000,
      play: typed ? { kind: 'typed' } : { kind: 'choice', multiple: false, options: [] },
      key: typed ? { kind: 'typed', accepted: ['paris'] } : { kind: 'choice', optionIds: [options[0]] },
      number,
      startedAt: new Date(startedAt).toISOString(),
      closesAt: new Date(startedAt + QUESTION_MS).toISOString(),
      manualReveal: false,
      teamScoringRule: 'average',
      activation: null,
    });
    for (const audienceId of audience) {
      const value = typed ? { kind: 'typed', text: random() < 0.5 ? 'Paris' : 'Lutetia' } : { kind: 'choice', optionIds: [options[Math.floor(random() * 4)]] };
      yield event('AnswerSubmitted', { ...on, audienceId, answerId: `${audienceId}-${number}`, slideId, slideType: typed ? 'typeAnswer' : 'pickAnswer', value, firstForSlide: true, submittedAt: new Date(startedAt + Math.floor(random() * QUESTION_MS)).toISOString() });
    }
    if (typed) yield event('QuizTypeAnswerAccepted', { ...on, slideId, text: 'Lutetia', key: typedAnswerKey('Lutetia'), at: new Date(startedAt + QUESTION_MS - 1).toISOString() });
    yield event('QuizQuestionEnded', { ...on, slideId, at: new Date(startedAt + QUESTION_MS).toISOString(), reason: 'timeUp', answered: null, joined: null, online: null, activation: null });
    if (number % 3 === 0) {
      yield event('QuizPointsAwarded', { ...on, awardId: `award-${number}`, slideId, audienceId: audience[number % members], teamId: null, points: 100, at: new Date(startedAt + QUESTION_MS).toISOString() });
      yield event('QuizPointsAwarded', { ...on, awardId: `team-award-${number}`, slideId, audienceId: null, teamId: 'team-1', points: 50, at: new Date(startedAt + QUESTION_MS).toISOString() });
    }
  }
  yield event('SessionStopped', { ...on, stoppedAt: new Date(T0 + (questions + 1) * 60_000).toISOString() });
}

function wholeLeaderboard(events: readonly RecordedEvent[]): LeaderboardDocument | null {
  let document: LeaderboardDocument | null = null;
  for (const event of events) if (leaderboardProjection.eventTypes.includes(event.type)) document = foldLeaderboard(document, toLeaderboardEvent(event));
  return document;
}

describe('the leaderboard read model in parts', () => {
  it('joins its parts into the leaderboard the session folds as one document', () => {
    const events = [...quizLog(600, 8)];
    const parts = replayInMemory(leaderboardProjection, events);
    expect([...parts.keys()].sort()).toEqual(allLeaderboardPartIds(on.sessionId).sort());
    const whole = wholeLeaderboard(events);
    expect(whole?.memberCount).toBe(600);
    expect(joinLeaderboardParts([...parts.values()])).toEqual(whole);
  });

  it('keeps its largest document under 4 MiB at 10,000 members and 50 questions (BSON, as MongoDB stores it)', () => {
    // Every part holds the same session fields and questions; members differ by a few bytes at most. So the
    // largest documents are the parts with the most members: those are folded, as the runner folds one
    // document, from the whole log (half a million events).
    const byPart = new Map<string, number>();
    for (let index = 0; index < 10_000; index++) {
      const id = leaderboardPartId(on.sessionId, leaderboardPartOf(audienceIdOf(index)));
      byPart.set(id, (byPart.get(id) ?? 0) + 1);
    }
    const crowded = new Set([...byPart.entries()].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([id]) => id));
    const parts = new Map<string, LeaderboardDocument>();
    for (const event of quizLog(10_000, 50)) {
      if (!leaderboardProjection.eventTypes.includes(event.type)) continue;
      for (const id of leaderboardProjection.documentIds(event)) {
        if (!crowded.has(id)) continue;
        const next = leaderboardProjection.apply(parts.get(id) ?? null, event, id);
        if (next) parts.set(id, next);
      }
    }
    expect(byPart.size).toBe(LEADERBOARD_PART_COUNT);
    expect([...parts.values()].map((part) => part.memberCount)).toEqual([...parts.keys()].map((id) => byPart.get(id)));
    expect([...parts.values()].every((part) => part.questions.length === 50 && part.questions.every((question) => question.endedAt !== null))).toBe(true);
    const largest = Math.max(...[...parts.values()].map((part) => BSON.calculateObjectSize(part)));
    const members = Math.max(...byPart.values());
    console.log(`leaderboard v${leaderboardProjection.version}, 10,000 members x 50 questions in ${LEADERBOARD_PART_COUNT} parts: the largest (${members} members) is ${(largest / MiB).toFixed(2)} MiB BSON`);
    expect(largest).toBeLessThan(4 * MiB);
  });
});
