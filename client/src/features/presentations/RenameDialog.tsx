import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.js';
import { PRESENTATION_NAME_MAX_LENGTH } from '../../../../contracts/presentations/constants.js';
import type { PresentationSummary } from '../../../../contracts/presentations/read-models.js';
import { NameDialog } from '../../ui/NameDialog.js';

interface Props {
  readonly presentation: PresentationSummary;
  readonly onRename: (name: string) => Promise<void>;
  readonly onClose: () => void;
}

export function RenameDialog({ presentation, onRename, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <NameDialog
      title={t('presentations.rename.title')}
      label={t('presentations.rename.label')}
      initialName={presentation.name}
      maxLength={PRESENTATION_NAME_MAX_LENGTH}
      emptyMessage={t('presentations.rename.empty')}
      onSave={onRename}
      describeFailure={(failure) => (failure instanceof ApiError && failure.status === 409 ? t('presentations.rename.conflict') : null)}
      onClose={onClose}
    />
  );
}
