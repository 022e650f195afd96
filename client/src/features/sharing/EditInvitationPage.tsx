import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { EditInvitationView } from '../../../../contracts/sharing/collaborators.js';
import { ApiError } from '../../api/api-error.js';
import { reportFailure } from '../../api/report-failure.js';
import { createSharingApi } from '../../api/sharing-api.js';
import { useServices } from '../../app-services.js';
import { editorPath } from '../../routes.js';
import { useToast } from '../../toasts/toasts.js';

type Load = { status: 'loading' } | { status: 'notFound' } | { status: 'failed'; message: string } | { status: 'loaded'; invitation: EditInvitationView };

/** The page an invitation to edit links to: the invitee, signed in with the invited email, accepts and opens the deck. */
export function EditInvitationPage() {
  const { t } = useTranslation();
  const { presentationId = '', invitationId = '' } = useParams();
  const { http } = useServices();
  const api = useMemo(() => createSharingApi(http), [http]);
  const toast = useToast();
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    api.invitation(presentationId, invitationId).then(
      (invitation) => current && setLoad({ status: 'loaded', invitation }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 403)) setLoad({ status: 'notFound' });
        else setLoad({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [api, presentationId, invitationId]);

  const accept = async () => {
    setBusy(true);
    try {
      await api.claim(presentationId, invitationId);
      void navigate(editorPath(presentationId));
    } catch (error) {
      reportFailure(error, toast.error);
      setBusy(false);
    }
  };

  return (
    <section className="page" aria-labelledby="edit-invitation-heading">
      <title>{t('sharing.invitation.pageTitle')}</title>
      <h1 id="edit-invitation-heading">{t('sharing.invitation.heading')}</h1>
      {load.status === 'loading' && <p role="status">{t('sharing.invitation.loading')}</p>}
      {load.status === 'notFound' && <p role="alert">{t('sharing.invitation.notFound')}</p>}
      {load.status === 'failed' && <p role="alert">{load.message}</p>}
      {load.status === 'loaded' && (
        <>
          <p>{t('sharing.invitation.intro', { name: load.invitation.presentationName, role: t(`sharing.roles.${load.invitation.role}`) })}</p>
          {load.invitation.status === 'invited' && (
            <button type="button" className="button button--primary" disabled={busy} onClick={() => void accept()}>
              {t('sharing.invitation.accept')}
            </button>
          )}
          {load.invitation.status === 'claimed' && (
            <>
              <p role="status">{t('sharing.invitation.claimed')}</p>
              <Link className="button button--primary" to={editorPath(presentationId)}>
                {t('sharing.invitation.open')}
              </Link>
            </>
          )}
          {load.invitation.status === 'removed' && <p role="status">{t('sharing.invitation.removed')}</p>}
        </>
      )}
    </section>
  );
}
