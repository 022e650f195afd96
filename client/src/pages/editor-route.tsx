import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteErrorBoundary } from '../overlays/RouteErrorBoundary.js';

/* The editor (with immer and the socket client) loads when a presentation is opened, not with the lists. */
const loadEditor = () => import('../features/editor/EditorPage.js');
const EditorPage = lazy(() => loadEditor().then((module) => ({ default: module.EditorPage })));

/** Opening a deck directly (a link, a reload): fetch the editor while React starts, not after. */
export function preloadEditorFor(pathname: string): void {
  if (/^\/presentation\/[^/]+\/?$/.test(pathname)) void loadEditor();
}

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
  <RouteErrorBoundary>
    <Suspense fallback={<EditorLoading />}>
      <EditorPage />
    </Suspense>
  </RouteErrorBoundary>
);
