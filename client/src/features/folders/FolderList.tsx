import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Folder } from '../../../../contracts/folders/read-models.js';
import { reportFailure } from '../../api/report-failure.js';
import { useServices } from '../../app-services.js';
import { folderPagePath } from '../../routes.js';
import { useToast } from '../../toasts/toasts.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { PencilIcon, PlusIcon, TrashIcon } from '../../ui/icons.js';
import { DestinationDialog } from './DestinationDialog.js';
import { FolderNameDialog } from './FolderNameDialog.js';

type Pending = { kind: 'create' } | { kind: 'rename'; folder: Folder } | { kind: 'move'; folder: Folder } | { kind: 'delete'; folder: Folder };

interface Props {
  /** Where a new folder goes: null at the top of My Presentations. */
  readonly parentFolderId: string | null;
  readonly folders: readonly Folder[];
  readonly onChanged: () => void;
}

/** The folders at one level, each opened by its link, with create, rename and delete. */
export function FolderList({ parentFolderId, folders, onChanged }: Props) {
  const { t } = useTranslation();
  const services = useServices();
  const toast = useToast();
  const [pending, setPending] = useState<Pending | null>(null);

  const create = async (name: string) => {
    await services.folders.create(name, parentFolderId);
    setPending(null);
    toast.success(t('folders.created', { name }));
    onChanged();
  };
  const rename = async (folder: Folder, name: string) => {
    await services.folders.rename(folder.folderId, name);
    setPending(null);
    toast.success(t('folders.renamed', { name }));
    onChanged();
  };
  const move = async (folder: Folder, parentFolderId: string | null, destination: string) => {
    await services.folders.move(folder.folderId, parentFolderId);
    setPending(null);
    toast.success(t('folders.move.done', { name: folder.folderName, destination }));
    onChanged();
  };
  const remove = async (folder: Folder) => {
    try {
      const { deletedIds } = await services.folders.delete(folder.folderId);
      toast.success(t('folders.delete.done', { count: deletedIds.deletedPresentationIds.length }));
      onChanged();
    } catch (error) {
      reportFailure(error, toast.error);
    } finally {
      setPending(null);
    }
  };

  return (
    <section className="folder-list" aria-labelledby="folder-list-title">
      <div className="folder-list__header">
        <h2 id="folder-list-title">{t('folders.listLabel')}</h2>
        <button type="button" className="button button--secondary button--small" onClick={() => setPending({ kind: 'create' })}>
          <PlusIcon size={18} />
          <span>{t('folders.create')}</span>
        </button>
      </div>
      {folders.length > 0 && (
        <ul className="folder-list__items">
          {folders.map((folder) => (
            <li key={folder.folderId} className="folder-list__item">
              <Link to={folderPagePath(folder.folderId)} aria-label={t('folders.open', { name: folder.folderName })}>
                {folder.folderName}
              </Link>
              <span className="folder-list__actions">
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('folders.renameOne', { name: folder.folderName })}
                  title={t('folders.renameTitle')}
                  onClick={() => setPending({ kind: 'rename', folder })}
                >
                  <PencilIcon size={18} />
                </button>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  aria-label={t('folders.moveOne', { name: folder.folderName })}
                  onClick={() => setPending({ kind: 'move', folder })}
                >
                  {t('folders.move.action')}
                </button>
                <button
                  type="button"
                  className="icon-button icon-button--danger"
                  aria-label={t('folders.deleteOne', { name: folder.folderName })}
                  title={t('folders.delete.confirm')}
                  onClick={() => setPending({ kind: 'delete', folder })}
                >
                  <TrashIcon size={18} />
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}

      {pending?.kind === 'create' && (
        <FolderNameDialog title={t('folders.createTitle')} initialName="" onSave={create} onClose={() => setPending(null)} />
      )}
      {pending?.kind === 'rename' && (
        <FolderNameDialog
          title={t('folders.renameTitle')}
          initialName={pending.folder.folderName}
          onSave={(name) => rename(pending.folder, name)}
          onClose={() => setPending(null)}
        />
      )}
      {pending?.kind === 'move' && (
        <DestinationDialog
          title={t('folders.move.title', { name: pending.folder.folderName })}
          current={pending.folder.parentFolderId}
          excludedFolderId={pending.folder.folderId}
          onPick={(parentFolderId, destination) => move(pending.folder, parentFolderId, destination)}
          onClose={() => setPending(null)}
        />
      )}
      {pending?.kind === 'delete' && (
        <ConfirmDialog
          title={t('folders.delete.title')}
          message={t('folders.delete.message', { name: pending.folder.folderName })}
          confirmLabel={t('folders.delete.confirm')}
          danger
          onConfirm={() => remove(pending.folder)}
          onClose={() => setPending(null)}
        />
      )}
    </section>
  );
}
