import { useTranslation } from 'react-i18next';
import type { PresentationSummary } from '../../../../contracts/presentations/read-models.js';
import { useServices, useSession } from '../../app-services.js';
import { useToast } from '../../toasts/toasts.js';
import { DestinationDialog } from './DestinationDialog.js';

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
  return (
    <DestinationDialog
      title={t('folders.move.title', { name: presentation.name })}
      current={presentation.folderId}
      onPick={async (folderId, folderName) => {
        if (!session) return;
        await services.folders.movePresentations(session.user.id, [presentation.id], folderId);
        toast.success(t('folders.move.done', { name: presentation.name, destination: folderName }));
        onMoved();
      }}
      onClose={onClose}
    />
  );
}
