/** What a file's first bytes say it is; its name and the browser's claim are never trusted. */
export type DocumentSignature = 'pdf' | 'zip' | 'compoundFile' | 'unknown';

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4 (pptx, docx, xlsx all are zips: the entries tell them apart)
const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // OLE2: legacy .ppt (and .doc, .xls)

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);

export function documentSignature(bytes: Uint8Array): DocumentSignature {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, ZIP)) return 'zip';
  if (startsWith(bytes, COMPOUND_FILE)) return 'compoundFile';
  return 'unknown';
}
