import type { DeckEvent } from '../../../contracts/deck/deck-events.js';
import type { DeckSlide } from '../../../contracts/deck/read-model.js';
import type { SlideCommand } from '../../../contracts/slides/commands.js';
import { BLANK_STYLE, defaultOptionTitles, defaultSlideFields, type SlideStyle } from '../../../contracts/slides/slide-defaults.js';
import { emptyOption, type SlideOption } from '../../../contracts/slides/slide-option.js';
import type { SecondarySlideType } from '../../../contracts/slides/slide-types.js';
import { ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';
import type { DecisionInputs } from '../../shared-kernel/domain/decider.js';
import { hasRoomForSlides, requireRoomForSlides } from './deck-guards.js';
import type { DeckState } from './deck-state.js';
import { normaliseSlideFields } from './slide-field-rules.js';
import { newOption, requireAuthoredOptions, requireRoomForOptions } from './slide-options-rules.js';
import { anchorForNewSlide } from './slide-placement.js';

type AddSlide = Extract<SlideCommand, { type: 'AddSlide' }>['data'];

/** New slides take the presentation theme's look where it sets one, else the blank style (doc 2 §3). */
export function styleForNewSlide(state: DeckState): SlideStyle {
  return {
    textColour: state.attributes.textColour ?? BLANK_STYLE.textColour,
    baseColour: state.attributes.baseColour ?? BLANK_STYLE.baseColour,
    visibility: state.attributes.visibility ?? BLANK_STYLE.visibility,
    backgroundImage: state.attributes.backgroundImage,
  };
}

/** Doc 2 §3: only pickAnswer has a secondary type. */
export function secondaryTypeFor(type: DeckSlide['type'], slideType: SecondarySlideType | undefined): SecondarySlideType {
  if (type === 'pickAnswer') return slideType ?? null;
  if (slideType) {
    throw new ValidationFailed('Only a pickAnswer slide has a secondary slideType', [
      { path: 'slideType', message: 'Must be null unless type is pickAnswer' },
    ]);
  }
  return null;
}

/**
 * Doc 2 §4 "Adding a slide": limit 500 with the spec's message; placed after the active (or named) slide and a
 * leaderboard that follows it; default options per type; a pickAnswer brings its leaderboard; the new slide
 * becomes the active one.
 */
export function decideAddSlide(command: AddSlide, state: DeckState, context: DecisionInputs): DeckEvent[] {
  const { presentationId, type } = command;
  const slideType = secondaryTypeFor(type, command.slideType);
  requireRoomForSlides(state, 1);
  const afterSlideId = anchorForNewSlide(state, command.insertAfter);

  const slideId = context.newId();
  const style = styleForNewSlide(state);
  const fields = {
    ...defaultSlideFields(type, slideType, style, context.newId),
    ...normaliseSlideFields(type, slideType, command.fields ?? {}, context.newId),
  };
  const options = startingOptions(command, slideType, context.newId);

  const events: DeckEvent[] = [
    {
      type: 'SlideAdded',
      data: { presentationId, slide: { id: slideId, type, slideType, fields }, options, afterSlideId, addedAt: context.now },
    },
  ];
  const roomForLeaderboard = hasRoomForSlides(state, 2);
  if (type === 'pickAnswer' && roomForLeaderboard) {
    const leaderboardId = context.newId();
    events.push({
      type: 'SlideAdded',
      data: {
        presentationId,
        slide: {
          id: leaderboardId,
          type: 'leaderboard',
          slideType: null,
          fields: defaultSlideFields('leaderboard', null, style, context.newId),
        },
        options: [],
        afterSlideId: slideId,
        addedAt: context.now,
      },
    });
  }
  events.push({ type: 'ActiveSlideSet', data: { presentationId, slideId } });
  return events;
}

function startingOptions(command: AddSlide, slideType: SecondarySlideType, newId: () => string): SlideOption[] {
  if (command.options === undefined) return defaultOptionTitles(command.type, slideType).map((title) => emptyOption(newId(), title));
  if (command.options.length > 0) {
    requireAuthoredOptions(command.type, slideType);
    requireRoomForOptions({ type: command.type, slideType }, 0, command.options.length);
  }
  return command.options.map((option) => newOption(option, newId()));
}
