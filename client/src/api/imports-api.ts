import { documentImportResultSchema, type DocumentImportResult, type ImportChoice } from '../../../contracts/imports/document-import.js';
import { sheetImportResultSchema, type SheetImportResult } from '../../../contracts/imports/sheet-import.js';
import type { HttpClient } from './http-client.js';

/** Spec doc 3 §7: the multipart document upload (type importPpt) and POST /api/presentation/import-sheet/. */
export function createImportsApi(http: HttpClient) {
  return {
    async importDocument(presentationId: string, file: File, importChoice: ImportChoice): Promise<DocumentImportResult> {
      const form = new FormData();
      form.append('presentationId', presentationId);
      form.append('type', 'importPpt');
      form.append('importChoice', importChoice);
      form.append('file', file, file.name);
      return (await http.request('POST', '/api/upload/file-document/v2', { form, schema: documentImportResultSchema })).data;
    },
    async importSheet(presentationId: string, file: File): Promise<SheetImportResult> {
      const form = new FormData();
      form.append('presentationId', presentationId);
      form.append('file', file, file.name);
      return (await http.request('POST', '/api/presentation/import-sheet/', { form, schema: sheetImportResultSchema })).data;
    },
  };
}

export const QUIZ_SHEET_TEMPLATE_URL = '/api/presentation/import-sheet/template';
