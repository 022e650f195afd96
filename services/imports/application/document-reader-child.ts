import type { XMLParser as XmlParserClass } from 'fast-xml-parser';
import type * as Yauzl from 'yauzl';
import type ExcelJS from 'exceljs';
import type { CanvasBox, ParsedBlock, ParsedSheetRow, ParsedSlide, ReadFailure } from '../domain/parsed-document.js';

/** Parsed XML: untyped by nature; every value read from it is converted (String, Number) or compared where used. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Xml = any;

/** What the parent asks the reader for. */
export type ReaderFormat = 'pptx' | 'pdf' | 'sheet';

export type ReaderRequest = { readonly kind: 'read'; readonly format: ReaderFormat; readonly bytes: Uint8Array } | { readonly kind: 'next' };

/** What the reader answers: the slide count, each slide (the next once the parent asks), or rows; then the end. */
export type ReaderReply =
  | { readonly kind: 'total'; readonly total: number }
  | { readonly kind: 'slide'; readonly index: number; readonly slide: ParsedSlide }
  | { readonly kind: 'rows'; readonly rows: ParsedSheetRow[] }
  | { readonly kind: 'done' }
  | { readonly kind: 'failed'; readonly failure: ReadFailure; readonly detail: string };

export interface ReaderLimits {
  readonly maxSlides: number;
  /** The most a document's zip may hold unpacked (a zip bomb says more in its directory, or is cut where it lies). */
  readonly maxUnzippedBytes: number;
  readonly maxZipEntries: number;
  readonly maxSheetRows: number;
}

export interface ReaderLibraries {
  readonly yauzl: typeof Yauzl;
  readonly XMLParser: typeof XmlParserClass;
  readonly createCanvas: (width: number, height: number) => { getContext(kind: '2d'): unknown; toBuffer(mime: 'image/png'): Buffer };
  readonly exceljs: typeof ExcelJS;
  /** pdf.js ships ES modules only: loaded with import() by the child's own prelude. */
  readonly loadPdfjs: () => Promise<PdfJs>;
  readonly standardFontDataUrl: string;
}

interface PdfJs {
  getDocument(source: Record<string, unknown>): { promise: Promise<PdfDocument> };
}
interface PdfDocument {
  numPages: number;
  getPage(number: number): Promise<PdfPage>;
}
interface PdfPage {
  getViewport(options: { scale: number }): { width: number; height: number };
  getTextContent(): Promise<{ items: { str?: string; hasEOL?: boolean }[] }>;
  render(options: Record<string, unknown>): { promise: Promise<void> };
  cleanup(): void;
}

/**
 * The reader process's whole program: it opens one document (pptx, PDF or quiz sheet) and answers its slides one
 * at a time. It runs from its source text (document-reader-process.ts), so it may use only its arguments: the same
 * code runs compiled and under the test runner. Errors are answered as a failure kind, never thrown at the parent.
 */
export function documentReaderChild(libs: ReaderLibraries, limits: ReaderLimits, child: NodeJS.Process): void {
  const CANVAS_WIDTH = 1280;
  const CANVAS_HEIGHT = 720;
  const reply = (message: ReaderReply) => child.send?.(message);
  let resumeNext: (() => void) | null = null;
  const nextWanted = () => new Promise<void>((resolve) => (resumeNext = resolve));

  class ReadError extends Error {
    constructor(readonly failure: ReadFailure, detail: string) {
      super(detail);
    }
  }

  // A zip's directory, checked before anything is unpacked; yauzl then refuses an entry longer than it declared.
  const openZip = (bytes: Uint8Array) =>
    new Promise<{ names: Set<string>; read: (name: string) => Promise<Buffer | null> }>((resolve, reject) => {
      libs.yauzl.fromBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
        if (error || !zip) return reject(new ReadError('unreadable', `Not a readable zip: ${error?.message}`));
        const entries = new Map<string, Yauzl.Entry>();
        let unzipped = 0;
        zip.on('error', (zipError: Error) => reject(new ReadError('unreadable', zipError.message)));
        zip.on('entry', (entry: Yauzl.Entry) => {
          unzipped += entry.uncompressedSize;
          if (entries.size >= limits.maxZipEntries || unzipped > limits.maxUnzippedBytes) {
            zip.close();
            return reject(new ReadError('tooLarge', `The zip unpacks to more than ${limits.maxUnzippedBytes} bytes or ${limits.maxZipEntries} entries`));
          }
          entries.set(entry.fileName, entry);
          zip.readEntry();
        });
        zip.on('end', () =>
          resolve({
            names: new Set(entries.keys()),
            read: (name) =>
              new Promise((resolveEntry, rejectEntry) => {
                const entry = entries.get(name);
                if (!entry) return resolveEntry(null);
                zip.openReadStream(entry, (streamError, stream) => {
                  if (streamError || !stream) return rejectEntry(new ReadError('unreadable', `${name}: ${streamError?.message}`));
                  const chunks: Buffer[] = [];
                  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
                  stream.on('error', (readError: Error) => rejectEntry(new ReadError('unreadable', `${name}: ${readError.message}`)));
                  stream.on('end', () => resolveEntry(Buffer.concat(chunks)));
                });
              }),
          }),
        );
        zip.readEntry();
      });
    });

  const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
  const textOf = (node: unknown): string => {
    if (typeof node === 'string') return node;
    if (node && typeof node === 'object' && '#text' in node) return String((node as { '#text': unknown })['#text']);
    return '';
  };
  const xml = new libs.XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', parseTagValue: false, parseAttributeValue: false, trimValues: false });
  const parseXml = (bytes: Buffer | null) => (bytes ? (xml.parse(bytes.toString('utf8')) as Xml) : {});
  const resolvePath = (base: string, target: string) => {
    const parts = base.split('/').slice(0, -1);
    for (const part of target.split('/')) {
      if (part === '..') parts.pop();
      else if (part !== '.') parts.push(part);
    }
    return parts.join('/');
  };
  const relationships = async (zip: { read: (name: string) => Promise<Buffer | null> }, partPath: string) => {
    const slash = partPath.lastIndexOf('/');
    const relsPath = `${partPath.slice(0, slash)}/_rels/${partPath.slice(slash + 1)}.rels`;
    const rels = asArray(parseXml(await zip.read(relsPath)).Relationships?.Relationship);
    return rels.map((rel: Xml) => ({ id: String(rel.Id), type: String(rel.Type ?? ''), target: resolvePath(partPath, String(rel.Target ?? '')), external: rel.TargetMode === 'External' }));
  };
  const paragraphsOf = (txBody: Xml): string[] =>
    asArray(txBody?.['a:p']).map((paragraph: Xml) =>
      [...asArray(paragraph['a:r']), ...asArray(paragraph['a:fld'])].map((run: Xml) => textOf(run['a:t'])).join(''),
    );

  async function readPptx(bytes: Uint8Array): Promise<void> {
    const zip = await openZip(bytes);
    if (!zip.names.has('ppt/presentation.xml')) throw new ReadError('unsupportedType', 'A zip without ppt/presentation.xml (a .docx or .xlsx?)');
    const presentation = parseXml(await zip.read('ppt/presentation.xml'))['p:presentation'] ?? {};
    const size = presentation['p:sldSz'] ?? {};
    const slideWidth = Number(size.cx) || 12192000;
    const slideHeight = Number(size.cy) || 6858000;
    // One scale for both axes, centred: a 4:3 deck keeps its shapes' proportions on the 16:9 canvas.
    const scale = Math.min(CANVAS_WIDTH / slideWidth, CANVAS_HEIGHT / slideHeight);
    const offsetX = (CANVAS_WIDTH - slideWidth * scale) / 2;
    const offsetY = (CANVAS_HEIGHT - slideHeight * scale) / 2;
    const presentationRels = await relationships(zip, 'ppt/presentation.xml');
    const slidePaths = asArray(presentation['p:sldIdLst']?.['p:sldId'])
      .map((slideId: Xml) => presentationRels.find((rel) => rel.id === slideId['r:id'])?.target)
      .filter((path): path is string => typeof path === 'string' && zip.names.has(path));
    if (slidePaths.length > limits.maxSlides) throw new ReadError('tooManySlides', `${slidePaths.length} slides`);
    reply({ kind: 'total', total: slidePaths.length });

    const boxOf = (spPr: Xml, fallback: CanvasBox): CanvasBox => {
      const xfrm = spPr?.['a:xfrm'];
      if (!xfrm?.['a:off'] || !xfrm?.['a:ext']) return fallback;
      return {
        x: offsetX + Number(xfrm['a:off'].x) * scale,
        y: offsetY + Number(xfrm['a:off'].y) * scale,
        width: Number(xfrm['a:ext'].cx) * scale,
        height: Number(xfrm['a:ext'].cy) * scale,
      };
    };
    const TITLE_BOX = { x: 80, y: 40, width: 1120, height: 120 };
    const BODY_BOX = { x: 80, y: 180, width: 1120, height: 480 };

    for (const [index, slidePath] of slidePaths.entries()) {
      const rels = await relationships(zip, slidePath);
      const tree = parseXml(await zip.read(slidePath))['p:sld']?.['p:cSld']?.['p:spTree'] ?? {};
      const blocks: ParsedBlock[] = [];
      const images: Uint8Array[] = [];
      let title = '';
      const texts: string[] = [];
      const visit = async (group: Xml) => {
        for (const picture of asArray(group['p:pic'])) {
          const rel = rels.find((candidate) => candidate.id === picture['p:blipFill']?.['a:blip']?.['r:embed']);
          const data = rel && !rel.external ? await zip.read(rel.target) : null;
          if (!data) continue;
          blocks.push({ kind: 'image', image: images.length, box: boxOf(picture['p:spPr'], BODY_BOX) });
          images.push(data);
        }
        for (const shape of asArray(group['p:sp'])) {
          const placeholder = shape['p:nvSpPr']?.['p:nvPr']?.['p:ph'];
          const isTitle = placeholder?.type === 'title' || placeholder?.type === 'ctrTitle';
          const paragraphs = paragraphsOf(shape['p:txBody']);
          if (paragraphs.every((paragraph) => paragraph.trim() === '')) continue;
          if (isTitle && !title) title = paragraphs.join(' ').trim();
          texts.push(...paragraphs);
          blocks.push({ kind: 'text', role: isTitle ? 'title' : 'body', paragraphs, box: boxOf(shape['p:spPr'], isTitle ? TITLE_BOX : BODY_BOX) });
        }
        for (const inner of asArray(group['p:grpSp'])) await visit(inner);
      };
      await visit(tree);
      const notesRel = rels.find((rel) => rel.type.endsWith('/notesSlide'));
      const notesTree = notesRel ? (parseXml(await zip.read(notesRel.target))['p:notes']?.['p:cSld']?.['p:spTree'] ?? {}) : {};
      const notes = asArray(notesTree['p:sp'])
        .filter((shape: Xml) => shape['p:nvSpPr']?.['p:nvPr']?.['p:ph']?.type === 'body')
        .flatMap((shape: Xml) => paragraphsOf(shape['p:txBody']))
        .filter((paragraph: string) => paragraph.trim() !== '');
      const wanted = nextWanted();
      reply({ kind: 'slide', index, slide: { title, blocks, notes, text: texts.join('\n'), images } });
      await wanted;
    }
  }

  async function readPdf(bytes: Uint8Array): Promise<void> {
    const pdfjs = await libs.loadPdfjs();
    let document: PdfDocument;
    try {
      // pdf.js refuses a Buffer (what IPC hands over); the same memory as a plain Uint8Array is what it wants.
      document = await pdfjs.getDocument({ data: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), useSystemFonts: false, disableFontFace: true, isEvalSupported: false, verbosity: 0, standardFontDataUrl: libs.standardFontDataUrl }).promise;
    } catch (error) {
      throw new ReadError('unreadable', `pdf.js: ${(error as Error).message}`);
    }
    if (document.numPages > limits.maxSlides) throw new ReadError('tooManySlides', `${document.numPages} pages`);
    reply({ kind: 'total', total: document.numPages });
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const natural = page.getViewport({ scale: 1 });
      const scale = Math.min(CANVAS_WIDTH / natural.width, CANVAS_HEIGHT / natural.height);
      const viewport = page.getViewport({ scale });
      const canvas = libs.createCanvas(CANVAS_WIDTH, CANVAS_HEIGHT);
      const context = canvas.getContext('2d') as { fillStyle: string; fillRect(x: number, y: number, w: number, h: number): void };
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, CANVAS_WIDTH, CANVAS_HEIGHT);
      // The page is fitted and centred on the 16:9 canvas; the margins stay white like paper.
      const dx = (CANVAS_WIDTH - viewport.width) / 2;
      const dy = (CANVAS_HEIGHT - viewport.height) / 2;
      await page.render({ canvas, canvasContext: context, viewport, transform: [1, 0, 0, 1, dx, dy] }).promise;
      const content = await page.getTextContent();
      const text = content.items.map((item) => (item.str ?? '') + (item.hasEOL ? '\n' : '')).join('').trim();
      page.cleanup();
      const title = text.split('\n').find((line) => line.trim() !== '')?.trim().slice(0, 200) ?? '';
      const wanted = nextWanted();
      reply({
        kind: 'slide',
        index: number - 1,
        slide: { title, blocks: [{ kind: 'image', image: 0, box: { x: 0, y: 0, width: CANVAS_WIDTH, height: CANVAS_HEIGHT } }], notes: [], text, images: [canvas.toBuffer('image/png')] },
      });
      await wanted;
    }
  }

  async function readSheet(bytes: Uint8Array): Promise<void> {
    // Its zip is checked first: exceljs would unpack whatever the directory says.
    const zip = await openZip(bytes);
    if (!zip.names.has('xl/workbook.xml')) throw new ReadError('unsupportedType', 'Not an .xlsx workbook');
    const workbook = new libs.exceljs.Workbook();
    try {
      await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never);
    } catch (error) {
      throw new ReadError('unreadable', `exceljs: ${(error as Error).message}`);
    }
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new ReadError('unreadable', 'The workbook has no sheet');
    if (sheet.rowCount > limits.maxSheetRows) throw new ReadError('tooManySlides', `${sheet.rowCount} rows`);
    const rows: ParsedSheetRow[] = [];
    sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      const cells: string[] = [];
      for (let column = 1; column <= Math.min(row.cellCount, 20); column++) cells.push(row.getCell(column).text ?? '');
      rows.push({ row: rowNumber, cells });
    });
    reply({ kind: 'rows', rows });
  }

  child.on('message', (request: ReaderRequest) => {
    if (request.kind === 'next') {
      const resume = resumeNext;
      resumeNext = null;
      resume?.();
      return;
    }
    const read = request.format === 'pptx' ? readPptx : request.format === 'pdf' ? readPdf : readSheet;
    read(request.bytes).then(
      () => reply({ kind: 'done' }),
      (error: unknown) => reply(error instanceof ReadError ? { kind: 'failed', failure: error.failure, detail: error.message } : { kind: 'failed', failure: 'unreadable', detail: String((error as Error)?.stack ?? error) }),
    );
  });
}
