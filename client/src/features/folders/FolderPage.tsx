import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { PresentationSummary } from '../../../../contracts/presentations/read-models.js';
import { useServices } from '../../app-services.js';
import { editorPath, folderPagePath, ROUTES } from '../../routes.js';
import { PresentationThumbnail } from '../presentations/PresentationThumbnail.js';
import { readSort, SortFields } from '../presentations/SortFields.js';
import { useAsync } from '../presentations/use-async.js';
import { FolderCollaborators } from '../shared/FolderCollaborators.js';
import { FolderList } from './FolderList.js';
import { MoveToFolderDialog } from './MoveToFolderDialog.js';

/** Spec doc 1 §2 presentations/folders/{folderId}: breadcrumbs, subfolders and the folder's presentations. */
export function FolderPage() {
  const { t } = useTranslation();
  const services = useServices();
  const { folderId = '' } = useParams();
  const [reloads, setReloads] = useState(0);
  const [moving, setMoving] = useState<PresentationSummary | null>(null);
  const [params, setParams] = useSearchParams();
  const sort = readSort(params);
  const state = useAsync(
    (signal) => services.folders.contents(folderId, sort, signal),
    `${folderId}|${sort.sortColumn}|${sort.sortOrder}|${reloads}`,
  );
  const reload = () => setReloads((count) => count + 1);
  const folder = state.data?.folderId === folderId ? state.data : undefined;

  if (state.status === 'failed' && !folder) {
    return (
      <section className="page" aria-labelledby="folder-title">
        <h1 id="folder-title">{t('folders.loadFailed')}</h1>
        <Link to={ROUTES.presentations}>{t('folders.top')}</Link>
      </section>
    );
  }
  if (!folder) {
    return (
      <p className="loading" role="status">
        {t('common.loading')}
      </p>
    );
  }

  return (
    <section className="page" aria-labelledby="folder-title">
      <title>{t('folders.pageTitle', { name: folder.folderName })}</title>
      <nav aria-label={t('folders.breadcrumbLabel')} className="breadcrumbs">
        <ol>
          <li>
            <Link to={ROUTES.presentations}>{t('folders.top')}</Link>
          </li>
          {folder.breadcrumb.map((crumb, index) => (
            <li key={crumb.folderId}>
              {index === folder.breadcrumb.length - 1 ? (
                <span aria-current="page">{crumb.folderName}</span>
              ) : (
                <Link to={folderPagePath(crumb.folderId)}>{crumb.folderName}</Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <div className="page__header">
        <h1 id="folder-title">{folder.folderName}</h1>
      </div>

      <div className="toolbar" role="group" aria-label={t('presentations.sort.label')}>
        <SortFields {...sort} onChange={(next) => setParams(new URLSearchParams({ ...sort, ...next }))} />
      </div>

      <FolderList parentFolderId={folder.folderId} folders={folder.folders} onChanged={reload} />
      <FolderCollaborators folderId={folder.folderId} />

      {folder.presentations.length === 0 ? (
        <p className="empty">{t('folders.empty')}</p>
      ) : (
        <ul className="folder-presentations" aria-label={t('presentations.tableLabel')}>
          {folder.presentations.map((presentation) => (
            <li key={presentation.id} className="folder-list__item">
              <PresentationThumbnail presentation={presentation} />
              <Link to={editorPath(presentation.id)}>{presentation.name}</Link>
              <button
                type="button"
                className="button button--ghost button--small"
                aria-label={t('folders.move.one', { name: presentation.name })}
                onClick={() => setMoving(presentation)}
              >
                {t('folders.move.action')}
              </button>
            </li>
          ))}
        </ul>
      )}

      {moving && (
        <MoveToFolderDialog
          presentation={moving}
          onMoved={() => {
            setMoving(null);
            reload();
          }}
          onClose={() => setMoving(null)}
        />
      )}
    </section>
  );
}
