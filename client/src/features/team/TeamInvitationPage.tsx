import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InvitationView } from '../../../../contracts/teams/views.js';
import { ApiError } from '../../api/api-error.js';
import { reportFailure } from '../../api/report-failure.js';
import { createTeamsApi } from '../../api/teams-api.js';
import { useServices } from '../../app-services.js';
import { ROUTES } from '../../routes.js';
import { useToast } from '../../toasts/toasts.js';
import { displayTeamName } from './team-name.js';
import { useWorkingMode } from './working-mode.js';

type Load = { status: 'loading' } | { status: 'notFound' } | { status: 'failed'; message: string } | { status: 'loaded'; invitation: InvitationView };

/** The page the invitation email links to: the invitee, signed in with the invited email, accepts or declines. */
export function TeamInvitationPage() {
  const { t } = useTranslation();
  const { invitationId = '' } = useParams();
  const { http } = useServices();
  const api = useMemo(() => createTeamsApi(http), [http]);
  const toast = useToast();
  const [, setMode] = useWorkingMode();
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    api.viewInvitation(invitationId).then(
      (invitation) => current && setLoad({ status: 'loaded', invitation }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) setLoad({ status: 'notFound' });
        else setLoad({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [api, invitationId]);

  const answer = async (accept: boolean) => {
    if (load.status !== 'loaded') return;
    setBusy(true);
    try {
      if (accept) {
        const team = await api.acceptInvitation(invitationId);
        toast.success(t('team.invitation.joined', { name: displayTeamName(team.name) }));
        setMode('team');
        void navigate(ROUTES.teamMembers);
      } else {
        setLoad({ status: 'loaded', invitation: await api.declineInvitation(invitationId) });
        toast.success(t('team.invitation.declinedToast'));
      }
    } catch (error) {
      reportFailure(error, toast.error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page team-page" aria-labelledby="team-invitation-heading">
      <title>{t('team.invitation.pageTitle')}</title>
      <h1 id="team-invitation-heading">{t('team.invitation.heading')}</h1>
      {load.status === 'loading' && <p role="status">{t('team.invitation.loading')}</p>}
      {load.status === 'notFound' && <p role="alert">{t('team.invitation.notFound')}</p>}
      {load.status === 'failed' && <p role="alert">{load.message}</p>}
      {load.status === 'loaded' && (
        <>
          <p>{t('team.invitation.intro', { name: displayTeamName(load.invitation.account.name) })}</p>
          <p role="status">{t(`team.invitation.status.${load.invitation.status}`)}</p>
          {load.invitation.status === 'pending' && (
            <div className="team-page__actions">
              <button type="button" className="button button--primary" disabled={busy} onClick={() => void answer(true)}>
                {t('team.invitation.accept')}
              </button>
              <button type="button" className="button button--ghost" disabled={busy} onClick={() => void answer(false)}>
                {t('team.invitation.decline')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
