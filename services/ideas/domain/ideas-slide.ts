import { IDEAS_DEFAULT_VOTES, IDEAS_MAX_VOTES, IDEAS_MIN_VOTES } from '../../../contracts/slides/constants.js';

/** What a brainstorm slide's rules depend on, read the same way on every side (a missing or malformed field takes its default). */
export interface IdeasSlideRules {
  readonly id: string;
  /** Spec doc 2 §5: limitChoice, for ideas clamped between 1 and 20 votes per person. */
  readonly voteLimit: number;
  /** entriesPerParticipant: ideas one person may send. */
  readonly ideasPerPerson: number;
}

const whole = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isInteger(value) ? value : fallback);

export function ideasSlideRules(slide: { readonly id: string; readonly limitChoice?: unknown; readonly entriesPerParticipant?: unknown }): IdeasSlideRules {
  return {
    id: slide.id,
    voteLimit: Math.min(IDEAS_MAX_VOTES, Math.max(IDEAS_MIN_VOTES, whole(slide.limitChoice, IDEAS_DEFAULT_VOTES))),
    ideasPerPerson: Math.max(1, whole(slide.entriesPerParticipant, 1)),
  };
}
