import { z } from 'zod';
import type { DomainEvent } from '../events/envelope.js';

/** Spec doc 3 §5 "Import limit: 50 MB or 100 slides". */
export const MAX_IMPORT_FILE_BYTES = 50 * 1024 * 1024;
export const MAX_IMPORTED_SLIDES = 100;

/** Spec doc 3 §9 import messages, word for word. */
export const IMPORT_MESSAGES = {
  tooLarge: 'Maximum file size is 50 MB. Maximum slide amount is 100 slides. Please try again with a smaller file.',
  unsupportedType: 'Could not upload this file (only support file pptx, ppt, pdf).',
  unreadable: 'Cannot read the document',
  failed: 'Import failed.',
  /** Not the spec's: a .ppt needs LibreOffice on the server, and this one has none. */
  legacyPptUnavailable: 'This server cannot convert .ppt files (LibreOffice is not installed). Save the file as .pptx or PDF and try again.',
} as const;

/** Spec doc 3 §4 toasts during import. */
export const IMPORT_TOASTS = { importing: 'Importing slides…', ready: 'Your slides are ready!' } as const;

/** The document kinds the server reads, decided from the file's bytes. */
export const DOCUMENT_KINDS = ['pptx', 'ppt', 'pdf'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Spec doc 3 §4 "Document import stages" as the socket reports them (uploading is the client's own, while it sends). */
export const IMPORT_STAGES = ['converting', 'importing', 'ready', 'failed'] as const;
export type ImportStage = (typeof IMPORT_STAGES)[number];

export const IMPORT_STATUS_SOCKET_EVENT = 'presentation:import-status';

/** Pushed to the importing user's sockets while an import runs. */
export interface ImportStatusPayload {
  readonly importId: string;
  readonly presentationId: string;
  readonly stage: ImportStage;
  /** Slides added so far and the document's slide count (known once converted). */
  readonly done: number;
  readonly total: number | null;
  /** The failure's text (stage 'failed'). */
  readonly message?: string;
}

/**
 * Spec doc 3 §4 "Import choice": import and generate (the default), generate only, import only. The AI half is the
 * client's next request (generate-from-document with the texts answered here); generate only writes nothing here.
 */
export const IMPORT_CHOICES = ['importAndGenerate', 'generateOnly', 'importOnly'] as const;
export type ImportChoice = (typeof IMPORT_CHOICES)[number];

/** Multipart fields beside `file` (spec doc 3 §7 "Multipart document upload"). */
export const documentUploadFieldsSchema = z.object({
  presentationId: z.string().uuid({ message: 'Presentation id must be a UUID' }),
  type: z.literal('importPpt').optional(),
  requestId: z.string().max(100).optional(),
  importChoice: z.enum(IMPORT_CHOICES).default('importAndGenerate'),
});

/** Whether a choice adds the document's own slides to the deck. */
export const importsSlides = (choice: ImportChoice): boolean => choice !== 'generateOnly';

export const documentImportResultSchema = z.strictObject({
  importId: z.string(),
  presentationId: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  slideIds: z.array(z.string()),
  /** Each imported slide's text, in order (PDF pages' text; kept for AI generation). */
  texts: z.array(z.string()),
});
export type DocumentImportResult = z.infer<typeof documentImportResultSchema>;

/** One import, on `document-import-{importId}`: recorded once its slides are in the deck (a refused document writes nothing). */
export const documentImportStreamId = (importId: string) => `document-import-${importId}`;

export type DocumentImported = DomainEvent<
  'DocumentImported',
  {
    importId: string;
    presentationId: string;
    kind: DocumentKind;
    fileName: string;
    fileSize: number;
    /** The uploaded document in FileStorage. */
    fileKey: string;
    slideIds: string[];
    /** Each slide's text, in order (kept for AI generation from the document). */
    texts: string[];
    importedAt: string;
  }
>;
export type DocumentImportEvent = DocumentImported;
