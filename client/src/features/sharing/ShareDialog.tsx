import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { INVITABLE_ROLES, type CollaboratorsView, type InvitableRole } from '../../../../contracts/sharing/collaborators.js';
import { collaboratorMay } from '../../../../contracts/sharing/collaborators.js';
import { reportFailure } from '../../api/report-failure.js';
import { createSharingApi } from '../../api/sharing-api.js';
import { useServices } from '../../app-services.js';
import { ROUTES } from '../../routes.js';
import { useToast } from '../../toasts/toasts.js';
import { Modal } from '../../ui/Modal.js';
import { CopyLinkPanel } from '../copies/CopyLinkPanel.js';

interface Props {
  readonly presentationId: string;
  readonly name: string;
  readonly onClose: () => void;
}

/** Who has access to a presentation; owners and admins invite by email, change roles and remove; others may leave. */
export function ShareDialog({ presentationId, name, onClose }: Props) {
  const { t } = useTranslation();
  const { http } = useServices();
  const api = useMemo(() => createSharingApi(http), [http]);
  const toast = useToast();
  const navigate = useNavigate();
  const [view, setView] = useState<CollaboratorsView | null>(null);
  const [emails, setEmails] = useState('');
  const [role, setRole] = useState<InvitableRole>('editor');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const roleId = useId();

  useEffect(() => {
    let current = true;
    api.collaborators(presentationId).then(
      (loaded) => current && setView(loaded),
      (failure: unknown) => reportFailure(failure, toast.error),
    );
    return () => {
      current = false;
    };
  }, [api, presentationId, toast]);

  const run = async (action: () => Promise<CollaboratorsView>, done?: (after: CollaboratorsView) => void) => {
    setBusy(true);
    try {
      const after = await action();
      setView(after);
      done?.(after);
    } catch (failure) {
      reportFailure(failure, toast.error);
    } finally {
      setBusy(false);
    }
  };

  const invite = (event: FormEvent) => {
    event.preventDefault();
    const list = emails.split(/[\s,;]+/).filter(Boolean);
    if (list.length === 0) {
      setError(t('sharing.noEmails'));
      return;
    }
    setError(null);
    void run(
      () => api.invite(presentationId, list, role),
      () => {
        setEmails('');
        toast.success(t('sharing.invited', { count: list.length }));
      },
    );
  };

  const leave = async () => {
    setBusy(true);
    try {
      await api.leave(presentationId);
      toast.success(t('sharing.left', { name }));
      void navigate(ROUTES.sharedWithMe);
    } catch (failure) {
      reportFailure(failure, toast.error);
      setBusy(false);
    }
  };

  const manages = view !== null && collaboratorMay(view.yourRole, 'manage-collaborators');
  return (
    <Modal
      title={t('sharing.dialogTitle', { name })}
      onClose={onClose}
      size="medium"
      actions={
        <button type="button" className="button" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      {view === null ? (
        <p role="status">{t('sharing.loading')}</p>
      ) : (
        <div className="share-dialog">
          <p>{t('sharing.yourRole', { role: t(`sharing.roles.${view.yourRole}`) })}</p>
          {!collaboratorMay(view.yourRole, 'edit') && <p>{t('sharing.readOnly')}</p>}
          {manages && (
            <form className="share-dialog__invite" onSubmit={invite} noValidate>
              <label className="field">
                <span className="field__label">{t('sharing.emails')}</span>
                <input
                  className="field__input"
                  type="text"
                  inputMode="email"
                  autoComplete="off"
                  value={emails}
                  aria-describedby="share-emails-hint"
                  aria-invalid={error !== null}
                  onChange={(event) => setEmails(event.target.value)}
                />
                <span id="share-emails-hint" className="field__hint">
                  {error ?? t('sharing.emailsHint')}
                </span>
              </label>
              <div className="field">
                <label className="field__label" htmlFor={roleId}>
                  {t('sharing.role')}
                </label>
                <select id={roleId} className="field__input" value={role} onChange={(event) => setRole(event.target.value as InvitableRole)}>
                  {INVITABLE_ROLES.map((option) => (
                    <option key={option} value={option}>
                      {t(`sharing.roles.${option}`)}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className="button button--primary" disabled={busy}>
                {t('sharing.invite')}
              </button>
            </form>
          )}
          <h3>{t('sharing.listHeading', { count: view.collaborators.length, limit: view.limit })}</h3>
          <ul className="share-dialog__people">
            {view.collaborators.map((collaborator) => (
              <li key={collaborator.invitationId} className="share-dialog__person">
                <span className="share-dialog__email">{collaborator.email}</span>
                <span className="share-dialog__status">{t(`sharing.status.${collaborator.status}`)}</span>
                {manages ? (
                  <>
                    <select
                      className="field__input"
                      aria-label={t('sharing.roleOf', { email: collaborator.email })}
                      value={collaborator.role}
                      disabled={busy}
                      onChange={(event) => void run(() => api.changeRole(presentationId, collaborator.invitationId, event.target.value as InvitableRole))}
                    >
                      {INVITABLE_ROLES.map((option) => (
                        <option key={option} value={option}>
                          {t(`sharing.roles.${option}`)}
                        </option>
                      ))}
                    </select>
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      disabled={busy}
                      onClick={() =>
                        void run(
                          () => api.remove(presentationId, collaborator.invitationId),
                          () => toast.success(t('sharing.removed', { email: collaborator.email })),
                        )
                      }
                    >
                      {t('sharing.remove', { email: collaborator.email })}
                    </button>
                  </>
                ) : (
                  <span>{t(`sharing.roles.${collaborator.role}`)}</span>
                )}
              </li>
            ))}
          </ul>
          <CopyLinkPanel presentationId={presentationId} mayShare={collaboratorMay(view.yourRole, 'share-a-copy')} />
          {view.yourRole !== 'owner' && (
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => void leave()}>
              {t('sharing.leave')}
            </button>
          )}
        </div>
      )}
    </Modal>
  );
}
