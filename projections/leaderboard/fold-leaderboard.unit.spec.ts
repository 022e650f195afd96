import type { RecordedEvent } from '../../contracts/events/envelope.js';
import type { AnswerValue } from '../../contracts/live/answers.js';
import type { QuizAnswerKey, QuizPlay } from '../../contracts/quiz/question.js';
import { replayInMemory } from '../projection.js';
import { endedQuestions, foldLeaderboard, memberOf, memberRun } from './fold-leaderboard.js';
import type { LeaderboardDocument } from './leaderboard.document.js';
import { joinLeaderboardParts } from './leaderboard-parts.js';
import { leaderboardProjection, toLeaderboardEvent } from './leaderboard.projection.js';
import { memberFeedback, presentLeaderboard, rankMembers, rankTeams } from './present-leaderboard.js';

const T0 = Date.parse('2026-03-01T09:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();
const on = { sessionId: 's', presentationId: 'p' };

/** A session's log, built event by event with increasing positions. */
class Log {
  readonly events: RecordedEvent[] = [];
  private clockMs = 0;
  private readonly started = new Map<string, number>();

  add(type: string, data: Record<string, unknown>, streamId = 'session-s'): this {
    const position = this.events.length + 1;
    this.events.push({
      id: `e${position}`,
      streamId,
      revision: position - 1,
      position,
      type,
      data,
      metadata: { actor: { kind: 'system', id: 'spec' }, commandId: `c${position}`, correlationId: `c${position}`, causationId: `c${position}`, occurredAt: at(this.clockMs), schemaVersion: 1 },
    });
    return this;
  }

  start(): this {
    return this.add('SessionStarted', { ...on, ownerId: 'o', plan: 'pro', participantLimit: 100, startedAt: at(0) });
  }

  join(audienceId: string, name: string, teamId?: string): this {
    return this.add('AudienceAdmitted', { ...on, audienceId, name, emoji: '🙂', fields: {}, ...(teamId && { teamId }), admittedAt: at(0) });
  }

  ask(slideId: string, number: number, key: QuizAnswerKey, startMs: number, limitSeconds = 20, teamScoringRule = 'average'): this {
    this.started.set(slideId, startMs);
    const kind = key.kind;
    const play: QuizPlay = kind === 'typed' ? { kind } : kind === 'choice' ? { kind, multiple: false, options: [] } : kind === 'order' ? { kind, items: [] } : kind === 'pairs' ? { kind, left: [], right: [] } : { kind, categories: [], items: [] };
    return this.add('QuizQuestionStarted', {
      ...on,
      slideId,
      slideType: kind === 'typed' ? 'typeAnswer' : kind === 'order' ? 'correctOrder' : 'pickAnswer',
      kind,
      timeLimitSeconds: limitSeconds,
      play,
      key,
      number,
      startedAt: at(startMs),
      closesAt: at(startMs + limitSeconds * 1000),
      manualReveal: false,
      teamScoringRule,
      activation: null,
    });
  }

  answer(slideId: string, audienceId: string, value: AnswerValue, elapsedMs: number): this {
    const slideType = value.kind === 'typed' ? 'typeAnswer' : value.kind === 'order' ? 'correctOrder' : 'pickAnswer';
    return this.add(
      'AnswerSubmitted',
      { ...on, audienceId, answerId: `${slideId}-${audienceId}-${this.events.length}`, slideId, slideType, value, firstForSlide: true, submittedAt: at(this.started.get(slideId)! + elapsedMs) },
      `participant-s-${audienceId}`,
    );
  }

  end(slideId: string, afterMs: number): this {
    return this.add('QuizQuestionEnded', { ...on, slideId, at: at(this.started.get(slideId)! + afterMs), reason: 'timeUp', answered: null, joined: null, online: null, activation: null });
  }

  award(target: { audienceId: string } | { teamId: string }, points: number): this {
    return this.add('QuizPointsAwarded', { ...on, awardId: `a${this.events.length}`, slideId: 'lb', audienceId: null, teamId: null, ...target, points, at: at(0) });
  }

  accept(slideId: string, text: string, key: string): this {
    return this.add('QuizTypeAnswerAccepted', { ...on, slideId, text, key, at: at(0) });
  }

  fold(): LeaderboardDocument {
    return this.events.reduce<LeaderboardDocument | null>((document, event) => {
      if (leaderboardProjection.documentIds(event).length === 0) return document;
      return foldLeaderboard(document, toLeaderboardEvent(event));
    }, null)!;
  }
}

const choice = (...optionIds: string[]): AnswerValue => ({ kind: 'choice', optionIds });
const right = { kind: 'choice', optionIds: ['A'] } as const;
const entry = (document: LeaderboardDocument, audienceId: string) => rankMembers(document).byAudience.get(audienceId)!;

describe('leaderboard projection', () => {
  it('scores answers only once their question has ended, with speed and streak (SCORING.md example 5)', () => {
    const log = new Log().start().join('a1', 'Ada').ask('q1', 1, right, 0).answer('q1', 'a1', choice('A'), 0);
    expect(entry(log.fold(), 'a1')).toMatchObject({ tp: 0, cc: 0, s: 0 });
    log.end('q1', 20_000).ask('q2', 2, right, 30_000).answer('q2', 'a1', choice('A'), 5_000).end('q2', 20_000);
    log.ask('q3', 3, { kind: 'order', optionIds: ['A', 'B', 'C', 'D'] }, 60_000).answer('q3', 'a1', { kind: 'order', optionIds: ['A', 'B', 'D', 'C'] }, 4_000).end('q3', 20_000);
    log.ask('q4', 4, right, 90_000).end('q4', 20_000);
    const document = log.fold();
    expect(entry(document, 'a1')).toMatchObject({ tp: 2425, op: 2425, cc: 2, cr: 50, s: 0, ls: 2 });
    expect(memberRun(memberOf(document, 'a1')!, endedQuestions(document)).byQuestion).toEqual({
      q1: { points: 1000, base: 1000, bonus: 0, streak: 1, correct: true },
      q2: { points: 975, base: 875, bonus: 100, streak: 2, correct: true },
      q3: { points: 450, base: 450, bonus: 0, streak: 0, correct: false },
    });
  });

  it('counts the first answer per person and question, by the server time; late answers never score', () => {
    const log = new Log().start().join('a1', 'Ada').join('b2', 'Bo').join('c3', 'Cy').ask('q1', 1, right, 0, 20);
    log.answer('q1', 'a1', choice('A'), 2_000).answer('q1', 'a1', choice('A'), 1_000);
    log.answer('q1', 'b2', choice('A'), 20_001);
    log.end('q1', 10_000);
    // Taken before the early end but appended after it (a race between streams): it still counts.
    log.answer('q1', 'c3', choice('A'), 9_000);
    const document = log.fold();
    expect(document.questions[0]!.answered).toBe(2);
    expect(memberOf(document, 'a1')!.answers.q1).toEqual({ elapsedMs: 2_000, right: 1, of: 1, typedText: null });
    expect(entry(document, 'a1').tp).toBe(950);
    expect(entry(document, 'b2').tp).toBe(0);
    expect(entry(document, 'c3').tp).toBe(775);
  });

  it('ignores answers to polls and other non-quiz slides', () => {
    const poll = new Log().start().add('AnswerSubmitted', { ...on, audienceId: 'a1', answerId: 'x', slideId: 'poll', slideType: 'poll', value: choice('A'), firstForSlide: true, submittedAt: at(0) }, 'participant-s-a1');
    expect(leaderboardProjection.documentIds(poll.events[1]!)).toEqual([]);
  });

  it('old points, places and movement (SCORING.md example 8)', () => {
    const log = new Log().start().join('a1', 'Ada').join('b2', 'Bo').join('c3', 'Cy');
    log.ask('q1', 1, right, 0).answer('q1', 'a1', choice('A'), 0).answer('q1', 'b2', choice('A'), 0).answer('q1', 'c3', choice('A'), 0).end('q1', 20_000);
    log.award({ audienceId: 'b2' }, 500);
    log.ask('q2', 2, right, 30_000).answer('q2', 'a1', choice('A'), 5_000).answer('q2', 'c3', { kind: 'choice', optionIds: ['B'] }, 0).end('q2', 20_000);
    let document = log.fold();
    // Bo's 500 came before q2 ended: old points. Cy answers q2 wrongly and then gets 1100 (the worked
    // example's 500 + 600), after q2 ended: new points.
    expect(entry(document, 'a1')).toMatchObject({ tp: 1975, op: 1000 });
    expect(entry(document, 'b2')).toMatchObject({ tp: 1500, op: 1500 });
    log.award({ audienceId: 'c3' }, 1100);
    document = log.fold();
    expect(entry(document, 'c3')).toMatchObject({ tp: 2100, op: 1000 });
    expect(rankMembers(document).entries.map(({ a, i, oi }) => ({ a, i, oi }))).toEqual([
      { a: 'c3', i: 1, oi: 3 },
      { a: 'a1', i: 2, oi: 2 },
      { a: 'b2', i: 3, oi: 1 },
    ]);
    // Once the next question ends, the award is old points too.
    log.ask('q3', 3, right, 60_000).end('q3', 20_000);
    expect(entry(log.fold(), 'c3')).toMatchObject({ tp: 2100, op: 2100 });
  });

  it('ties go to the lower audience id', () => {
    const document = new Log().start().join('zed', 'Z').join('amy', 'A').join('kim', 'K').fold();
    expect(rankMembers(document).entries.map((member) => member.a)).toEqual(['amy', 'kim', 'zed']);
    expect(presentLeaderboard(document, 2)).toMatchObject({ total: 3, countWinner: 3, topAudienceStr: 'A, K, Z', audiences: [{ a: 'amy' }, { a: 'kim' }] });
  });

  it('team points by the frozen team scoring rule, plus team points (SCORING.md example 9)', () => {
    for (const [rule, totalPoint] of [['total', 2575], ['average', 925], ['averageOfAnswered', 1337]] as const) {
      const log = new Log().start().join('a1', 'Ada', 'team-1').join('b2', 'Bo', 'team-1').join('c3', 'Cy', 'team-1').join('d4', 'Dee', 'team-2');
      log.ask('q1', 1, right, 0, 20, rule).answer('q1', 'a1', choice('A'), 0).answer('q1', 'b2', choice('A'), 20_000).end('q1', 20_000);
      log.ask('q2', 2, right, 30_000, 20, rule).answer('q2', 'a1', choice('A'), 5_000).end('q2', 20_000);
      log.award({ teamId: 'team-1' }, 100);
      const [first] = rankTeams(log.fold());
      expect(first).toMatchObject({ t: 'team-1', n: 'Team 1', totalPoint, m: 3, i: 1 });
    }
  });

  it('team old and new points follow the members’ old points', () => {
    const log = new Log().start().join('a1', 'Ada', 'team-1').join('b2', 'Bo', 'team-2');
    log.ask('q1', 1, right, 0, 20, 'total').answer('q1', 'a1', choice('A'), 0).end('q1', 20_000);
    log.ask('q2', 2, right, 30_000, 20, 'total').answer('q2', 'b2', choice('A'), 0).end('q2', 20_000);
    expect(rankTeams(log.fold())).toEqual([
      { t: 'team-1', n: 'Team 1', totalPoint: 1000, oldPoint: 1000, newPoint: 0, i: 1, oi: 1, m: 1 },
      { t: 'team-2', n: 'Team 2', totalPoint: 1000, oldPoint: 0, newPoint: 1000, i: 2, oi: 2, m: 1 },
    ]);
  });

  it('a typed answer accepted live is rescored with its own time and the streak it makes (SCORING.md example 10)', () => {
    const typed: QuizAnswerKey = { kind: 'typed', accepted: ['New York'] };
    const log = new Log().start().join('d4', 'Dee').join('e5', 'Eve');
    log.ask('q1', 1, right, 0).answer('q1', 'd4', choice('A'), 0).end('q1', 20_000);
    log.ask('q2', 2, typed, 30_000).answer('q2', 'd4', { kind: 'typed', text: 'big apple' }, 2_000).answer('q2', 'e5', { kind: 'typed', text: ' new york' }, 0).end('q2', 20_000);
    expect(entry(log.fold(), 'd4')).toMatchObject({ tp: 1000, s: 0 });
    log.accept('q2', 'Big Apple', 'bigapple');
    const document = log.fold();
    expect(memberRun(memberOf(document, 'd4')!, endedQuestions(document)).byQuestion.q2).toEqual({ points: 1050, base: 950, bonus: 100, streak: 2, correct: true });
    expect(entry(document, 'd4')).toMatchObject({ tp: 2050, s: 2, ls: 2, cc: 2 });
    expect(entry(document, 'e5')).toMatchObject({ tp: 1000 });
  });

  it('gives each member feedback on a question: correct or not, points, rank, streak', () => {
    const log = new Log().start().join('a1', 'Ada', 'team-1').join('b2', 'Bo', 'team-2');
    log.ask('q1', 1, { kind: 'order', optionIds: ['A', 'B', 'C', 'D'] }, 0).answer('q1', 'a1', { kind: 'order', optionIds: ['B', 'A', 'C', 'D'] }, 0).end('q1', 20_000);
    const document = log.fold();
    const ranked = rankMembers(document);
    const teams = rankTeams(document);
    expect(memberFeedback(document, 'q1', 'a1', ranked, teams)).toEqual({
      sessionId: 's', audienceId: 'a1', slideId: 'q1', number: 1, answered: true, correct: false, right: 2, of: 4, elapsedMs: 0,
      points: 500, streakBonus: 0, streak: 0, totalPoint: 500, rank: 1, participants: 2, teamId: 'team-1', teamRank: 1,
    });
    expect(memberFeedback(document, 'q1', 'b2', ranked, teams)).toMatchObject({ answered: false, correct: false, points: 0, rank: 2, elapsedMs: null });
  });

  it('replaying the log in batches, through stored JSON, builds the same document as folding it live', () => {
    const log = new Log().start();
    for (let index = 0; index < 40; index++) log.join(`m${String(index).padStart(2, '0')}`, `P${index}`, `team-${(index % 5) + 1}`);
    log.ask('q1', 1, right, 0).add('LiveSlideActivated', { ...on, slideId: 'q1', activatedAt: at(0) });
    for (let index = 0; index < 40; index += 2) log.answer('q1', `m${String(index).padStart(2, '0')}`, choice(index % 4 === 0 ? 'A' : 'B'), index * 100);
    log.end('q1', 20_000).award({ teamId: 'team-3' }, 250).add('LeaderboardVisibilityChanged', { ...on, isVisible: false, at: at(0) });
    const live = log.fold();

    const stored = new Map<string, LeaderboardDocument>();
    for (let from = 0; from < log.events.length; from += 7) {
      replayInMemory(leaderboardProjection, log.events.slice(from, from + 7), stored);
      // The runner stores JSON between batches.
      for (const [id, document] of stored) stored.set(id, JSON.parse(JSON.stringify(document)) as LeaderboardDocument);
    }
    // The read model keeps the leaderboard in parts: joined, they are the live document.
    const joined = joinLeaderboardParts([...stored.values()]);
    expect(joined).toEqual(live);
    expect(presentLeaderboard(joined!, 100)).toEqual(presentLeaderboard(live, 100));
    expect(live).toMatchObject({ isVisible: false, memberCount: 40, lastPosition: log.events.length });
  });
});
