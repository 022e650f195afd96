import { Inject, Injectable } from '@nestjs/common';
import type { Actor } from '../../../contracts/events/envelope.js';
import { HOME_FEEDBACK_FETCH_LIMIT, type HomeFeedbackView, type HomeFeedbacksView } from '../../../contracts/reports/home-feedbacks.js';
import type { PresentationListDocument } from '../../../projections/presentation-list/presentation-list.projection.js';
import { presentationListProjection } from '../../../projections/presentation-list/presentation-list.projection.js';
import type { PrivateFeedbackDocument } from '../../../projections/private-feedbacks/private-feedback.document.js';
import { privateFeedbacksProjection } from '../../../projections/private-feedbacks/private-feedbacks.projection.js';
import { ProjectionRunner } from '../../infrastructure/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../infrastructure/read-store/read-store.port.js';

/** Home reads feedback on this many of the caller's most recently changed decks, so the read stays bounded. */
export const HOME_FEEDBACK_DECKS_SCANNED = 50;

/** Spec doc 1 §9 and doc 3 §7: the private feedbacks Home picks from (ratings of 2 or lower left out). */
@Injectable()
export class HomeFeedbacksService {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly runner: ProjectionRunner,
  ) {}

  /** The caller's own decks (AuthGuard lets only presenters and guests in). */
  async forHome(actor: Actor): Promise<HomeFeedbacksView> {
    const decks = await this.readStore.find<PresentationListDocument>(this.runner.collectionOf(presentationListProjection.name), {
      where: { userId: actor.id, inTrash: false },
      orderBy: [{ field: 'updatedAt', direction: 'desc' }],
      limit: HOME_FEEDBACK_DECKS_SCANNED,
    });
    const feedbackCollection = this.runner.collectionOf(privateFeedbacksProjection.name);
    const perDeck = await Promise.all(
      decks.map(async (deck) => {
        const found = await this.readStore.find<PrivateFeedbackDocument>(feedbackCollection, {
          where: { presentationId: deck.id, showsOnHome: true },
          orderBy: [{ field: 'givenAt', direction: 'desc' }],
          limit: HOME_FEEDBACK_FETCH_LIMIT,
        });
        return found.map((feedback): HomeFeedbackView => ({ presentationId: deck.id, presentationName: deck.name, rating: feedback.rating, comment: feedback.comment, givenAt: feedback.givenAt }));
      }),
    );
    const feedbacks = perDeck
      .flat()
      .sort((a, b) => b.givenAt.localeCompare(a.givenAt))
      .slice(0, HOME_FEEDBACK_FETCH_LIMIT);
    return { feedbacks };
  }
}
