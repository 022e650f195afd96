import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Folder } from '../../../../contracts/folders/read-models.js';
import type { PresentationSummary } from '../../../../contracts/presentations/read-models.js';
import type { TeamView } from '../../../../contracts/teams/views.js';
import { reportFailure } from '../../api/report-failure.js';
import { createTeamWorkspaceApi } from '../../api/team-workspace-api.js';
import { useServices } from '../../app-services.js';
import { editorPath, teamFolderPagePath } from '../../routes.js';
import { PresentationThumbnail } from '../presentations/PresentationThumbnail.js';
import { useToast } from '../../toasts/toasts.js';
import { useApplyRemembered } from '../account/use-apply-remembered.js';

const SORT = { sortColumn: 'name', sortOrder: 'asc' } as const;

type Load =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'loaded'; readonly folders: readonly Folder[]; readonly presentations: readonly PresentationSummary[] };

interface Props {
  readonly team: TeamView;
  /** null: the top of the workspace. */
  readonly folderId: string | null;
  /** The folder's name and breadcrumb, once loaded (for the page around it). */
  readonly onFolder?: (folder: { folderName: string; breadcrumb: readonly { folderId: string; folderName: string }[] }) => void;
}

/** One level of a team workspace: its folders and presentations, with what the member's role allows. */
export function WorkspaceContents({ team, folderId, onFolder }: Props) {
  const { t } = useTranslation();
  const { http, presentations: presentationsApi } = useServices();
  const api = useMemo(() => createTeamWorkspaceApi(http), [http]);
  const toast = useToast();
  const navigate = useNavigate();
  const applyRemembered = useApplyRemembered();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [folderName, setFolderName] = useState('');
  const can = (permission: string) => team.permissions.includes(permission as (typeof team.permissions)[number]);

  useEffect(() => {
    const controller = new AbortController();
    const request =
      folderId === null
        ? api.top(team.id, SORT, controller.signal)
        : api.contents(team.id, folderId, SORT, controller.signal).then((contents) => {
            onFolder?.(contents);
            return contents;
          });
    request.then(
      ({ folders, presentations }) => setLoad({ status: 'loaded', folders, presentations }),
      () => {
        if (!controller.signal.aborted) setLoad({ status: 'failed' });
      },
    );
    return () => controller.abort();
    // onFolder is left out on purpose: a new function each render must not reload the folder.
  }, [api, team.id, folderId, attempt]);
  const reload = () => setAttempt((count) => count + 1);

  const createFolder = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const folder = await api.createFolder(team.id, folderName, folderId);
      setFolderName('');
      toast.success(t('team.folders.created', { name: folder.folderName }));
      reload();
    } catch (error) {
      reportFailure(error, toast.error);
    }
  };
  const move = async (presentation: PresentationSummary, destination: Folder | null) => {
    try {
      await api.movePresentations(team.id, [presentation.id], destination?.folderId ?? null);
      toast.success(destination ? t('team.folders.movedIn', { name: presentation.name, folder: destination.folderName }) : t('team.folders.movedOut', { name: presentation.name }));
      reload();
    } catch (error) {
      reportFailure(error, toast.error);
    }
  };
  const createPresentation = async () => {
    try {
      const created = await presentationsApi.create({ fromWorkspace: true });
      await applyRemembered(created.id);
      navigate(editorPath(created.id, { isNew: true }));
    } catch (error) {
      reportFailure(error, toast.error);
    }
  };

  if (load.status === 'loading') return <p role="status">{t('common.loading')}</p>;
  if (load.status === 'failed')
    return (
      <p role="alert">
        {t('team.folders.loadFailed')}{' '}
        <button type="button" className="button" onClick={reload}>
          {t('team.retry')}
        </button>
      </p>
    );
  return (
    <div className="team-workspace">
      <h2 id="team-folders-heading">{t('team.folders.heading')}</h2>
      {load.folders.length === 0 ? (
        <p>{t('team.folders.none')}</p>
      ) : (
        <ul aria-labelledby="team-folders-heading" className="team-workspace__list">
          {load.folders.map((folder) => (
            <li key={folder.folderId}>
              <Link to={teamFolderPagePath(folder.folderId)}>{folder.folderName}</Link>
            </li>
          ))}
        </ul>
      )}
      {can('create-folder') && (
        <form className="team-workspace__form" onSubmit={createFolder}>
          <label htmlFor="team-folder-name">{t('team.folders.newName')}</label>
          <input id="team-folder-name" value={folderName} onChange={(event) => setFolderName(event.target.value)} required maxLength={255} />
          <button type="submit" className="button">
            {t('team.folders.create')}
          </button>
        </form>
      )}
      <h2 id="team-presentations-heading">{t('team.folders.presentations')}</h2>
      {folderId === null && can('create-presentation') && (
        <button type="button" className="button button--primary" onClick={createPresentation}>
          {t('team.folders.newPresentation')}
        </button>
      )}
      {load.presentations.length === 0 ? (
        <p>{t('team.folders.noPresentations')}</p>
      ) : (
        <ul aria-labelledby="team-presentations-heading" className="team-workspace__list">
          {load.presentations.map((presentation) => (
            <li key={presentation.id} className="team-workspace__presentation">
              <PresentationThumbnail presentation={presentation} />
              <Link to={editorPath(presentation.id)}>{presentation.name}</Link>
              {can('move-presentations-in-and-out-of-folders') && folderId === null && load.folders.length > 0 && (
                <MoveIntoFolder presentation={presentation} folders={load.folders} onMove={(folder) => void move(presentation, folder)} />
              )}
              {can('move-presentations-in-and-out-of-folders') && folderId !== null && (
                <button type="button" className="button" onClick={() => void move(presentation, null)}>
                  {t('team.folders.moveOut', { name: presentation.name })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function MoveIntoFolder({ presentation, folders, onMove }: { presentation: PresentationSummary; folders: readonly Folder[]; onMove: (folder: Folder) => void }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(folders[0]!.folderId);
  const id = `move-${presentation.id}`;
  return (
    <span className="team-workspace__move">
      <label htmlFor={id}>{t('team.folders.moveTo', { name: presentation.name })}</label>
      <select id={id} value={chosen} onChange={(event) => setChosen(event.target.value)}>
        {folders.map((folder) => (
          <option key={folder.folderId} value={folder.folderId}>
            {folder.folderName}
          </option>
        ))}
      </select>
      <button type="button" className="button" onClick={() => onMove(folders.find((folder) => folder.folderId === chosen) ?? folders[0]!)}>
        {t('team.folders.move')}
      </button>
    </span>
  );
}
