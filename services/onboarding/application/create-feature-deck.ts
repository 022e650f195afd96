import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../contracts/events/envelope.js';
import type { OnboardingFeatureKey } from '../../../contracts/onboarding/feature-decks.js';
import type { PresentationSummary } from '../../../contracts/presentations/read-models.js';
import type { SlideCommand } from '../../../contracts/slides/commands.js';
import { CreatePresentationCommand } from '../../presentations/application/create-presentation.js';
import { PresentationReadModels } from '../../presentations/application/presentation-read-models.js';
import { RunDeckCommand } from '../../slides/application/run-deck-command.js';
import { FEATURE_DECKS, type FeatureDeckSlide } from '../domain/feature-decks.js';

/** Feature-based onboarding: a new personal deck, filled slide by slide through ordinary deck commands. */
export class CreateFeatureDeckCommand extends Command<PresentationSummary> {
  constructor(
    readonly actor: Actor,
    readonly key: OnboardingFeatureKey,
  ) {
    super();
  }
}

@CommandHandler(CreateFeatureDeckCommand)
export class CreateFeatureDeckHandler implements ICommandHandler<CreateFeatureDeckCommand, PresentationSummary> {
  constructor(
    private readonly commands: CommandBus,
    private readonly readModels: PresentationReadModels,
  ) {}

  async execute({ actor, key }: CreateFeatureDeckCommand): Promise<PresentationSummary> {
    const deck = FEATURE_DECKS[key];
    const created = await this.commands.execute(new CreatePresentationCommand(actor, { name: deck.name }));
    let insertAfter: string | undefined;
    let firstSlideId: string | undefined;
    for (const slide of deck.slides) {
      const outcome = await this.commands.execute(new RunDeckCommand(actor, addSlide(created.id, slide, insertAfter)));
      // Each slide goes after the previous one (a quiz question's own leaderboard stays right after it).
      insertAfter = addedSlideId(outcome.events) ?? insertAfter;
      firstSlideId ??= insertAfter;
    }
    // Adding a slide makes it the active one; presenting and the editor start from the first.
    if (firstSlideId) await this.commands.execute(new RunDeckCommand(actor, { type: 'SetActiveSlide', data: { presentationId: created.id, slideId: firstSlideId } }));
    return (await this.readModels.summary(created.id)) ?? created;
  }
}

type AddSlide = Extract<SlideCommand, { type: 'AddSlide' }>;

function addSlide(presentationId: string, slide: FeatureDeckSlide, insertAfter: string | undefined): AddSlide {
  return {
    type: 'AddSlide',
    data: {
      presentationId,
      type: slide.type,
      fields: { ...slide.fields },
      ...(slide.options && { options: slide.options.map((option) => ({ ...option })) }),
      ...(insertAfter && { insertAfter }),
    },
  };
}

function addedSlideId(events: readonly { type: string; data: unknown }[]): string | undefined {
  const added = events.find((event) => event.type === 'SlideAdded');
  return (added?.data as { slide?: { id?: string } } | undefined)?.slide?.id;
}
