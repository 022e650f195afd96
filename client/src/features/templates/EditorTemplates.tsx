import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { templatePagePath } from '../../../../contracts/templates/views.js';
import { useServices } from '../../app-services.js';
import { useAsync } from '../presentations/use-async.js';
import { templatesApi } from './templates-api.js';

/** The editor's Content > Templates sub-section (spec doc 3 §2): find a template and open its page to copy it. */
export function EditorTemplates() {
  const { t } = useTranslation();
  const { http } = useServices();
  const [query, setQuery] = useState('');
  const q = query.trim();
  const found = useAsync(async (signal) => (q ? templatesApi(http).search(q, signal) : (await templatesApi(http).library({}, signal)).flatMap((group) => group.presentations)), q);
  return (
    <section className="editor-templates" aria-labelledby="editor-templates-title">
      <h3 id="editor-templates-title">{t('templates.editorTab.heading')}</h3>
      <p className="field__hint">{t('templates.editorTab.lead')}</p>
      <label className="field">
        <span className="field__label">{t('templates.editorTab.search')}</span>
        <input className="field__input" type="search" value={query} maxLength={100} onChange={(event) => setQuery(event.target.value)} />
      </label>
      {found.data?.length === 0 && <p role="status">{t('templates.library.none')}</p>}
      <ul className="editor-templates__list">
        {found.data?.map((template) => (
          <li key={template.id}>
            <Link to={templatePagePath(template.shareCode)}>{template.name}</Link>
            <span className="template-card__meta"> · {t('templates.card.slides', { count: template.slideCount })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
