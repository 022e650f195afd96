import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserView } from '../../../../contracts/identity/user-view.js';
import { createRememberedSettingsApi } from '../../api/remembered-settings-api.js';
import { reportFailure } from '../../api/report-failure.js';
import { useServices } from '../../app-services.js';
import { useToast } from '../../toasts/toasts.js';
import { LANGUAGE_NAMES } from '../language/language-names.js';
import { hasRememberedSettings } from './remembered-settings.js';

/** My Account: what new presentations start with, and a way to forget it. */
export function RememberedSettingsSection({ user }: { user: UserView }) {
  const { t } = useTranslation();
  const services = useServices();
  const toast = useToast();
  const id = useId();
  const [clearing, setClearing] = useState(false);
  const remembered = user.rememberSettings;

  const clear = async () => {
    setClearing(true);
    try {
      services.session.updateUser(await createRememberedSettingsApi(services.http).remember({}));
      toast.success(t('rememberedSettings.cleared'));
    } catch (error) {
      reportFailure(error, toast.error);
    } finally {
      setClearing(false);
    }
  };

  const fields = (remembered.participantFields ?? []).map((field) => (field.fieldType === 'system' ? t(`editor.participants.system.${field.name}`) : field.name));
  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('rememberedSettings.title')}</h2>
      {hasRememberedSettings(remembered) ? (
        <>
          <ul>
            {remembered.language !== undefined && <li>{t('rememberedSettings.language', { language: LANGUAGE_NAMES[remembered.language] })}</li>}
            {remembered.showEmojiAvatar !== undefined && <li>{t(remembered.showEmojiAvatar ? 'rememberedSettings.emojiAvatarOn' : 'rememberedSettings.emojiAvatarOff')}</li>}
            <li>{fields.length > 0 ? t('rememberedSettings.fields', { fields: fields.join(', ') }) : t('rememberedSettings.noFields')}</li>
          </ul>
          <div>
            <button type="button" className="button" disabled={clearing} onClick={() => void clear()}>
              {clearing ? t('rememberedSettings.clearing') : t('rememberedSettings.clear')}
            </button>
          </div>
        </>
      ) : (
        <p className="field__hint">{t('rememberedSettings.none')}</p>
      )}
    </section>
  );
}
