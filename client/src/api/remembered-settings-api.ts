import type { PresentationSettings } from '../../../contracts/deck/settings.js';
import type { ParticipantFieldInput } from '../../../contracts/deck/commands.js';
import type { RememberSettings } from '../../../contracts/identity/remembered-settings.js';
import { userViewSchema, type UserView } from '../../../contracts/identity/user-view.js';
import type { HttpClient } from './http-client.js';

/** Spec doc 1 §7 PUT update-settings, and the deck routes that put remembered settings onto a new deck. */
export interface RememberedSettingsApi {
  /** The whole set replaces what was remembered; {} clears it. */
  remember(rememberSettings: RememberSettings): Promise<UserView>;
  setEmojiAvatar(presentationId: string, showEmojiAvatar: boolean): Promise<void>;
  setParticipantFields(presentationId: string, fields: ParticipantFieldInput[]): Promise<void>;
  setPresentingLanguage(presentationId: string, presentingLanguage: PresentationSettings['presentingLanguage']): Promise<void>;
}

export function createRememberedSettingsApi(http: HttpClient): RememberedSettingsApi {
  const deck = (presentationId: string) => encodeURIComponent(presentationId);
  return {
    async remember(rememberSettings) {
      return (await http.request('PUT', '/api/users/update-settings', { body: { rememberSettings }, schema: userViewSchema })).data;
    },
    async setEmojiAvatar(presentationId, showEmojiAvatar) {
      await http.request('PATCH', `/api/presentation-attribute/${deck(presentationId)}`, { body: { showEmojiAvatar } });
    },
    async setParticipantFields(presentationId, fields) {
      await http.request('PATCH', `/api/presentation/${deck(presentationId)}/participant-info`, { body: { fields } });
    },
    async setPresentingLanguage(presentationId, presentingLanguage) {
      await http.request('PATCH', `/api/presentation/${deck(presentationId)}/settings`, { body: { presentingLanguage } });
    },
  };
}
