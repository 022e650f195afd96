import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

/** Where the editor opens until its screen exists: the way into presenting mode. */
export function EditorPending() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <main className="editor-pending" id="main">
      <p>{t('live.presenting.editorPending')}</p>
      <Link className="button button--primary" to={`/presentation/${encodeURIComponent(id)}?presenting=true`}>
        {t('live.presenting.presentInstead')}
      </Link>
    </main>
  );
}
