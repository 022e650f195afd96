import type { DeckDocument } from '../../../../contracts/deck/read-model.js';
import type { RememberSettings } from '../../../../contracts/identity/remembered-settings.js';
import type { RememberedSettingsApi } from '../../api/remembered-settings-api.js';

/** What "Remember these for my new presentations" stores: the deck's emoji-avatar switch, fields and language. */
export function rememberedFromDeck(deck: DeckDocument): RememberSettings {
  return {
    ...(deck.settings.presentingLanguage !== null && { language: deck.settings.presentingLanguage }),
    showEmojiAvatar: deck.attributes.showEmojiAvatar,
    participantFields: deck.participantInfo.fields.map((field) =>
      field.fieldType === 'system' ? { fieldType: 'system' as const, name: field.name } : { fieldType: 'custom' as const, name: field.name },
    ),
  };
}

export const hasRememberedSettings = (remembered: RememberSettings): boolean =>
  remembered.language !== undefined || remembered.showEmojiAvatar !== undefined || (remembered.participantFields?.length ?? 0) > 0;

/**
 * Doc 3 "After creating a presentation": the remembered settings become ordinary deck commands on the new deck;
 * each selected field starts not required and not hidden.
 */
export async function applyRememberedSettings(api: RememberedSettingsApi, presentationId: string, remembered: RememberSettings): Promise<void> {
  if (remembered.showEmojiAvatar !== undefined) await api.setEmojiAvatar(presentationId, remembered.showEmojiAvatar);
  if (remembered.participantFields && remembered.participantFields.length > 0) {
    await api.setParticipantFields(
      presentationId,
      remembered.participantFields.map((field) => ({ ...field, required: false, hidden: false })),
    );
  }
  if (remembered.language !== undefined) await api.setPresentingLanguage(presentationId, remembered.language);
}
