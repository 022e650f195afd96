import type { DeckSlide } from '../../../contracts/deck/read-model.js';
import type { AudienceMember } from '../../../contracts/live/events.js';
import { AUDIENCE_ENTRY_PREFIX } from '../../../contracts/spinner-wheel/constants.js';
import type { WheelEntry } from '../../../contracts/spinner-wheel/events.js';
import type { WheelSource } from '../domain/spinner-wheel.decider.js';

/** The slide's entries as the editor wrote them (blank lines are no entries). */
function authoredEntries(slide: DeckSlide): WheelEntry[] {
  return slide.options.flatMap((option) => (option.title.trim() ? [{ id: option.id, title: option.title }] : []));
}

/** Everyone who joined, in the order they joined; someone who gave no name is their avatar and number. */
function joinedEntries(members: ReadonlyMap<string, AudienceMember>): WheelEntry[] {
  let number = 0;
  return [...members.values()].map((member) => {
    number += 1;
    return { id: `${AUDIENCE_ENTRY_PREFIX}${member.audienceId}`, title: member.name || `${member.emoji} #${number}` };
  });
}

export function wheelSource(slide: DeckSlide, members: ReadonlyMap<string, AudienceMember>): WheelSource {
  return { slideId: slide.id, authored: authoredEntries(slide), joined: joinedEntries(members), slide };
}
