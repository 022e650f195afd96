import { useTranslation } from 'react-i18next';
import { useSession } from '../../app-services.js';

/**
 * In the editor, for a presentation someone else created (a team workspace's, or one in a folder shared with the
 * user): it may be viewed, and changes stay with its creator until they invite others to edit (README "Team roles").
 */
export function TeamDeckNotice({ creatorId }: { readonly creatorId: string }) {
  const { t } = useTranslation();
  const session = useSession();
  if (!session || session.user.id === creatorId) return null;
  return (
    <p className="editor__banner" role="status">
      {t('team.deck.viewOnly')}
    </p>
  );
}
