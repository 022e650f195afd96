import { Navigate, useParams } from 'react-router';
import { AudienceApp } from '../../features/audience/AudienceApp.js';
import { ROUTES } from '../../routes.js';

/** /{accessCode}: access codes are digits; any other single-segment path is an unknown page. */
export function AccessCodePage() {
  const { accessCode = '' } = useParams();
  if (!/^\d{1,32}$/.test(accessCode)) return <Navigate to={ROUTES.notFound} replace />;
  return <AudienceApp key={accessCode} accessCode={accessCode} />;
}
