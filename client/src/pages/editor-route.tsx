import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

/* The editor (with immer and the socket client) loads when a presentation is opened, not with the lists. */
const EditorPage = lazy(() => import('../features/editor/EditorPage.js').then((module) => ({ default: module.EditorPage })));

function EditorLoading() {
  const { t } = useTranslation();
  return (
    <main id="main" className="editor-message" aria-busy="true">
      <p className="loading" role="status">
        {t('editor.loading')}
      </p>
    </main>
  );
}

export const editorRouteElement = (
  <Suspense fallback={<EditorLoading />}>
    <EditorPage />
  </Suspense>
);
