import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FolderTreeNode } from '../../../../contracts/folders/read-models.js';
import type { PresentationSummary } from '../../../../contracts/presentations/read-models.js';
import { reportFailure } from '../../api/report-failure.js';
import { useServices, useSession } from '../../app-services.js';
import { useToast } from '../../toasts/toasts.js';
import { Modal } from '../../ui/Modal.js';
import { useAsync } from '../presentations/use-async.js';

const TOP = '';

function flatten(nodes: readonly FolderTreeNode[]): FolderTreeNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

interface Props {
  readonly presentation: PresentationSummary;
  readonly onMoved: () => void;
  readonly onClose: () => void;
}

/** Moves one presentation into any folder of the tree, or out to the top of My Presentations. */
export function MoveToFolderDialog({ presentation, onMoved, onClose }: Props) {
  const { t } = useTranslation();
  const services = useServices();
  const session = useSession();
  const toast = useToast();
  const tree = useAsync((signal) => services.folders.fullTree(signal), 'tree');
  const folders = flatten(tree.data ?? []);
  const [destination, setDestination] = useState<string>(presentation.folderId ?? TOP);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const select = useRef<HTMLSelectElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!session) return;
    setSaving(true);
    try {
      await services.folders.movePresentations(session.user.id, [presentation.id], destination === TOP ? null : destination);
      const name = folders.find((folder) => folder.folderId === destination)?.folderName ?? t('folders.top');
      toast.success(t('folders.move.done', { name: presentation.name, destination: name }));
      onMoved();
    } catch (failure) {
      setSaving(false);
      reportFailure(failure, setError);
    }
  };

  return (
    <Modal title={t('folders.move.title', { name: presentation.name })} onClose={onClose} initialFocus={select}>
      <form className="form" noValidate onSubmit={onSubmit}>
        <label className="field">
          <span className="field__label">{t('folders.move.label')}</span>
          <select
            ref={select}
            className="select"
            value={destination}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'move-to-folder-error' : undefined}
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
          <p id="move-to-folder-error" className="field__error" role="alert">
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
