import type { Theme } from '../../contracts/deck/attributes.js';
import type { DeckDocument } from '../../contracts/deck/read-model.js';
import type { RecordedEvent } from '../../contracts/events/envelope.js';
import { OFFICIAL_THEMES, officialThemeLook } from '../../contracts/themes/official-themes.js';
import { foldDeck } from '../../projections/deck/fold-deck.js';
import { upcasters } from './index.js';

function storedEvent(type: string, schemaVersion: number, data: unknown, revision = 0): RecordedEvent {
  return {
    id: `e${revision}`,
    streamId: 'presentation-p1',
    revision,
    position: revision + 1,
    type,
    data,
    metadata: { actor: { kind: 'user', id: 'u1' }, commandId: 'c1', correlationId: 'c1', causationId: 'c1', occurredAt: '2026-01-01T00:00:00.000Z', schemaVersion },
  };
}

const look = (themeName: string | null, textColour: string, baseColour: string, themeId: string | null = null): Theme => ({
  themeId,
  themeName,
  themeThumbnail: null,
  colorPalette: null,
  textColour,
  baseColour,
  visibility: 20,
  backgroundImage: null,
  fontFamily: null,
});
const official = (name: string) => officialThemeLook(OFFICIAL_THEMES.find((theme) => theme.themeName === name)!);
const applied = (theme: Theme, schemaVersion = 1) => storedEvent('PresentationThemeApplied', schemaVersion, { presentationId: 'p1', theme, slideIds: ['s1'] }, 1);

describe('PresentationThemeApplied v1 -> v2: the six looks of the old design tab become official themes (issue 28)', () => {
  it.each([
    ['Classic', '#313131', '#ffffff', 'Day'],
    ['Midnight', '#f5f5ff', '#1c1d2b', 'Night'],
    ['Sunrise', '#3b1d0f', '#ffe8cc', 'Abstract'],
    ['Forest', '#f0fff4', '#1f4d3a', 'Classroom'],
    ['Ocean', '#ffffff', '#0b5cad', 'Science'],
    ['Blossom', '#4a1033', '#fde2f0', 'Harmony'],
  ])('%s becomes %4$s, whole', (name, text, base, officialName) => {
    const upcast = upcasters.upcast(applied(look(name, text, base)));
    expect(upcast.metadata.schemaVersion).toBe(2);
    expect(upcast.data).toEqual({ presentationId: 'p1', theme: official(officialName), slideIds: ['s1'] });
  });

  it('keeps any other theme as it was: changed colours, an official id, a name of one\'s own, and v2 events', () => {
    for (const theme of [look('Midnight', '#000000', '#1c1d2b'), look('Classic', '#313131', '#ffffff', '1'), look('Our brand', '#313131', '#ffffff'), look(null, '#313131', '#ffffff')]) {
      expect(upcasters.upcast(applied(theme)).data).toEqual({ presentationId: 'p1', theme, slideIds: ['s1'] });
    }
    const v2 = applied(look('Classic', '#313131', '#ffffff'), 2);
    expect(upcasters.upcast(v2)).toBe(v2);
  });

  it('rebuilds a deck that used a legacy look with the official theme on the deck and its slides', () => {
    const created = storedEvent('PresentationCreated', 2, { presentationId: 'p1', ownerId: 'u1', name: 'Old', language: 'en', accessCode: '123456', uniqueAccessCode: 'abcdefghij', createdAt: '2026-01-01T00:00:00.000Z', fontFamily: 'Plus Jakarta Sans' });
    const events = [created, applied(look('Forest', '#f0fff4', '#1f4d3a'))].map((event) => upcasters.upcast(event));
    const deck = foldDeck(null, events) as DeckDocument;
    expect(deck.attributes).toMatchObject({ themeId: '5', themeName: 'Classroom', baseColour: '#1F4D3A', backgroundImage: { url: '/themes/backgrounds/classroom.svg' } });
    expect(deck.fontFamily).toBe('Nunito');
  });
});
