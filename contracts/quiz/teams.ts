/** Team play (spec doc 2 §3 teamPlay, teamCount, teamSize; §9 "Default team quiz: 5 teams of 3"). */
export interface TeamSetup {
  readonly count: number;
  readonly size: number;
}

/** Team ids are stable per position: team-1 .. team-N. */
export const teamIdOf = (position: number) => `team-${position}`;
export const teamIdsOf = (count: number) => Array.from({ length: count }, (_, index) => teamIdOf(index + 1));

export function teamName(teamId: string): string {
  const match = /^team-(\d+)$/.exec(teamId);
  return match ? `Team ${match[1]}` : teamId;
}

export const isTeamId = (teamId: string, count: number) => teamIdsOf(count).includes(teamId);

/**
 * Where a newcomer goes: the team they chose while it has fewer than `size` members; otherwise the team
 * with the fewest members (the lowest-numbered one on a tie). Full teams still take people (the plan's
 * participant limit decides who gets in, not the team size), always into the smallest team.
 */
export function assignTeam(chosen: string | undefined, members: Readonly<Record<string, number>>, setup: TeamSetup): string {
  const ids = teamIdsOf(setup.count);
  if (chosen !== undefined && ids.includes(chosen) && (members[chosen] ?? 0) < setup.size) return chosen;
  let best = ids[0]!;
  for (const id of ids) if ((members[id] ?? 0) < (members[best] ?? 0)) best = id;
  return best;
}
