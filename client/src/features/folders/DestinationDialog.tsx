import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FolderTreeNode } from '../../../../contracts/folders/read-models.js';
import { reportFailure } from '../../api/report-failure.js';
import { useServices } from '../../app-services.js';
import { Modal } from '../../ui/Modal.js';
import { useAsync } from '../presentations/use-async.js';

const TOP = '';

/** The tree in reading order; a folder being moved is left out with everything under it. */
function flatten(nodes: readonly FolderTreeNode[], excluded: string | undefined): FolderTreeNode[] {
  return nodes.filter((node) => node.folderId !== excluded).flatMap((node) => [node, ...flatten(node.children, excluded)]);
}

interface Props {
  readonly title: string;
  /** The current place: a folder id, or null at the top of My Presentations. */
  readonly current: string | null;
  /** A folder being moved: it and its subfolders are no destination. */
  readonly excludedFolderId?: string;
  /** Throws what the server refused (e.g. a limit's message); the dialog shows it. */
  readonly onPick: (folderId: string | null, folderName: string) => Promise<void>;
  readonly onClose: () => void;
}

/** Picks where something goes: any folder of the tree, or the top of My Presentations. */
export function DestinationDialog({ title, current, excludedFolderId, onPick, onClose }: Props) {
  const { t } = useTranslation();
  const services = useServices();
  const tree = useAsync((signal) => services.folders.fullTree(signal), 'tree');
  const folders = flatten(tree.data ?? [], excludedFolderId);
  const [destination, setDestination] = useState<string>(current ?? TOP);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const select = useRef<HTMLSelectElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const name = folders.find((folder) => folder.folderId === destination)?.folderName ?? t('folders.top');
      await onPick(destination === TOP ? null : destination, name);
    } catch (failure) {
      setSaving(false);
      reportFailure(failure, setError);
    }
  };

  return (
    <Modal title={title} onClose={onClose} initialFocus={select}>
      <form className="form" noValidate onSubmit={onSubmit}>
        <label className="field">
          <span className="field__label">{t('folders.move.label')}</span>
          <select
            ref={select}
            className="select"
            value={destination}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'destination-error' : undefined}
            onChange={(event) => setDestination(event.target.value)}
          >
            <option value={TOP}>{t('folders.move.topLevel')}</option>
            {folders.map((folder) => (
              <option key={folder.folderId} value={folder.folderId}>
                {`${'\u2003'.repeat(folder.depth - 1)}${folder.folderName}`}
              </option>
            ))}
          </select>
        </label>
        {error && (
          <p id="destination-error" className="field__error" role="alert">
            {error}
          </p>
        )}
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={saving || tree.status !== 'loaded'}>
            {t('folders.move.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
