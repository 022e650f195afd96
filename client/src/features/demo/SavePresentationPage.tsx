import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { reportFailure } from '../../api/report-failure.js';
import { useServices, useSession } from '../../app-services.js';
import { ROUTES } from '../../routes.js';
import { useToast } from '../../toasts/toasts.js';
import { templatesApi } from '../templates/templates-api.js';
import { demoDeckPath, registerThenPath, savePresentationPath } from './demo-paths.js';

/**
 * `/save-presentation/?shareCode=` (spec doc 1 §2, public): the deck a guest played becomes a deck of the presenter's
 * own. A guest or someone signed out registers first and comes back here; then the deck is copied by its share code
 * and opened (`?source=demo`). A failure is reported and goes to Home (spec doc 3 "Demo copy failure").
 */
export function SavePresentationPage() {
  const { t } = useTranslation();
  const services = useServices();
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [params] = useSearchParams();
  const shareCode = params.get('shareCode') ?? '';
  const presenter = session !== null && !session.user.isGuest;
  const started = useRef(false);

  useEffect(() => {
    if (!presenter || !shareCode || started.current) return;
    started.current = true;
    void (async () => {
      try {
        const copy = await templatesApi(services.http).copy(shareCode);
        void navigate(demoDeckPath(copy.id, false), { replace: true });
      } catch (error) {
        reportFailure(error, toast.error);
        void navigate(ROUTES.home, { replace: true });
      }
    })();
  }, [navigate, presenter, services, shareCode, toast]);

  if (!shareCode) return <Navigate to={ROUTES.home} replace />;
  if (!presenter) return <Navigate to={registerThenPath(savePresentationPath(shareCode))} replace />;
  return (
    <main id="main" className="editor-message" aria-busy="true">
      {/* The screen's one heading says what is happening; the page is replaced once the copy exists. */}
      <h1 className="loading">{t('demo.saving')}</h1>
    </main>
  );
}
