import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_CATEGORIES, type TemplateCategory } from '../../../../contracts/templates/categories.js';
import { useServices } from '../../app-services.js';
import { useToast } from '../../toasts/toasts.js';
import { useAsync } from '../presentations/use-async.js';
import { TemplateCard } from './TemplateCard.js';
import { templatesApi } from './templates-api.js';

/** /apps/community (spec doc 3 §5, §9): community templates in folders of 12, and publishing one's own presentations. */
export function CommunityPage() {
  const { t } = useTranslation();
  const { http } = useServices();
  const [page, setPage] = useState(1);
  const [changes, setChanges] = useState(0);
  const folder = useAsync((signal) => templatesApi(http).community(page, signal), `${page}|${changes}`);

  return (
    <section className="page community-page" aria-labelledby="community-title">
      <title>{t('templates.community.pageTitle')}</title>
      <div className="page__header">
        <div>
          <h1 id="community-title">{t('templates.community.heading')}</h1>
          <p className="page__lead">{t('templates.community.lead')}</p>
        </div>
      </div>
      <PublishForm onChanged={() => setChanges((count) => count + 1)} />
      {folder.status === 'loading' && !folder.data && <p role="status">{t('templates.library.loading')}</p>}
      {folder.status === 'failed' && <p role="alert">{t('templates.library.failed')}</p>}
      {folder.data && (
        <>
          {folder.data.total === 0 && <p role="status">{t('templates.community.none')}</p>}
          <ul className="template-grid">
            {folder.data.presentations.map((template) => (
              <TemplateCard key={template.id} template={template} />
            ))}
          </ul>
          {folder.data.pages > 1 && (
            <nav className="community-page__pager" aria-label={t('templates.community.page', { page, pages: folder.data.pages })}>
              <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('templates.community.previous')}
              </button>
              <span>{t('templates.community.page', { page, pages: folder.data.pages })}</span>
              <button type="button" className="button button--secondary" disabled={page >= folder.data.pages} onClick={() => setPage(page + 1)}>
                {t('templates.community.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

/** Publish or withdraw one of the signed-in presenter's own presentations; the server applies the spec's filter. */
function PublishForm({ onChanged }: { readonly onChanged: () => void }) {
  const { t } = useTranslation();
  const services = useServices();
  const toast = useToast();
  const mine = useAsync(async (signal) => (await services.presentations.list({ page: 1, sortColumn: 'updatedAt', sortOrder: 'desc' }, signal)).presentations, 'mine');
  const [presentationId, setPresentationId] = useState('');
  const [category, setCategory] = useState<TemplateCategory>('Others');
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const name = mine.data?.find((presentation) => presentation.id === presentationId)?.name ?? '';

  const run = async (action: 'publish' | 'unpublish') => {
    setBusy(true);
    try {
      const api = templatesApi(services.http);
      if (action === 'publish') await api.publish(presentationId, category, description.trim());
      else await api.unpublish(presentationId);
      toast.success(t(action === 'publish' ? 'templates.community.published' : 'templates.community.unpublished', { name }));
      onChanged();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run('publish');
  };

  return (
    <form className="card community-publish" aria-labelledby="community-publish-title" onSubmit={onSubmit}>
      <h2 id="community-publish-title" className="card__title">
        {t('templates.community.publishHeading')}
      </h2>
      <p>{t('templates.community.publishLead')}</p>
      <label className="field">
        <span className="field__label">{t('templates.community.presentation')}</span>
        <select className="select" value={presentationId} required onChange={(event) => setPresentationId(event.target.value)}>
          <option value="">{t('templates.community.choose')}</option>
          {mine.data?.map((presentation) => (
            <option key={presentation.id} value={presentation.id}>
              {presentation.name}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">{t('templates.library.category')}</span>
        <select className="select" value={category} onChange={(event) => setCategory(event.target.value as TemplateCategory)}>
          {TEMPLATE_CATEGORIES.map((name) => (
            <option key={name} value={name}>
              {t(`templates.categories.${name}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">{t('templates.community.description')}</span>
        <input className="field__input" value={description} maxLength={500} onChange={(event) => setDescription(event.target.value)} />
      </label>
      <div className="community-publish__actions">
        <button type="submit" className="button button--primary" disabled={busy || !presentationId}>
          {t('templates.community.publish')}
        </button>
        <button type="button" className="button button--secondary" disabled={busy || !presentationId} onClick={() => void run('unpublish')}>
          {t('templates.community.unpublish')}
        </button>
      </div>
    </form>
  );
}
