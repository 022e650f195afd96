import type { ExportFormat } from '../../../contracts/exports/exports.js';

const EXTENSIONS: Readonly<Record<ExportFormat, string>> = { excel: 'xlsx', qnaCsv: 'csv', answersCsv: 'csv', ideasCsv: 'csv', chatCsv: 'csv', pdf: 'pdf', slidesPdf: 'pdf', slideImages: 'zip' };

export const EXPORT_CONTENT_TYPES: Readonly<Record<ExportFormat, string>> = {
  excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  qnaCsv: 'text/csv; charset=utf-8',
  answersCsv: 'text/csv; charset=utf-8',
  ideasCsv: 'text/csv; charset=utf-8',
  chatCsv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
  slidesPdf: 'application/pdf',
  slideImages: 'application/zip',
};

/** What each download holds, after the presentation's name. */
const CONTENTS: Readonly<Record<ExportFormat, string>> = { excel: 'report', pdf: 'report', qnaCsv: 'Q&A', answersCsv: 'answers', ideasCsv: 'ideas', chatCsv: 'chat', slidesPdf: 'slides', slideImages: 'slides' };

/** Where an export's file is kept in the file storage. */
export const exportFileKey = (exportId: string, format: ExportFormat) => `exports/${exportId}.${EXTENSIONS[format]}`;

/** The name a download is saved under: the presentation's name, made safe for a file name, and what it holds. */
export function exportFileName(presentationName: string, format: ExportFormat): string {
  const base = presentationName.replace(/[^\p{L}\p{N} _-]+/gu, ' ').trim().slice(0, 80) || 'Presentation';
  return `${base} ${CONTENTS[format]}.${EXTENSIONS[format]}`;
}
