import { useEffect, useRef, useState } from 'react';
import { deckDocumentSchema, type DeckDocument, type DeckSlide } from '../../../../contracts/deck/read-model.js';
import type { PresentationSummary } from '../../../../contracts/presentations/read-models.js';
import { useServices } from '../../app-services.js';
import { SlideThumbnail } from '../live/StageSlide.js';
import { useNearViewport } from './use-near-viewport.js';

type Drawn = { status: 'waiting' } | { status: 'ready'; deck: DeckDocument; first: DeckSlide | null } | { status: 'none' };

/**
 * A list row's miniature of the deck's first slide, drawn by the stage's renderer. The deck is read only once the row
 * comes near the screen, so listing 500 decks reads no slides; an empty frame until then, for a deck without slides,
 * or when the deck cannot be read.
 */
export function PresentationThumbnail({ presentation }: { readonly presentation: Pick<PresentationSummary, 'id' | 'slideCount' | 'updatedAt'> }) {
  const { http } = useServices();
  const frame = useRef<HTMLSpanElement>(null);
  const near = useNearViewport(frame);
  const [drawn, setDrawn] = useState<Drawn>({ status: 'waiting' });
  const wanted = near && presentation.slideCount > 0;

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    http
      .get(`/api/presentation/${encodeURIComponent(presentation.id)}`, { schema: deckDocumentSchema, signal: controller.signal })
      .then((deck) => {
        const first = deck.slides.reduce<DeckSlide | null>((lowest, slide) => (lowest === null || slide.order < lowest.order ? slide : lowest), null);
        setDrawn({ status: 'ready', deck, first });
      })
      .catch(() => {
        if (!controller.signal.aborted) setDrawn({ status: 'none' });
      });
    return () => controller.abort();
    // A newer edit (updatedAt) draws the deck again.
  }, [http, presentation.id, presentation.updatedAt, wanted]);

  return (
    <span ref={frame} className="presentation-thumbnail" data-testid="presentation-thumbnail" data-drawn={drawn.status}>
      {drawn.status === 'ready' && drawn.first ? (
        <SlideThumbnail slide={drawn.first} deck={drawn.deck} />
      ) : (
        <span className="thumbnail presentation-thumbnail__empty" aria-hidden="true" />
      )}
    </span>
  );
}
