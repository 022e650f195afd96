import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { CopyResult, SharePageView } from '../../../../contracts/copies/copy-link.js';
import { useServices, useSession } from '../../app-services.js';
import { editorPath, loginPath } from '../../routes.js';
import { useToast } from '../../toasts/toasts.js';
import { SlideThumbnail } from '../live/StageSlide.js';

type Loaded = { status: 'loading' } | { status: 'missing' } | { status: 'loaded'; view: SharePageView };

/**
 * /share/{id}: what a copy link opens, without login (spec doc 1 §2, not indexed by search engines): the deck
 * read-only, and "copy to my account", which makes the signed-in person's own independent copy and opens it.
 */
export function SharePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { http } = useServices();
  const session = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  const [copying, setCopying] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    http
      .get<SharePageView>(`/api/share/${encodeURIComponent(id)}`, { signal: controller.signal })
      .then((view) => setState({ status: 'loaded', view }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'missing' });
      });
    return () => controller.abort();
  }, [http, id]);

  const copy = async () => {
    setCopying(true);
    try {
      const copied = (await http.request<CopyResult>('POST', `/api/presentation/copy-by-share-code/${encodeURIComponent(id)}`)).data;
      toast.success(t('copies.page.copied'));
      void navigate(editorPath(copied.id));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
      setCopying(false);
    }
  };

  const name = state.status === 'loaded' ? state.view.name : '';
  return (
    <section className="page share-page" aria-labelledby="share-heading">
      <title>{t('copies.page.pageTitle', { name })}</title>
      <meta name="robots" content="noindex" />
      {state.status === 'loading' && <p role="status">{t('copies.page.loading')}</p>}
      {state.status === 'missing' && (
        <>
          <h1 id="share-heading">{t('editor.missing.title')}</h1>
          <p>{t('copies.page.notFound')}</p>
        </>
      )}
      {state.status === 'loaded' && (
        <>
          <header className="share-page__header">
            <h1 id="share-heading">{state.view.name}</h1>
            <p>{t('copies.page.intro', { count: state.view.slides.length })}</p>
            {session ? (
              <button type="button" className="button button--primary" disabled={copying} onClick={() => void copy()}>
                {copying ? t('copies.page.copying') : t('copies.page.copy')}
              </button>
            ) : (
              <a className="button button--primary" href={loginPath(`/share/${encodeURIComponent(id)}`)}>
                {t('copies.page.signInToCopy')}
              </a>
            )}
          </header>
          <h2>{t('copies.page.slides')}</h2>
          <ol className="share-page__slides">
            {state.view.slides.map((slide, index) => (
              <li key={slide.id} className="share-page__slide">
                <SlideThumbnail slide={slide} deck={{ fontFamily: state.view.fontFamily, accessCode: '' }} />
                <span>{t('copies.page.slide', { number: index + 1, title: slide.title || t('copies.page.untitled') })}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
