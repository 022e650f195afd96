import type { PresentationSummary } from '../../../../contracts/presentations/read-models.js';
import { SlideThumbnail } from '../live/StageSlide.js';

/** A list row's miniature of the deck's first slide, drawn by the stage's renderer; an empty frame for a deck without slides. */
export function PresentationThumbnail({ presentation }: { readonly presentation: PresentationSummary }) {
  return (
    <span className="presentation-thumbnail" data-testid="presentation-thumbnail">
      {presentation.firstSlide ? (
        <SlideThumbnail slide={presentation.firstSlide} deck={presentation} />
      ) : (
        <span className="thumbnail presentation-thumbnail__empty" aria-hidden="true" />
      )}
    </span>
  );
}
