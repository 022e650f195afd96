/** Spec doc 1 §5: team names over 30 characters are cut to 30 plus an ellipsis. */
export const TEAM_NAME_DISPLAY_LENGTH = 30;

export function displayTeamName(name: string): string {
  return name.length > TEAM_NAME_DISPLAY_LENGTH ? `${name.slice(0, TEAM_NAME_DISPLAY_LENGTH)}…` : name;
}
