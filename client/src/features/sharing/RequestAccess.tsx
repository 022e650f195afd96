import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportFailure } from '../../api/report-failure.js';
import { createSharingApi } from '../../api/sharing-api.js';
import { useServices } from '../../app-services.js';
import { useToast } from '../../toasts/toasts.js';

/** On a presentation the caller cannot open: ask its owner for access (they get a notification). */
export function RequestAccess({ presentationId }: { readonly presentationId: string }) {
  const { t } = useTranslation();
  const { http } = useServices();
  const api = useMemo(() => createSharingApi(http), [http]);
  const toast = useToast();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');

  const ask = async (role: 'editor' | 'viewer') => {
    setState('sending');
    try {
      await api.requestAccess(presentationId, role);
      setState('sent');
    } catch (error) {
      reportFailure(error, toast.error);
      setState('idle');
    }
  };

  if (state === 'sent') return <p role="status">{t('sharing.requestAccess.sent')}</p>;
  return (
    <section className="request-access" aria-labelledby="request-access-heading">
      <h2 id="request-access-heading">{t('sharing.requestAccess.heading')}</h2>
      <p>{t('sharing.requestAccess.body')}</p>
      <div className="request-access__actions">
        <button type="button" className="button" disabled={state === 'sending'} onClick={() => void ask('editor')}>
          {t('sharing.requestAccess.asEditor')}
        </button>
        <button type="button" className="button button--ghost" disabled={state === 'sending'} onClick={() => void ask('viewer')}>
          {t('sharing.requestAccess.asViewer')}
        </button>
      </div>
    </section>
  );
}
