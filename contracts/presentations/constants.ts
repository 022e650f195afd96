/** Spec doc 1 §9 and doc 3 §9. */
export const DEFAULT_PRESENTATION_NAME = 'My new presentation';
export const DEFAULT_FONT_FAMILY = 'Plus Jakarta Sans';
export const PRESENTATION_NAME_MAX_LENGTH = 255;
export const PRESENTATIONS_PAGE_SIZE = 20;
export const HOME_RECENT_PRESENTATIONS = 10;
/** Spec doc 3 §9: random strings are 10 lowercase letters and digits. */
export const UNIQUE_ACCESS_CODE_LENGTH = 10;
export const ACCESS_CODE_LENGTH = 6;

export const presentationStreamId = (presentationId: string) => `presentation-${presentationId}`;
