import '../../test-support/jsdom-text-encoding.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import '../../i18n/index.js';
import { DEFAULT_PRESENTATION_SETTINGS } from '../../../../contracts/deck/settings.js';
import type { Language } from '../../../../contracts/shared/languages.js';
import { deckDocument } from '../live/deck-fixture.js';
import { renderSettingsPanel } from '../../test-support/render-settings-panel.js';

function renderSettings(presentingLanguage: Language | null) {
  const deck = deckDocument([], { settings: { ...DEFAULT_PRESENTATION_SETTINGS, presentingLanguage } });
  const dispatched = renderSettingsPanel(deck);
  return { dispatched, field: screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language of the presentation' }) };
}

describe("the deck settings' presentation language", () => {
  afterEach(cleanup);

  it('starts at each phone’s own language and sends the chosen language as a settings change', () => {
    const { dispatched, field } = renderSettings(null);
    expect(field.value).toBe('');
    expect(screen.getByRole('option', { name: 'Each phone’s own language' })).toBeTruthy();
    fireEvent.change(field, { target: { value: 'ja' } });
    expect(dispatched).toEqual([{ type: 'UpdatePresentationSettings', data: { presentationId: expect.any(String), settings: { presentingLanguage: 'ja' } } }]);
  });

  it('goes back to each phone’s own language as null', () => {
    const { dispatched, field } = renderSettings('de');
    expect(field.value).toBe('de');
    fireEvent.change(field, { target: { value: '' } });
    expect(dispatched.at(-1)).toEqual({ type: 'UpdatePresentationSettings', data: { presentationId: expect.any(String), settings: { presentingLanguage: null } } });
  });
});
