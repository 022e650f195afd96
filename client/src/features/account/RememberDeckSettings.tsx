import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeckDocument } from '../../../../contracts/deck/read-model.js';
import { createRememberedSettingsApi } from '../../api/remembered-settings-api.js';
import { reportFailure } from '../../api/report-failure.js';
import { useServices } from '../../app-services.js';
import { useToast } from '../../toasts/toasts.js';
import { rememberedFromDeck } from './remembered-settings.js';

/** Editor Settings > participant information: this deck's emoji avatars, fields and language become the defaults. */
export function RememberDeckSettings({ deck }: { deck: DeckDocument }) {
  const { t } = useTranslation();
  const services = useServices();
  const toast = useToast();
  const [saving, setSaving] = useState(false);

  const remember = async () => {
    setSaving(true);
    try {
      services.session.updateUser(await createRememberedSettingsApi(services.http).remember(rememberedFromDeck(deck)));
      toast.success(t('rememberedSettings.remembered'));
    } catch (error) {
      reportFailure(error, toast.error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <button type="button" className="button button--secondary" disabled={saving} onClick={() => void remember()}>
      {saving ? t('rememberedSettings.remembering') : t('rememberedSettings.remember')}
    </button>
  );
}
