import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_CATEGORIES, type TemplateCategory } from '../../../../contracts/templates/categories.js';
import { useServices } from '../../app-services.js';
import { useAsync } from '../presentations/use-async.js';
import { TemplateCard } from './TemplateCard.js';
import { templatesApi } from './templates-api.js';

/** /apps/template-library (spec doc 3 §2): the official templates by category, narrowed by category and search words. */
export function TemplateLibraryPage() {
  const { t } = useTranslation();
  const { http } = useServices();
  const [category, setCategory] = useState<TemplateCategory | ''>('');
  const [query, setQuery] = useState('');
  const q = query.trim();
  const library = useAsync((signal) => templatesApi(http).library({ ...(category && { category }), ...(q && { q }) }, signal), `${category}|${q}`);

  return (
    <section className="page template-library" aria-labelledby="template-library-title">
      <title>{t('templates.library.pageTitle')}</title>
      <div className="page__header">
        <div>
          <h1 id="template-library-title">{t('templates.library.heading')}</h1>
          <p className="page__lead">{t('templates.library.lead')}</p>
        </div>
      </div>
      <TemplateFilters category={category} onCategory={setCategory} query={query} onQuery={setQuery} />
      {library.status === 'loading' && !library.data && <p role="status">{t('templates.library.loading')}</p>}
      {library.status === 'failed' && <p role="alert">{t('templates.library.failed')}</p>}
      {library.data?.length === 0 && <p role="status">{t('templates.library.none')}</p>}
      {library.data?.map((group) => (
        <section key={group.categoryName} className="template-library__category" aria-labelledby={`template-category-${group.categoryName}`}>
          <h2 id={`template-category-${group.categoryName}`}>{t(`templates.categories.${group.categoryName}`)}</h2>
          <ul className="template-grid">
            {group.presentations.map((template) => (
              <TemplateCard key={template.id} template={template} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

interface FilterProps {
  readonly category: TemplateCategory | '';
  readonly onCategory: (category: TemplateCategory | '') => void;
  readonly query: string;
  readonly onQuery: (query: string) => void;
}

function TemplateFilters({ category, onCategory, query, onQuery }: FilterProps) {
  const { t } = useTranslation();
  return (
    <form className="template-filters" role="search" onSubmit={(event) => event.preventDefault()}>
      <label className="field">
        <span className="field__label">{t('templates.library.search')}</span>
        <input className="field__input" type="search" value={query} maxLength={100} placeholder={t('templates.library.searchPlaceholder')} onChange={(event) => onQuery(event.target.value)} />
      </label>
      <label className="field">
        <span className="field__label">{t('templates.library.category')}</span>
        <select className="select" value={category} onChange={(event) => onCategory(event.target.value as TemplateCategory | '')}>
          <option value="">{t('templates.library.allCategories')}</option>
          {TEMPLATE_CATEGORIES.map((name) => (
            <option key={name} value={name}>
              {t(`templates.categories.${name}`)}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
}
