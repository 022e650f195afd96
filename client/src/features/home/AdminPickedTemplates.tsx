import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminPickedTemplates } from '../../api/admin-picked-templates-api.js';
import { useServices } from '../../app-services.js';
import { useAsync } from '../presentations/use-async.js';

/** Spec doc 1 §2 template viewing page. */
const templatePath = (shareCode: string) => `/template/${encodeURIComponent(shareCode)}`;

/** Spec doc 1 §9: up to 10 admin-picked templates; hidden where the server has no template library or none are picked. */
export function AdminPickedTemplates() {
  const { t } = useTranslation();
  const services = useServices();
  const picked = useAsync((signal) => adminPickedTemplates(services.http, signal), 'admin-picked');

  if (picked.status === 'failed') {
    return (
      <p className="empty" role="alert">
        {t('adminPicked.failed')}
      </p>
    );
  }
  if (!picked.data || picked.data.length === 0) return null;
  return (
    <section aria-labelledby="admin-picked-title" className="recent">
      <div className="section-header">
        <h2 id="admin-picked-title">{t('adminPicked.title')}</h2>
      </div>
      <ul className="deck-grid">
        {picked.data.map((template) => (
          <li key={template.id} className="deck-card">
            <div className="deck-card__text">
              <Link to={templatePath(template.shareCode)} className="deck-card__name">
                {template.name}
              </Link>
              <p className="deck-card__meta">{t('adminPicked.slides', { count: template.slideCount })}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
