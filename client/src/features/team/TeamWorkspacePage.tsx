import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../routes.js';
import { TeamLoadFailed } from './TeamLoadFailed.js';
import { displayTeamName } from './team-name.js';
import { useTeam } from './use-team.js';

/** /apps/team/workspace: the team at a glance; in personal mode it goes to Presentations (spec doc 1 §2). */
export function TeamWorkspacePage() {
  const { t } = useTranslation();
  const { load, reload } = useTeam();
  if (load.status === 'loaded' && load.team === null) return <Navigate to={ROUTES.presentations} replace />;
  return (
    <section className="page team-page" aria-labelledby="team-workspace-heading">
      <title>{t('team.workspace.pageTitle')}</title>
      <h1 id="team-workspace-heading">{t('team.workspace.heading')}</h1>
      {load.status === 'loading' && <p role="status">{t('common.loading')}</p>}
      {load.status === 'failed' && <TeamLoadFailed onRetry={reload} />}
      {load.status === 'loaded' && load.team && (
        <>
          <p>{t('team.workspace.summary', { role: t(`team.roles.${load.team.memberRole}`), name: displayTeamName(load.team.name), count: load.team.members.count })}</p>
          <Link to={ROUTES.teamMembers} className="button button--primary">
            {t('team.workspace.membersLink')}
          </Link>
        </>
      )}
    </section>
  );
}
