import { useTranslation } from 'react-i18next';
import type { AudienceEntryInfo } from '../../../../contracts/live/join.js';
import { displayQuizTeamName } from '../language/default-texts.js';

type Team = NonNullable<AudienceEntryInfo['teams']>[number];

/** With team play on, the team a person picks at admission; "any team" leaves it to the server (SCORING.md rule 9). */
export function TeamPicker({ teams, value, onChange }: { teams: readonly Team[]; value: string | null; onChange: (teamId: string | null) => void }) {
  const { t } = useTranslation();
  const options = [{ id: null, name: t('audience.entry.anyTeam') }, ...teams];
  return (
    <fieldset className="emoji-picker team-picker">
      <legend className="field__label">{t('audience.entry.teamLegend')}</legend>
      <div className="team-picker__grid">
        {options.map((team) => (
          <label key={team.id ?? 'any'} className={`emoji-picker__option team-picker__option ${value === team.id ? 'emoji-picker__option--selected' : ''}`}>
            <input type="radio" name="team" value={team.id ?? ''} checked={value === team.id} onChange={() => onChange(team.id)} />
            <span>{team.id === null ? team.name : displayQuizTeamName(t, team.name)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
