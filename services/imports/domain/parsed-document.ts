/** A box on the 1280x720 canvas, in pixels. */
export interface CanvasBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A piece of an imported slide as the reader found it; images by their index in the slide's `images`. */
export type ParsedBlock =
  | { readonly kind: 'text'; readonly role: 'title' | 'body'; readonly paragraphs: readonly string[]; readonly box: CanvasBox }
  | { readonly kind: 'image'; readonly image: number; readonly box: CanvasBox };

/** One slide (a pptx slide or a PDF page) read from a document, before its images are stored. */
export interface ParsedSlide {
  readonly title: string;
  readonly blocks: readonly ParsedBlock[];
  /** Speaker notes as plain paragraphs. */
  readonly notes: readonly string[];
  /** All of the slide's text, for AI generation later. */
  readonly text: string;
  readonly images: readonly Uint8Array[];
}

/** A quiz question read from a spreadsheet row (row is 1-based, as the spreadsheet shows it). */
export interface ParsedSheetRow {
  readonly row: number;
  readonly cells: readonly string[];
}

/** Why a document could not be read, as the reader process reports it. */
export type ReadFailure = 'unsupportedType' | 'tooLarge' | 'tooManySlides' | 'unreadable' | 'legacyPptUnavailable';
