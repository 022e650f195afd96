/** The presenter's messages for refused wheel actions (the spec gives none of its own). */
export const SPINNER_MESSAGES = {
  spinning: 'The wheel is already spinning.',
  waitForStop: 'Wait for the wheel to stop first.',
  empty: 'There is nothing on the wheel to spin. Add entries, or put back the ones taken off.',
  unknownEntry: 'That entry is not on the wheel.',
  notWheelSlide: 'Spinner wheel slide not found.',
} as const;

/** Entries of everyone who joined carry this prefix before the person's audience id. */
export const AUDIENCE_ENTRY_PREFIX = 'audience-';
