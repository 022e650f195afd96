import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_LICENSE_QUANTITY, MIN_LICENSE_QUANTITY } from '../../../../contracts/teams/requests.js';
import type { TeamView } from '../../../../contracts/teams/views.js';
import { ApiError } from '../../api/api-error.js';
import { reportFailure } from '../../api/report-failure.js';
import type { TeamsApi } from '../../api/teams-api.js';
import { useToast } from '../../toasts/toasts.js';
import { TextField } from '../../ui/TextField.js';
import { useWorkingMode } from './working-mode.js';

/** Outside a team: the presenter starts a team, becomes its owner and works in team mode. */
export function CreateTeamForm({ api, onCreated }: { readonly api: TeamsApi; readonly onCreated: (team: TeamView) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [name, setName] = useState('');
  const [licenses, setLicenses] = useState(String(MIN_LICENSE_QUANTITY));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [, setMode] = useWorkingMode();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const team = await api.create(name, Number(licenses));
      toast.success(t('team.create.created', { name: team.name }));
      // Whoever starts a team works in it from now on; the workspace page switches back to personal mode.
      setMode('team');
      onCreated(team);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setErrors(error.fieldIssues());
      else reportFailure(error, toast.error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="create-team-heading" className="team-card">
      <h2 id="create-team-heading">{t('team.create.heading')}</h2>
      <p>{t('team.create.intro')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField label={t('team.create.name')} value={name} onChange={(event) => setName(event.target.value)} error={errors.name} required maxLength={100} />
        <TextField
          label={t('team.create.licenses')}
          type="number"
          min={MIN_LICENSE_QUANTITY}
          max={MAX_LICENSE_QUANTITY}
          value={licenses}
          onChange={(event) => setLicenses(event.target.value)}
          error={errors.licenseQuantity}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('team.create.submit')}
        </button>
      </form>
    </section>
  );
}
