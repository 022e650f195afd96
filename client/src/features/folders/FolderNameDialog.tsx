import { useTranslation } from 'react-i18next';
import { FOLDER_NAME_MAX_LENGTH } from '../../../../contracts/folders/constants.js';
import { NameDialog } from '../../ui/NameDialog.js';

interface Props {
  readonly title: string;
  readonly initialName: string;
  /** Throws what the server refused; the dialog shows it (e.g. the depth limit's message). */
  readonly onSave: (name: string) => Promise<void>;
  readonly onClose: () => void;
}

/** Naming a new folder or renaming one. */
export function FolderNameDialog({ title, initialName, onSave, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <NameDialog
      title={title}
      label={t('folders.nameLabel')}
      initialName={initialName}
      maxLength={FOLDER_NAME_MAX_LENGTH}
      emptyMessage={t('folders.nameEmpty')}
      onSave={onSave}
      onClose={onClose}
    />
  );
}
