import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { reportFailure } from '../../api/report-failure.js';
import { useServices } from '../../app-services.js';
import { editorPath } from '../../routes.js';
import { useToast } from '../../toasts/toasts.js';
import { useApplyRemembered } from '../account/use-apply-remembered.js';

/**
 * Spec doc 1 §2: guests may open the editor. A guest account (create-guest) and a new presentation, opened in the
 * editor with the slide picker; the other presenter screens send a guest back to register.
 */
export function TryAsGuest() {
  const { t } = useTranslation();
  const services = useServices();
  const navigate = useNavigate();
  const toast = useToast();
  const [starting, setStarting] = useState(false);
  const applyRemembered = useApplyRemembered();

  const start = async () => {
    setStarting(true);
    try {
      // A guest sent back here keeps their guest account.
      if (!services.session.current()?.user.isGuest) services.session.signIn(await services.auth.createGuest());
      const created = await services.presentations.create();
      await applyRemembered(created.id);
      navigate(editorPath(created.id, { isNew: true }));
    } catch (error) {
      setStarting(false);
      reportFailure(error, toast.error);
    }
  };

  return (
    <section className="auth__guest" aria-labelledby="try-as-guest">
      <h2 id="try-as-guest" className="auth__guest-title">
        {t('auth.guest.title')}
      </h2>
      <p className="auth__guest-body">{t('auth.guest.body')}</p>
      <button type="button" className="button button--secondary button--block" onClick={() => void start()} disabled={starting}>
        {starting ? t('auth.guest.starting') : t('auth.guest.start')}
      </button>
    </section>
  );
}
