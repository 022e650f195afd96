import { useCallback } from 'react';
import { createRememberedSettingsApi } from '../../api/remembered-settings-api.js';
import { reportFailure } from '../../api/report-failure.js';
import { useServices } from '../../app-services.js';
import { useToast } from '../../toasts/toasts.js';
import { applyRememberedSettings } from './remembered-settings.js';

/**
 * Run right after a create call: puts the signed-in user's remembered settings onto the new deck. The deck exists
 * either way, so a failure is reported and the presenter still goes to it.
 */
export function useApplyRemembered(): (presentationId: string) => Promise<void> {
  const services = useServices();
  const toast = useToast();
  return useCallback(
    async (presentationId: string) => {
      const remembered = services.session.current()?.user.rememberSettings;
      if (!remembered) return;
      try {
        await applyRememberedSettings(createRememberedSettingsApi(services.http), presentationId, remembered);
      } catch (error) {
        reportFailure(error, toast.error);
      }
    },
    [services, toast],
  );
}
