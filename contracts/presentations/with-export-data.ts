import { z } from 'zod';
import { deckDocumentSchema } from '../deck/read-model.js';
import { exportDataSchema } from '../exports/export-data.js';
import { presentationSummarySchema } from './read-models.js';

/** The presentation detail and list rows as the API answers them: the read model with exportData joined (null before any report export). */
export const presentationDetailSchema = deckDocumentSchema.extend({ exportData: exportDataSchema.nullable() });
const listedSchema = presentationSummarySchema.extend({ exportData: exportDataSchema.nullable() });
export const presentationListWithExportDataSchema = z.object({ presentations: z.array(listedSchema), numberOfPresentationPages: z.number().int() });
export const deletedPresentationListWithExportDataSchema = z.object({ result: z.array(listedSchema), numberOfPresentationPages: z.number().int() });
