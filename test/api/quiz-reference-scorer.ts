/**
 * An independent reading of services/quiz/SCORING.md, for the quiz API test: it shares no code with the
 * production scorer (projections/leaderboard) and works from what the test itself authored and sent.
 */

export type RefAnswer =
  | { kind: 'choice'; optionIds: string[] }
  | { kind: 'order'; optionIds: string[] }
  | { kind: 'pairs'; pairs: Record<string, string> }
  | { kind: 'categories'; items: Record<string, string> }
  | { kind: 'typed'; text: string };

/** What the test knows is right, in the ids the question was played with. */
export type RefKey =
  | { kind: 'choice'; correct: string[] }
  | { kind: 'order'; order: string[] }
  | { kind: 'pairs'; pairs: Record<string, string> }
  | { kind: 'categories'; items: Record<string, string> }
  | { kind: 'typed'; accepted: string[] };

export interface RefQuestion {
  slideId: string;
  timeLimitSeconds: number;
  key: RefKey;
}

export interface RefPlayer {
  audienceId: string;
  name: string;
  teamId: string | null;
}

/** Manual points, with how many questions had ended when the presenter gave them. */
export interface RefAward {
  audienceId: string | null;
  teamId: string | null;
  points: number;
  questionsEndedBefore: number;
}

/** answers[slideId][audienceId] = what was sent and the server's elapsed time from the ack. */
export type RefAnswers = Record<string, Record<string, { value: RefAnswer; elapsedMs: number }>>;

const squash = (text: string) => text.normalize('NFKC').toLowerCase().split(/\s+/u).join('');

/** Rule 1: [parts right, parts]. */
export function refParts(key: RefKey, value: RefAnswer): [number, number] {
  if (key.kind === 'choice' && value.kind === 'choice') {
    if (key.correct.length === 0) return [0, 1];
    const same = value.optionIds.length === key.correct.length && key.correct.every((id) => value.optionIds.includes(id));
    return [same ? 1 : 0, 1];
  }
  if (key.kind === 'order' && value.kind === 'order') {
    let right = 0;
    for (let i = 0; i < key.order.length; i++) if (value.optionIds[i] === key.order[i]) right++;
    return [right, key.order.length];
  }
  if (key.kind === 'pairs' && value.kind === 'pairs') {
    const lefts = Object.keys(key.pairs);
    return [lefts.filter((left) => value.pairs[left] === key.pairs[left]).length, lefts.length];
  }
  if (key.kind === 'categories' && value.kind === 'categories') {
    const items = Object.keys(key.items);
    return [items.filter((item) => value.items[item] === key.items[item]).length, items.length];
  }
  if (key.kind === 'typed' && value.kind === 'typed') {
    return [key.accepted.some((accepted) => squash(accepted) === squash(value.text)) ? 1 : 0, 1];
  }
  return [0, 1];
}

/** Rules 2-4 for one answer, given the streak it extends (the streak before it). */
export function refPoints(question: RefQuestion, answer: { value: RefAnswer; elapsedMs: number }, streakBefore: number) {
  const [right, of] = refParts(question.key, answer.value);
  const limit = question.timeLimitSeconds * 1000;
  const elapsed = Math.max(0, Math.min(limit, answer.elapsedMs));
  const speed = 1000 - Math.floor((500 * elapsed) / limit);
  const base = right === 0 ? 0 : Math.floor((speed * right) / of);
  const correct = right === of && of > 0;
  const streak = correct ? streakBefore + 1 : 0;
  const bonus = correct && streak >= 2 ? Math.min(streak - 1, 5) * 100 : 0;
  return { points: base + bonus, correct, streak };
}

export interface RefStanding {
  audienceId: string;
  name: string;
  teamId: string | null;
  total: number;
  old: number;
  correct: number;
  answered: number;
  answeredBeforeLatest: number;
  streak: number;
  longest: number;
  place: number;
  oldPlace: number;
  /** per slide: points, correct, streak after */
  perQuestion: Record<string, { points: number; correct: boolean; streak: number }>;
}

function place<T extends { audienceId: string }>(rows: T[], score: (row: T) => number): Map<string, number> {
  const sorted = [...rows].sort((a, b) => score(b) - score(a) || (a.audienceId < b.audienceId ? -1 : a.audienceId > b.audienceId ? 1 : 0));
  return new Map(sorted.map((row, index) => [row.audienceId, index + 1]));
}

/** Rules 5-8 over the ended questions, in the order they were asked. */
export function refStandings(questions: RefQuestion[], players: RefPlayer[], answers: RefAnswers, awards: RefAward[]): RefStanding[] {
  const ended = questions.length;
  const rows = players.map((player) => {
    let total = 0;
    let streak = 0;
    let longest = 0;
    let correct = 0;
    let answered = 0;
    let latestPoints = 0;
    let latestAnswered = false;
    const perQuestion: RefStanding['perQuestion'] = {};
    questions.forEach((question, index) => {
      const answer = answers[question.slideId]?.[player.audienceId];
      const isLatest = index === questions.length - 1;
      if (!answer) {
        streak = 0;
        return;
      }
      const scored = refPoints(question, answer, streak);
      streak = scored.streak;
      longest = Math.max(longest, streak);
      if (scored.correct) correct++;
      answered++;
      total += scored.points;
      perQuestion[question.slideId] = scored;
      if (isLatest) {
        latestPoints = scored.points;
        latestAnswered = true;
      }
    });
    const mine = awards.filter((award) => award.audienceId === player.audienceId);
    const awarded = mine.reduce((sum, award) => sum + award.points, 0);
    const awardedAfterLatest = mine.filter((award) => award.questionsEndedBefore >= ended).reduce((sum, award) => sum + award.points, 0);
    return {
      ...player,
      total: total + awarded,
      old: total + awarded - latestPoints - awardedAfterLatest,
      correct,
      answered,
      answeredBeforeLatest: answered - (latestAnswered ? 1 : 0),
      streak,
      longest,
      perQuestion,
      place: 0,
      oldPlace: 0,
    };
  });
  const now = place(rows, (row) => row.total);
  const before = place(rows, (row) => row.old);
  return rows.map((row) => ({ ...row, place: now.get(row.audienceId)!, oldPlace: before.get(row.audienceId)! })).sort((a, b) => a.place - b.place);
}

/** Rule 9 with teamScoringRule 'total'. */
export function refTeams(standings: RefStanding[], awards: RefAward[], ended: number) {
  const teams = new Map<string, { total: number; old: number; members: number }>();
  for (const row of standings) {
    if (row.teamId === null) continue;
    const team = teams.get(row.teamId) ?? { total: 0, old: 0, members: 0 };
    teams.set(row.teamId, { total: team.total + row.total, old: team.old + row.old, members: team.members + 1 });
  }
  for (const award of awards) {
    if (award.teamId === null) continue;
    const team = teams.get(award.teamId) ?? { total: 0, old: 0, members: 0 };
    teams.set(award.teamId, { ...team, total: team.total + award.points, old: team.old + (award.questionsEndedBefore < ended ? award.points : 0) });
  }
  return teams;
}
