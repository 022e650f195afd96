import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { EditorPending } from './EditorPending.js';

/*
 * The live screens load on demand: a phone joining by code fetches the audience app, not the presenter's editor,
 * and the presenter's bundle does not carry the QR code and socket libraries until they present.
 */
const AccessCodePage = lazy(() => import('../audience/AccessCodePage.js').then((module) => ({ default: module.AccessCodePage })));
const JoinPage = lazy(() => import('../audience/JoinPage.js').then((module) => ({ default: module.JoinPage })));
const PresentingPage = lazy(() => import('./PresentingPage.js').then((module) => ({ default: module.PresentingPage })));
const RemoteRoutePage = lazy(() => import('../remote/RemoteRoutePage.js').then((module) => ({ default: module.RemoteRoutePage })));
const BackstageRoutePage = lazy(() => import('./BackstageRoutePage.js').then((module) => ({ default: module.BackstageRoutePage })));

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<div className="live-route-loading" aria-busy="true" />}>{children}</Suspense>;
}

export const joinRouteElement = (
  <Loading>
    <JoinPage />
  </Loading>
);

export const accessCodeRouteElement = (
  <Loading>
    <AccessCodePage />
  </Loading>
);

export const remoteRouteElement = (
  <Loading>
    <RemoteRoutePage />
  </Loading>
);

export const backstageRouteElement = (
  <Loading>
    <BackstageRoutePage />
  </Loading>
);

/**
 * /presentation/:id is the editor, and with ?presenting=true presenting mode (spec doc 1 §2, doc 2 §2). `editor` is
 * what the editor route renders; until it exists, a way into presenting mode.
 */
export function PresentationRoute({ editor }: { editor?: ReactNode }) {
  const [search] = useSearchParams();
  if (search.get('presenting') === 'true') {
    return (
      <Loading>
        <PresentingPage />
      </Loading>
    );
  }
  return <>{editor ?? <EditorPending />}</>;
}
