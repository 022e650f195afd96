import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_LICENSE_QUANTITY, MIN_LICENSE_QUANTITY } from '../../../../contracts/teams/requests.js';
import type { TeamView } from '../../../../contracts/teams/views.js';
import { ApiError } from '../../api/api-error.js';
import { reportFailure } from '../../api/report-failure.js';
import type { TeamsApi } from '../../api/teams-api.js';
import { useToast } from '../../toasts/toasts.js';
import { TextField } from '../../ui/TextField.js';

/** The owner sets how many licences the team has (2-30); below the members, the team is over quota. */
export function LicenseForm({ api, team, onChanged }: { readonly api: TeamsApi; readonly team: TeamView; readonly onChanged: (team: TeamView) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [quantity, setQuantity] = useState(String(team.licenseQuantity ?? MIN_LICENSE_QUANTITY));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const changed = await api.changeLicenseQuantity(team.id, Number(quantity));
      toast.success(t('team.licenses.saved', { quantity: changed.licenseQuantity ?? Number(quantity) }));
      onChanged(changed);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) setError(failure.fieldIssues().licenseQuantity ?? failure.message);
      else reportFailure(failure, toast.error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="team-invite" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('team.licenses.quantity')}
        type="number"
        min={MIN_LICENSE_QUANTITY}
        max={MAX_LICENSE_QUANTITY}
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        error={error}
      />
      <button type="submit" className="button" disabled={busy}>
        {t('team.licenses.save')}
      </button>
    </form>
  );
}
