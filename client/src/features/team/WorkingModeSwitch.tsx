import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../routes.js';
import { useWorkingMode } from './working-mode.js';

/** For a member of a team: which workspace new presentations go to and where the app starts (spec doc 1 §4). */
export function WorkingModeSwitch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [mode, setMode] = useWorkingMode();
  const switchTo = (next: 'personal' | 'team') => {
    setMode(next);
    navigate(next === 'team' ? ROUTES.teamWorkspace : ROUTES.presentations);
  };
  return (
    <section aria-labelledby="working-mode-heading" className="team-card">
      <h2 id="working-mode-heading">{t('team.mode.label')}</h2>
      <p>{mode === 'team' ? t('team.mode.currentTeam') : t('team.mode.currentPersonal')}</p>
      <button type="button" className="button" onClick={() => switchTo(mode === 'team' ? 'personal' : 'team')}>
        {mode === 'team' ? t('team.mode.toPersonal') : t('team.mode.toTeam')}
      </button>
    </section>
  );
}
