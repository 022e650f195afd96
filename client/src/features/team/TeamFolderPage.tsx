import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { ROUTES, teamFolderPagePath } from '../../routes.js';
import { TeamLoadFailed } from './TeamLoadFailed.js';
import { useTeam } from './use-team.js';
import { useWorkingMode } from './working-mode.js';
import { WorkspaceContents } from './WorkspaceContents.js';

type Crumb = { readonly folderId: string; readonly folderName: string };

/** /apps/team/workspace/folders/{folderId}: a team folder's subfolders and presentations (spec doc 1 §2). */
export function TeamFolderPage() {
  const { t } = useTranslation();
  const { folderId = '' } = useParams();
  const { load, reload } = useTeam();
  const [mode] = useWorkingMode();
  const [folder, setFolder] = useState<{ folderName: string; breadcrumb: readonly Crumb[] } | null>(null);
  if (mode === 'personal' || (load.status === 'loaded' && load.team === null)) return <Navigate to={ROUTES.presentations} replace />;
  const current = folder?.breadcrumb.at(-1)?.folderId === folderId ? folder : null;
  return (
    <section className="page team-page" aria-labelledby="team-folder-heading">
      <title>{t('team.folders.pageTitle', { name: current?.folderName ?? '' })}</title>
      <nav aria-label={t('team.folders.breadcrumb')} className="breadcrumbs">
        <ol>
          <li>
            <Link to={ROUTES.teamWorkspace}>{t('team.workspace.heading')}</Link>
          </li>
          {current?.breadcrumb.slice(0, -1).map((crumb) => (
            <li key={crumb.folderId}>
              <Link to={teamFolderPagePath(crumb.folderId)}>{crumb.folderName}</Link>
            </li>
          ))}
        </ol>
      </nav>
      <h1 id="team-folder-heading">{current?.folderName ?? t('common.loading')}</h1>
      {load.status === 'loading' && <p role="status">{t('common.loading')}</p>}
      {load.status === 'failed' && <TeamLoadFailed onRetry={reload} />}
      {load.status === 'loaded' && load.team && <WorkspaceContents key={folderId} team={load.team} folderId={folderId} onFolder={setFolder} />}
    </section>
  );
}
