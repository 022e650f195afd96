import { Navigate, useParams, useSearchParams } from 'react-router';
import { AudienceApp } from '../../features/audience/AudienceApp.js';
import { JOIN_TOKEN_PARAM } from '../../features/live/join-link.js';
import { ROUTES } from '../../routes.js';

/** /{accessCode}: access codes are digits; any other single-segment path is an unknown page. `?t=`: the QR code's join token. */
export function AccessCodePage() {
  const { accessCode = '' } = useParams();
  const [search] = useSearchParams();
  if (!/^\d{1,32}$/.test(accessCode)) return <Navigate to={ROUTES.notFound} replace />;
  return <AudienceApp key={accessCode} accessCode={accessCode} joinToken={search.get(JOIN_TOKEN_PARAM) ?? undefined} />;
}
