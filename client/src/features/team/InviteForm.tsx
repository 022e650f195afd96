import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.js';
import { reportFailure } from '../../api/report-failure.js';
import type { TeamsApi } from '../../api/teams-api.js';
import { useToast } from '../../toasts/toasts.js';
import { TextField } from '../../ui/TextField.js';

/** Sends one invitation by email; the team is reloaded to list it as pending. */
export function InviteForm({ api, onInvited }: { readonly api: TeamsApi; readonly onInvited: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await api.invite([email]);
      toast.success(t('team.invite.sent', { email: email.trim() }));
      setEmail('');
      onInvited();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status < 500 && failure.status !== 401) setError(Object.values(failure.fieldIssues())[0] ?? failure.message);
      else reportFailure(failure, toast.error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="team-invite" onSubmit={(event) => void submit(event)} noValidate>
      <TextField label={t('team.invite.email')} type="email" autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} error={error} required />
      <button type="submit" className="button button--primary" disabled={busy || email.trim() === ''}>
        {t('team.invite.submit')}
      </button>
    </form>
  );
}
