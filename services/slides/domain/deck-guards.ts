import type { z } from 'zod';
import type { DeckOption, DeckSlide, DeckSlides } from '../../../contracts/deck/read-model.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import type { Hint } from '../../../contracts/slides/hints.js';
import { MAX_SLIDES_PER_PRESENTATION, MESSAGES } from '../../../contracts/slides/constants.js';
import { BusinessRuleViolated, type DomainError, Forbidden, NotFound, ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';
import { collaboratorMay, SHARING_MESSAGES } from '../../../contracts/sharing/collaborators.js';
import { roleOn } from '../../presentations/domain/presentation-sharing.decider.js';
import { takeOverPermitsEditing } from '../../presentations/domain/take-over-rules.js';
import { TAKE_OVER_MESSAGES } from '../../../contracts/presentations/take-over.js';
import { workspaceRoleOn, type ActorTeam } from '../../presentations/domain/workspace-deck-roles.js';
import type { DeckState } from './deck-state.js';

/**
 * Doc 2 §6: the owner edits, and so do collaborators whose role may edit (admin, editor); a viewer or
 * instructor gets 403. A presentation in the trash (or gone) is not found, and neither is one the actor
 * has no role on, so ids cannot be probed. Doc 1 §2: a guest may use the editor on their own presentations.
 * Doc 1 §4: while someone else has taken the presentation over, nobody else edits it (403).
 * On a team workspace's deck the actor's team role also gives a role (README "Team roles"); `team` is theirs.
 */
export function requireEditableDeck(state: DeckState, actor: Actor, team: ActorTeam | null = null): void {
  const refusal = editRefusal(state, actor, team);
  if (refusal) throw refusal;
}

/** Why the deck decider would refuse this actor's edits, or null when it accepts them (the editor shows controls by it). */
export function editRefusal(state: DeckState, actor: Actor, team: ActorTeam | null = null): DomainError | null {
  if (!state.exists || state.removed) return new NotFound(MESSAGES.presentationNotFound);
  const roles = [roleOn(state, actor.id), workspaceRoleOn(state, team)].filter((role) => role !== null);
  if (roles.length === 0) return new NotFound(MESSAGES.presentationNotFound);
  if (actor.kind !== 'user' && actor.kind !== 'guest') return new Forbidden(MESSAGES.notOwner);
  if (!roles.some((role) => collaboratorMay(role, 'edit'))) return new Forbidden(SHARING_MESSAGES.notPermitted, { permission: 'edit' });
  if (!takeOverPermitsEditing(state.takenOverBy, actor.id)) return new Forbidden(TAKE_OVER_MESSAGES.takenOverBySomeoneElse, { takenOverBy: state.takenOverBy });
  return null;
}

/** Doc 2 §9: at most 500 slides per presentation (deleted ones do not count). */
export function hasRoomForSlides(deck: DeckSlides, adding: number): boolean {
  return deck.slides.length + adding <= MAX_SLIDES_PER_PRESENTATION;
}

/** Doc 2 §8: at the limit, 'Presentation has reached slide limit number.' */
export function requireRoomForSlides(deck: DeckSlides, adding: number): void {
  if (!hasRoomForSlides(deck, adding)) throw new BusinessRuleViolated(MESSAGES.slideLimitReached);
}

/** A slide of the deck that is not deleted. */
export function requireSlide(state: DeckState, slideId: string): DeckSlide {
  const slide = state.slides.find((candidate) => candidate.id === slideId);
  if (!slide) throw new NotFound(MESSAGES.slideNotFound, { slideId });
  return slide;
}

export function requireOption(state: DeckState, optionId: string): { slide: DeckSlide; option: DeckOption } {
  for (const slide of state.slides) {
    const option = slide.options.find((candidate) => candidate.id === optionId);
    if (option) return { slide, option };
  }
  throw new NotFound(MESSAGES.optionNotFound, { optionId });
}

/** Options of this slide, each one (404 for an id the slide does not have). */
export function requireOptionsOf(slide: DeckSlide, optionIds: readonly string[]): string[] {
  const stray = optionIds.find((id) => !slide.options.some((option) => option.id === id));
  if (stray !== undefined) throw new NotFound(MESSAGES.optionNotFound, { optionId: stray });
  return [...new Set(optionIds)];
}

export function requireHint(state: DeckState, hintId: string): { slide: DeckSlide; hint: Hint } {
  for (const slide of state.slides) {
    const hint = slide.hints.find((candidate) => candidate.id === hintId);
    if (hint) return { slide, hint };
  }
  throw new NotFound(MESSAGES.hintNotFound, { hintId });
}

/**
 * A zod failure inside a command, reported with the path the caller sent (e.g. fields.limitChoice); a field
 * the schema does not know is reported at its own path (fields.spinCount), as the HTTP pipe does.
 */
export function invalidInput(error: z.ZodError, prefix: string): ValidationFailed {
  const issues = error.issues.flatMap((issue) => {
    const at = [prefix, ...issue.path.map(String)];
    if (issue.code !== 'unrecognized_keys') return [{ path: at.filter(Boolean).join('.'), message: issue.message }];
    return issue.keys.map((key) => ({ path: [...at, key].filter(Boolean).join('.'), message: `Unknown field: ${key}` }));
  });
  return new ValidationFailed(issues[0]?.message ?? 'Invalid input', issues);
}
