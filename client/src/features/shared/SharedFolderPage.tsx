import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { editorPath, ROUTES, sharedFolderPagePath } from '../../routes.js';
import { useAsync } from '../presentations/use-async.js';
import { useFolderSharing } from './use-folder-sharing.js';

const SORT = { sortColumn: 'name', sortOrder: 'asc' } as const;

/** /apps/shared-presentations/folders/{folderId}: inside a folder shared with the user (spec doc 1 §2). */
export function SharedFolderPage() {
  const { t } = useTranslation();
  const api = useFolderSharing();
  const { folderId = '' } = useParams();
  const state = useAsync((signal) => api.subFolders(folderId, SORT, signal), folderId);
  const folder = state.data?.folderId === folderId ? state.data : undefined;
  if (state.status === 'failed' && !folder) {
    return (
      <section className="page" aria-labelledby="shared-folder-heading">
        <h1 id="shared-folder-heading">{t('shared.loadFailed')}</h1>
        <Link to={ROUTES.sharedWithMe}>{t('shared.heading')}</Link>
      </section>
    );
  }
  if (!folder)
    return (
      <p className="loading" role="status">
        {t('common.loading')}
      </p>
    );
  return (
    <section className="page team-page" aria-labelledby="shared-folder-heading">
      <title>{t('shared.folderTitle', { name: folder.folderName })}</title>
      <nav aria-label={t('shared.breadcrumb')} className="breadcrumbs">
        <ol>
          <li>
            <Link to={ROUTES.sharedWithMe}>{t('shared.heading')}</Link>
          </li>
          {folder.breadcrumb.map((crumb, index) => (
            <li key={crumb.folderId}>
              {index === folder.breadcrumb.length - 1 ? <span aria-current="page">{crumb.folderName}</span> : <Link to={sharedFolderPagePath(crumb.folderId)}>{crumb.folderName}</Link>}
            </li>
          ))}
        </ol>
      </nav>
      <h1 id="shared-folder-heading">{folder.folderName}</h1>
      <p>{t('shared.roleOf', { role: t(`shared.roles.${folder.role}`) })}</p>
      {folder.folders.length > 0 && (
        <>
          <h2 id="shared-subfolders-heading">{t('shared.subfolders')}</h2>
          <ul aria-labelledby="shared-subfolders-heading" className="team-workspace__list">
            {folder.folders.map((child) => (
              <li key={child.folderId}>
                <Link to={sharedFolderPagePath(child.folderId)}>{child.folderName}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <h2 id="shared-presentations-heading">{t('shared.presentations')}</h2>
      {folder.presentations.length === 0 ? (
        <p>{t('shared.empty')}</p>
      ) : (
        <ul aria-labelledby="shared-presentations-heading" className="team-workspace__list">
          {folder.presentations.map((presentation) => (
            <li key={presentation.id}>
              <Link to={editorPath(presentation.id)}>{presentation.name}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
