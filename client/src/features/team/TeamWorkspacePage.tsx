import { Link, Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../routes.js';
import { TeamLoadFailed } from './TeamLoadFailed.js';
import { displayTeamName } from './team-name.js';
import { useTeam } from './use-team.js';
import { useWorkingMode } from './working-mode.js';
import { WorkspaceContents } from './WorkspaceContents.js';

/** /apps/team/workspace: the team's folders and presentations; in personal mode it goes to Presentations (spec doc 1 §2). */
export function TeamWorkspacePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { load, reload } = useTeam();
  const [mode, setMode] = useWorkingMode();
  if (mode === 'personal' || (load.status === 'loaded' && load.team === null)) return <Navigate to={ROUTES.presentations} replace />;
  const workAlone = () => {
    setMode('personal');
    navigate(ROUTES.presentations);
  };
  return (
    <section className="page team-page" aria-labelledby="team-workspace-heading">
      <title>{t('team.workspace.pageTitle')}</title>
      <h1 id="team-workspace-heading">{t('team.workspace.heading')}</h1>
      {load.status === 'loading' && <p role="status">{t('common.loading')}</p>}
      {load.status === 'failed' && <TeamLoadFailed onRetry={reload} />}
      {load.status === 'loaded' && load.team && (
        <>
          <p>{t('team.workspace.summary', { role: t(`team.roles.${load.team.memberRole}`), name: displayTeamName(load.team.name), count: load.team.members.count })}</p>
          <p className="team-page__actions">
            <Link to={ROUTES.teamMembers} className="button">
              {t('team.workspace.membersLink')}
            </Link>
            <button type="button" className="button" onClick={workAlone}>
              {t('team.mode.toPersonal')}
            </button>
          </p>
          <WorkspaceContents team={load.team} folderId={null} />
        </>
      )}
    </section>
  );
}
