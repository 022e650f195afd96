import { z } from 'zod';

/** The quiz template's columns, in order (spec doc 3 "Import sheet modal" with a downloadable template). */
export const QUIZ_SHEET_COLUMNS = ['Question', 'Option 1', 'Option 2', 'Option 3', 'Option 4', 'Option 5', 'Option 6', 'Correct options', 'Time limit (seconds)'] as const;
export const QUIZ_SHEET_OPTION_COLUMNS = 6;
export const QUIZ_SHEET_TEMPLATE_NAME = 'quiz-import-template.xlsx';
/** A sheet of more questions than this is refused like a too-long document. */
export const MAX_SHEET_QUESTIONS = 100;

export const sheetImportFieldsSchema = z.object({
  presentationId: z.string().uuid({ message: 'Presentation id must be a UUID' }),
});

export const sheetImportResultSchema = z.strictObject({
  presentationId: z.string(),
  slideIds: z.array(z.string()),
});
export type SheetImportResult = z.infer<typeof sheetImportResultSchema>;

export const SHEET_NOT_XLSX_MESSAGE = 'Could not upload this file (only support file xlsx).';
