import type { DeckEvent } from '../../../contracts/deck/deck-events.js';
import type { SlideCommand } from '../../../contracts/slides/commands.js';
import { EMBED_SRC_ERROR_PATH, MAX_HINTS_PER_SLIDE, MESSAGES } from '../../../contracts/slides/constants.js';
import { convertEmbedUrl } from '../../../contracts/slides/embed-url.js';
import type { HintFields } from '../../../contracts/slides/hints.js';
import { effectiveSlideType, TYPES_WITH_EMBED, TYPES_WITH_HINTS } from '../../../contracts/slides/slide-types.js';
import { BusinessRuleViolated, ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';
import type { DecisionInputs } from '../../shared-kernel/domain/decider.js';
import { requireHint, requireSlide } from './deck-guards.js';
import type { DeckState } from './deck-state.js';
import { changedEntries, sameValue } from './same-value.js';

type Data<T extends SlideCommand['type']> = Extract<SlideCommand, { type: T }>['data'];

/** POST /api/hint/: a clue on a quiz question. */
export function decideAddSlideHint(command: Data<'AddSlideHint'>, state: DeckState, context: DecisionInputs): DeckEvent[] {
  const slide = requireSlide(state, command.slideId);
  if (!TYPES_WITH_HINTS.includes(effectiveSlideType(slide.type, slide.slideType))) {
    throw new BusinessRuleViolated(MESSAGES.noHintsForType);
  }
  if (slide.hints.length >= MAX_HINTS_PER_SLIDE) throw new BusinessRuleViolated(MESSAGES.tooManyHints);
  const hint = { id: context.newId(), text: command.text, image: command.image ?? null };
  return [{ type: 'SlideHintAdded', data: { presentationId: command.presentationId, slideId: slide.id, hint } }];
}

export function decidePatchSlideHint(command: Data<'PatchSlideHint'>, state: DeckState): DeckEvent[] {
  const { slide, hint } = requireHint(state, command.hintId);
  const changes = changedEntries<HintFields>(hint, { text: command.text, image: command.image });
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'SlideHintUpdated', data: { presentationId: command.presentationId, slideId: slide.id, hintId: hint.id, changes } }];
}

export function decideDeleteSlideHint(command: Data<'DeleteSlideHint'>, state: DeckState): DeckEvent[] {
  const { slide, hint } = requireHint(state, command.hintId);
  return [{ type: 'SlideHintDeleted', data: { presentationId: command.presentationId, slideId: slide.id, hintId: hint.id } }];
}

/** Doc 2 §3/§7 embed: the pasted link converted to its embed URL; an invalid one is reported under errors.embedSrc. */
export function decideSetSlideEmbed(command: Data<'SetSlideEmbed'>, state: DeckState): DeckEvent[] {
  const slide = requireSlide(state, command.slideId);
  if (!TYPES_WITH_EMBED.includes(effectiveSlideType(slide.type, slide.slideType))) {
    throw new BusinessRuleViolated(MESSAGES.noEmbedForType);
  }
  const conversion = convertEmbedUrl(command.embedSrc);
  if (!conversion.ok) {
    throw new ValidationFailed(MESSAGES.invalidEmbedSrc, [{ path: EMBED_SRC_ERROR_PATH, message: MESSAGES.invalidEmbedSrc }]);
  }
  if (sameValue(slide.embed, conversion.embed)) return [];
  return [{ type: 'SlideEmbedSet', data: { presentationId: command.presentationId, slideId: slide.id, embed: conversion.embed } }];
}

export function decideRemoveSlideEmbed(command: Data<'RemoveSlideEmbed'>, state: DeckState): DeckEvent[] {
  const slide = requireSlide(state, command.slideId);
  if (slide.embed === null) return [];
  return [{ type: 'SlideEmbedRemoved', data: { presentationId: command.presentationId, slideId: slide.id } }];
}
