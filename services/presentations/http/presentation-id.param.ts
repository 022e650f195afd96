import { z } from 'zod';

/** Presentation ids are UUIDs; anything else cannot exist, so it is rejected before a lookup. */
export const presentationIdParamSchema = z.string().uuid({ message: 'Presentation id must be a UUID' });
