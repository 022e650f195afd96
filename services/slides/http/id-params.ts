import { idSchema } from '../../../contracts/slides/common-schemas.js';

/** Slide, option and hint ids in a path: anything longer cannot have been issued. */
export const deckPartIdParamSchema = idSchema;
