import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { TemplateDetail } from '../../../../contracts/templates/views.js';
import { useServices, useSession } from '../../app-services.js';
import { editorPath, loginPath, ROUTES } from '../../routes.js';
import { useToast } from '../../toasts/toasts.js';
import { SlideThumbnail } from '../live/StageSlide.js';
import { useAsync } from '../presentations/use-async.js';
import { templatesApi } from './templates-api.js';

/**
 * `/template/{shareCode}` and `/shared-template/{id}` (spec doc 1 §2 "TemplateView", public): a template read-only,
 * and "use this template", which copies it by its share code into the signed-in person's presentations and opens it.
 */
export function TemplatePage({ by }: { readonly by: 'shareCode' | 'id' }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { http } = useServices();
  const session = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const [copying, setCopying] = useState(false);
  const api = templatesApi(http);
  const loaded = useAsync((signal) => (by === 'shareCode' ? api.byShareCode(id, signal) : api.byId(id, signal)), `${by}:${id}`);

  const use = async (template: TemplateDetail) => {
    setCopying(true);
    try {
      const copied = await api.copy(template.shareCode);
      toast.success(t('templates.page.copied'));
      void navigate(editorPath(copied.id));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
      setCopying(false);
    }
  };

  const template = loaded.data;
  return (
    <section className="page share-page template-page" aria-labelledby="template-heading">
      <title>{t('templates.page.pageTitle', { name: template?.name ?? '' })}</title>
      {loaded.status === 'loading' && <p role="status">{t('templates.page.loading')}</p>}
      {loaded.status === 'failed' && (
        <>
          <h1 id="template-heading">{t('editor.missing.title')}</h1>
          <p>{t('templates.page.notFound')}</p>
        </>
      )}
      {loaded.status === 'loaded' && template && (
        <>
          <header className="share-page__header">
            <Link to={ROUTES.templateLibrary}>{t('templates.page.back')}</Link>
            <h1 id="template-heading">{template.name}</h1>
            <p>{template.description}</p>
            <p className="template-card__meta">
              {t(`templates.categories.${template.category}`)} · {t('templates.card.slides', { count: template.slideCount })} · {t('templates.card.copies', { count: template.copyCount })}
            </p>
            {session ? (
              <button type="button" className="button button--primary" disabled={copying} onClick={() => void use(template)}>
                {copying ? t('templates.page.copying') : t('templates.page.use')}
              </button>
            ) : (
              <a className="button button--primary" href={loginPath(window.location.pathname)}>
                {t('templates.page.signInToUse')}
              </a>
            )}
          </header>
          <h2>{t('templates.page.slides')}</h2>
          <ol className="share-page__slides">
            {template.slides.map((slide, index) => (
              <li key={slide.id} className="share-page__slide">
                <SlideThumbnail slide={slide} deck={{ fontFamily: template.fontFamily, accessCode: '' }} />
                <span>{t('templates.page.slide', { number: index + 1, title: slide.title || t('templates.page.untitled') })}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
