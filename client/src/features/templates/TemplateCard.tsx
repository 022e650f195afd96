import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TemplateSummary } from '../../../../contracts/templates/views.js';
import { templatePagePath } from '../../../../contracts/templates/views.js';

/** One template in a list: its name links to its page, where it is previewed and copied. */
export function TemplateCard({ template }: { readonly template: TemplateSummary }) {
  const { t } = useTranslation();
  return (
    <li className="template-card card">
      <h3 className="template-card__name">
        <Link to={templatePagePath(template.shareCode)} aria-label={t('templates.card.open', { name: template.name })}>
          {template.name}
        </Link>
      </h3>
      {template.isAdminPick && <span className="template-card__badge">{t('templates.card.adminPick')}</span>}
      <p className="template-card__description">{template.description}</p>
      <p className="template-card__meta">
        {t(`templates.categories.${template.category}`)} · {t('templates.card.slides', { count: template.slideCount })} · {t('templates.card.copies', { count: template.copyCount })}
      </p>
    </li>
  );
}
