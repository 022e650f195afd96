import type { LeaderboardEntry, LeaderboardPayload, TeamLeaderboardEntry } from '../../contracts/quiz/leaderboard.js';
import type { QuizFeedback } from '../../contracts/quiz/socket-protocol.js';
import { teamName } from '../../contracts/quiz/teams.js';
import { allMembers, endedQuestions, memberOf, memberRun } from './fold-leaderboard.js';
import type { LeaderboardDocument, LeaderboardMember } from './leaderboard.document.js';
import { settledCount } from './paced-members.js';
import { correctRate, teamPoints } from './scoring.js';

const WINNER_NAMES_SHOWN = 10;

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Places (1-based) by a score, higher first; ties go to the lower id, so every fold ranks alike. */
function places<T>(items: readonly T[], score: (item: T) => number, id: (item: T) => string): Map<string, number> {
  const sorted = [...items].sort((x, y) => score(y) - score(x) || byId(id(x), id(y)));
  return new Map(sorted.map((item, index) => [id(item), index + 1]));
}

export interface RankedMembers {
  /** Best first. */
  readonly entries: LeaderboardEntry[];
  readonly byAudience: ReadonlyMap<string, LeaderboardEntry>;
}

export function rankMembers(document: LeaderboardDocument): RankedMembers {
  const members = allMembers(document);
  const asked = endedQuestions(document).length;
  const now = places(members, (member) => member.totalPoints, (member) => member.audienceId);
  const before = places(members, (member) => member.oldPoints, (member) => member.audienceId);
  const entries = members
    .map((member): LeaderboardEntry => ({
      a: member.audienceId,
      n: member.name,
      e: member.emoji,
      t: member.teamId,
      tp: member.totalPoints,
      i: now.get(member.audienceId)!,
      op: member.oldPoints,
      oi: before.get(member.audienceId)!,
      cr: correctRate(member.correctCount, member.pacing ? asked + settledCount(member) : asked),
      cc: member.correctCount,
      s: member.streak,
      ls: member.longestStreak,
    }))
    .sort((x, y) => x.i - y.i);
  return { entries, byAudience: new Map(entries.map((entry) => [entry.a, entry])) };
}

const teamNumber = (teamId: string) => Number(/(\d+)$/.exec(teamId)?.[1] ?? Number.MAX_SAFE_INTEGER);

/** Teams by teamScoringRule over their members (SCORING.md rule 7), plus the team's own manual points. */
export function rankTeams(document: LeaderboardDocument): TeamLeaderboardEntry[] {
  const ended = endedQuestions(document).length;
  const membersByTeam = new Map<string, LeaderboardMember[]>();
  for (const member of allMembers(document)) {
    if (member.teamId === null) continue;
    const team = membersByTeam.get(member.teamId);
    if (team) team.push(member);
    else membersByTeam.set(member.teamId, [member]);
  }
  for (const teamId of Object.keys(document.teamAwards)) if (!membersByTeam.has(teamId)) membersByTeam.set(teamId, []);
  const rule = document.teamScoringRule;
  const teams = [...membersByTeam].map(([teamId, members]) => {
    const awards = document.teamAwards[teamId] ?? [];
    const awarded = awards.reduce((sum, award) => sum + award.points, 0);
    const awardedBefore = awards.filter((award) => award.questionsEnded < ended).reduce((sum, award) => sum + award.points, 0);
    const totalPoint = teamPoints(rule, members.map((member) => ({ total: member.totalPoints, answered: member.answeredCount }))) + awarded;
    const oldPoint = teamPoints(rule, members.map((member) => ({ total: member.oldPoints, answered: member.oldAnsweredCount }))) + awardedBefore;
    return { teamId, members: members.length, totalPoint, oldPoint };
  });
  // Team ids sort by their number (team-2 before team-10) for ties.
  const sortKey = (team: { teamId: string }) => String(teamNumber(team.teamId)).padStart(6, '0');
  const now = places(teams, (team) => team.totalPoint, sortKey);
  const before = places(teams, (team) => team.oldPoint, sortKey);
  return teams
    .map((team) => ({
      t: team.teamId,
      n: teamName(team.teamId),
      totalPoint: team.totalPoint,
      oldPoint: team.oldPoint,
      newPoint: team.totalPoint - team.oldPoint,
      i: now.get(sortKey(team))!,
      oi: before.get(sortKey(team))!,
      m: team.members,
    }))
    .sort((x, y) => x.i - y.i);
}

function winners<T>(ranked: readonly T[], score: (item: T) => number, name: (item: T) => string): { count: number; names: string } {
  const top = ranked[0];
  if (top === undefined) return { count: 0, names: '' };
  const tied = ranked.filter((item) => score(item) === score(top));
  return { count: tied.length, names: tied.slice(0, WINNER_NAMES_SHOWN).map(name).join(', ') };
}

export function presentLeaderboard(document: LeaderboardDocument, limit: number): LeaderboardPayload {
  const { entries } = rankMembers(document);
  const teams = rankTeams(document);
  const audienceWinners = winners(entries, (entry) => entry.tp, (entry) => entry.n);
  const teamWinners = winners(teams, (team) => team.totalPoint, (team) => team.n);
  return {
    sessionId: document.sessionId,
    presentationId: document.presentationId,
    isVisible: document.isVisible,
    teamPlay: teams.length > 0,
    teamScoringRule: document.teamScoringRule,
    questions: endedQuestions(document).length,
    total: entries.length,
    audiences: entries.slice(0, limit),
    teams,
    countWinner: audienceWinners.count,
    topAudienceStr: audienceWinners.names,
    countTeamWinner: teamWinners.count,
    topTeamStr: teamWinners.names,
  };
}

/** Respondents and fully correct answers of one asked question. */
export function questionOutcome(document: LeaderboardDocument, slideId: string): { respondents: number; correctCount: number } {
  let respondents = 0;
  let correctCount = 0;
  for (const member of allMembers(document)) {
    const answer = member.answers[slideId];
    if (!answer) continue;
    respondents += 1;
    if (answer.of > 0 && answer.right === answer.of) correctCount += 1;
  }
  return { respondents, correctCount };
}

/** Spec: feedback after each question (correct or not, points, rank, streak), for one member. */
export function memberFeedback(
  document: LeaderboardDocument,
  slideId: string,
  audienceId: string,
  ranked: RankedMembers,
  teams: readonly TeamLeaderboardEntry[],
): QuizFeedback | null {
  const member = memberOf(document, audienceId);
  const entry = ranked.byAudience.get(audienceId);
  // A self-paced question gives feedback once it counts for this person (SCORING.md, self-paced sessions).
  const question =
    document.questions.find((candidate) => candidate.slideId === slideId) ?? member?.pacing?.questions.find((candidate) => candidate.slideId === slideId && candidate.settled);
  if (!question || !member || !entry) return null;
  const answer = member.answers[slideId];
  const score = memberRun(member, endedQuestions(document)).byQuestion[slideId];
  return {
    sessionId: document.sessionId,
    audienceId,
    slideId,
    number: question.number,
    answered: answer !== undefined,
    correct: score?.correct ?? false,
    right: answer?.right ?? 0,
    of: answer?.of ?? 0,
    elapsedMs: answer?.elapsedMs ?? null,
    points: score?.points ?? 0,
    streakBonus: score?.bonus ?? 0,
    streak: member.streak,
    totalPoint: member.totalPoints,
    rank: entry.i,
    participants: ranked.entries.length,
    teamId: member.teamId,
    teamRank: member.teamId === null ? null : (teams.find((team) => team.t === member.teamId)?.i ?? null),
  };
}
