import { z } from 'zod';
import { SLIDE_COMMAND_DATA_SCHEMAS, type SlideCommand } from '../slides/commands.js';
import { DECK_SETTINGS_COMMAND_DATA_SCHEMAS, type DeckSettingsCommand } from './commands.js';

/** Every command the deck decider takes: `{type, data}` (metadata travels beside it, in the pipeline). */
export type DeckCommand = SlideCommand | DeckSettingsCommand;
export type DeckCommandType = DeckCommand['type'];

export const DECK_COMMAND_DATA_SCHEMAS = { ...SLIDE_COMMAND_DATA_SCHEMAS, ...DECK_SETTINGS_COMMAND_DATA_SCHEMAS } as const;
export const DECK_COMMAND_TYPES = Object.keys(DECK_COMMAND_DATA_SCHEMAS) as DeckCommandType[];

/** Validates a command as the socket protocol carries it: `{type, data}` with the type's data schema. */
const commandSchemas = DECK_COMMAND_TYPES.map((type) =>
  z.strictObject({ type: z.literal(type), data: DECK_COMMAND_DATA_SCHEMAS[type] }),
) as unknown as [z.ZodObject, ...z.ZodObject[]];
export const deckCommandSchema = z.discriminatedUnion('type', commandSchemas) as unknown as z.ZodType<DeckCommand>;
