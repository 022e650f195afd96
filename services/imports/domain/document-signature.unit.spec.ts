import { documentSignature } from './document-signature.js';

describe("a document's type by its first bytes, never its name", () => {
  it('tells PDF, zip (pptx, docx, xlsx) and compound files (legacy .ppt) apart, and nothing else', () => {
    expect(documentSignature(Buffer.from('%PDF-1.7\n...'))).toBe('pdf');
    expect(documentSignature(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14]))).toBe('zip');
    expect(documentSignature(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))).toBe('compoundFile');
    expect(documentSignature(Buffer.from('%PDF'))).toBe('unknown');
    expect(documentSignature(Buffer.from('PK'))).toBe('unknown');
    expect(documentSignature(new Uint8Array())).toBe('unknown');
  });
});
