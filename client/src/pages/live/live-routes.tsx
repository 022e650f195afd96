import { lazy, Suspense, type ReactNode } from 'react';

/*
 * The live screens load on demand: a phone joining by code fetches the audience app, not the presenter's editor,
 * and the presenter's bundle does not carry the QR code and socket libraries until they present.
 */
const AccessCodePage = lazy(() => import('../audience/AccessCodePage.js').then((module) => ({ default: module.AccessCodePage })));
const JoinPage = lazy(() => import('../audience/JoinPage.js').then((module) => ({ default: module.JoinPage })));

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
