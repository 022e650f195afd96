import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SharedFolder } from '../../../../contracts/folders/read-models.js';
import { reportFailure } from '../../api/report-failure.js';
import { sharedFolderPagePath } from '../../routes.js';
import { useToast } from '../../toasts/toasts.js';
import { useAsync } from '../presentations/use-async.js';
import { SharedPresentations } from '../sharing/SharedPresentations.js';
import { useFolderSharing } from './use-folder-sharing.js';

const SORT = { sortColumn: 'name', sortOrder: 'asc' } as const;

/** /apps/shared-presentations (spec doc 1 §2 Shared With Me): the presentations and folders others shared with the user. */
export function SharedWithMePage() {
  const { t } = useTranslation();
  const api = useFolderSharing();
  const toast = useToast();
  const [reloads, setReloads] = useState(0);
  const state = useAsync((signal) => api.sharedWithMe(SORT, signal), String(reloads));
  const leave = async (folder: SharedFolder) => {
    try {
      await api.leave(folder.folderId);
      toast.success(t('shared.left', { name: folder.folderName }));
      setReloads((count) => count + 1);
    } catch (error) {
      reportFailure(error, toast.error);
    }
  };
  return (
    <section className="page team-page" aria-labelledby="shared-heading">
      <title>{t('shared.pageTitle')}</title>
      <h1 id="shared-heading">{t('shared.heading')}</h1>
      <SharedPresentations />
      <h2 id="shared-folders-heading">{t('shared.folders')}</h2>
      {state.status === 'failed' && <p role="alert">{t('shared.loadFailed')}</p>}
      {state.status !== 'failed' && !state.data && <p role="status">{t('common.loading')}</p>}
      {state.data?.length === 0 && <p>{t('shared.none')}</p>}
      {state.data && state.data.length > 0 && (
        <ul aria-labelledby="shared-folders-heading" className="team-workspace__list">
          {state.data.map((folder) => (
            <li key={folder.folderId} className="team-workspace__presentation">
              <Link to={sharedFolderPagePath(folder.folderId)}>{folder.folderName}</Link>
              <span>{t('shared.roleOf', { role: t(`shared.roles.${folder.role}`) })}</span>
              <button type="button" className="button" onClick={() => void leave(folder)}>
                {t('shared.leave', { name: folder.folderName })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
