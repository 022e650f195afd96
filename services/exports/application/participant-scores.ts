import { endedQuestions, memberOf, memberRun } from '../../../projections/leaderboard/fold-leaderboard.js';
import type { LeaderboardDocument } from '../../../projections/leaderboard/leaderboard.document.js';
import { rankMembers, type RankedMembers } from '../../../projections/leaderboard/present-leaderboard.js';

/** A person's quiz outcome per question, as the leaderboard's fold scores it. */
export interface QuestionScore {
  readonly correct: boolean;
  readonly points: number;
}

export interface ParticipantScores {
  readonly rank: number | null;
  readonly totalPoints: number;
  readonly byQuestion: ReadonlyMap<string, QuestionScore>;
}

const NONE: ParticipantScores = { rank: null, totalPoints: 0, byQuestion: new Map() };

/** Scores per person from the session's leaderboard document (ranked once for all of them). */
export class SessionScores {
  private readonly ranked: RankedMembers | null;

  constructor(private readonly leaderboard: LeaderboardDocument | null) {
    this.ranked = leaderboard ? rankMembers(leaderboard) : null;
  }

  of(audienceId: string): ParticipantScores {
    const member = this.leaderboard ? memberOf(this.leaderboard, audienceId) : undefined;
    if (!this.leaderboard || !member) return NONE;
    const run = memberRun(member, endedQuestions(this.leaderboard));
    const byQuestion = new Map<string, QuestionScore>();
    for (const [slideId, score] of Object.entries(run.byQuestion)) byQuestion.set(slideId, { correct: score.correct, points: score.points });
    return { rank: this.ranked?.byAudience.get(audienceId)?.i ?? null, totalPoints: member.totalPoints, byQuestion };
  }
}
