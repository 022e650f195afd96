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
 * Where a newcomer goes (SCORING.md rule 9): the team they chose while it has fewer than `size` members;
 * otherwise the lowest-numbered team with room, so teams fill to the set size one after another. Full teams
 * still take people (the plan's participant limit decides who gets in, not the team size), always into the
 * smallest team (the lowest-numbered one on a tie).
 */
export function assignTeam(chosen: string | undefined, members: Readonly<Record<string, number>>, setup: TeamSetup): string {
  const ids = teamIdsOf(setup.count);
  const hasRoom = (id: string) => (members[id] ?? 0) < setup.size;
  if (chosen !== undefined && ids.includes(chosen) && hasRoom(chosen)) return chosen;
  const firstWithRoom = ids.find(hasRoom);
  if (firstWithRoom !== undefined) return firstWithRoom;
  let best = ids[0]!;
  for (const id of ids) if ((members[id] ?? 0) < (members[best] ?? 0)) best = id;
  return best;
}
