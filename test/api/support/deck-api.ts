import type { DeckDocument, DeckSlide } from '../../../contracts/deck/read-model.js';
import { bearer, type TestApp } from './test-app.js';

/** Deck calls as the editor makes them, for the deck API tests. */
export function deckApi(t: TestApp, token: string) {
  const auth = bearer(token);
  return {
    auth,
    async createPresentation(name = 'Deck under test'): Promise<string> {
      return (await t.http.post('/api/presentation').set(auth).send({ name }).expect(201)).body.id as string;
    },
    async addSlide(presentationId: string, body: Record<string, unknown>): Promise<DeckSlide> {
      return (await t.http.post('/api/slide/create/').set(auth).send({ presentationId, ...body }).expect(201)).body as DeckSlide;
    },
    /** The deck as its read model holds it: the detail's exportData (the latest report export) is not the deck's own. */
    async deck(presentationId: string): Promise<DeckDocument> {
      const { exportData: _exportData, ...deck } = (await t.http.get(`/api/presentation/${presentationId}`).set(auth).expect(200)).body as DeckDocument & { exportData?: unknown };
      return deck;
    },
    /** The global log position: unchanged means nothing was written. */
    head: () => t.storage.eventStore.headPosition(),
  };
}
