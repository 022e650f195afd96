import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DEMO_SHARE_CODE } from '../../../../contracts/templates/demo-template.js';
import { reportFailure } from '../../api/report-failure.js';
import { useServices } from '../../app-services.js';
import { ROUTES } from '../../routes.js';
import { useToast } from '../../toasts/toasts.js';
import { templatesApi } from '../templates/templates-api.js';
import { demoDeckPath } from './demo-paths.js';

/**
 * `/demo` and `/live-demo/` (spec doc 1 §2, public): someone without an account gets a guest account and their own
 * copy of the demo deck, opened in the editor (`/demo`) or straight away presenting (`/live-demo/`), so phones can join.
 * A demo copy needs a share code (the demo template's unless `?shareCode=` names another); a failure goes to Home.
 */
export function DemoPage({ presenting }: { readonly presenting: boolean }) {
  const { t } = useTranslation();
  const services = useServices();
  const navigate = useNavigate();
  const toast = useToast();
  const [params] = useSearchParams();
  const shareCode = params.get('shareCode') || DEMO_SHARE_CODE;
  // One copy per visit: a second effect run (strict mode, a re-render) must not start a second copy.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        if (!services.session.current()) services.session.signIn(await services.auth.createGuest());
        const api = templatesApi(services.http);
        // Reading the template first writes the official templates on a node that has not listed them yet.
        await api.byShareCode(shareCode);
        const copy = await api.copy(shareCode);
        void navigate(demoDeckPath(copy.id, presenting), { replace: true });
      } catch (error) {
        reportFailure(error, toast.error);
        void navigate(ROUTES.home, { replace: true });
      }
    })();
  }, [navigate, presenting, services, shareCode, toast]);

  return (
    <main id="main" className="editor-message" aria-busy="true">
      {/* The screen's one heading says what is happening; the page is replaced once the copy exists. */}
      <h1 className="loading">{t('demo.opening')}</h1>
    </main>
  );
}
