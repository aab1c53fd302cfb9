import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFStream,
  ParseSpeeds,
  type PDFObject,
} from 'pdf-lib';

/** What a PDF must be before it is stored as a purchased document's PDF (docs/api.md, the PDF download). */
export interface PdfACheckOptions {
  /** More pages than this is no contract: a conversion gone wrong. */
  maxPages: number;
}

export interface PdfAReport {
  pages: number;
  /** Empty when the file is a PDF/A-2b a lawyer can sign and file; otherwise one line per problem, for the logs. */
  problems: string[];
}

const key = (name: string) => PDFName.of(name);

/**
 * Actions a PDF/A-2 file may not carry (ISO 19005-2, 6.6.1), and those that would make it active content
 * for the PCT: scripts, launching programs, forms sent or reset, media.
 */
const FORBIDDEN_ACTIONS = new Set([
  'JavaScript',
  'Launch',
  'Sound',
  'Movie',
  'ResetForm',
  'SubmitForm',
  'ImportData',
  'Hide',
  'SetOCGState',
  'Rendition',
  'Trans',
  'GoTo3DView',
  'RichMediaExecute',
]);

/** Font kinds drawn from a font program, which must be embedded; a Type 3 font's glyphs are in the file. */
const FONTS_WITH_A_PROGRAM = new Set(['Type1', 'MMType1', 'TrueType', 'CIDFontType0', 'CIDFontType2']);
/** The CID fonts under a Type 0 font: its ToUnicode map, on the Type 0 font, makes their text selectable. */
const DESCENDANT_FONTS = new Set(['CIDFontType0', 'CIDFontType2']);
const FONT_FILES = ['FontFile', 'FontFile2', 'FontFile3'];

const nameOf = (value: PDFObject | undefined): string | undefined =>
  value instanceof PDFName ? value.decodeText() : undefined;

/** Every dictionary of the file: the indirect objects, streams' dictionaries and the dictionaries nested in them. */
function* dictionariesOf(document: PDFDocument): Generator<PDFDict> {
  const pending: PDFObject[] = document.context.enumerateIndirectObjects().map(([, object]) => object);
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    if (object instanceof PDFStream) pending.push(object.dict);
    else if (object instanceof PDFArray) pending.push(...object.asArray());
    else if (object instanceof PDFDict) {
      yield object;
      pending.push(...object.values());
    }
  }
}

const streamText = (stream: PDFRawStream): string => {
  const bytes = stream.dict.has(key('Filter')) ? decodePDFRawStream(stream).decode() : stream.contents;
  return Buffer.from(bytes).toString('utf8');
};

/** `pdfaid:part` and `pdfaid:conformance` in the XMP packet, as elements or as attributes. */
const pdfaIdentification = (xmp: string, property: 'part' | 'conformance'): string | undefined => {
  const match = new RegExp(`pdfaid:${property}\\s*(?:=\\s*["']([^"']*)["']|>\\s*([^<\\s]*)\\s*<)`).exec(xmp);
  return match?.[1] ?? match?.[2];
};

const identificationProblems = (catalog: PDFDict): string[] => {
  const metadata = catalog.lookup(key('Metadata'));
  if (!(metadata instanceof PDFRawStream)) return ['no XMP metadata stream in the catalog'];
  const xmp = streamText(metadata);
  const part = pdfaIdentification(xmp, 'part');
  const conformance = pdfaIdentification(xmp, 'conformance');
  const problems: string[] = [];
  if (part !== '2') problems.push(`XMP pdfaid:part is ${part ?? 'missing'}, not 2`);
  if (conformance?.toUpperCase() !== 'B')
    problems.push(`XMP pdfaid:conformance is ${conformance ?? 'missing'}, not B`);
  const intents = catalog.lookup(key('OutputIntents'));
  const pdfaIntent =
    intents instanceof PDFArray &&
    intents
      .asArray()
      .some((intent) => nameOf(catalog.context.lookup(intent, PDFDict).get(key('S'))) === 'GTS_PDFA1');
  if (!pdfaIntent) problems.push('no GTS_PDFA1 output intent');
  return problems;
};

const catalogProblems = (catalog: PDFDict): string[] => {
  const problems: string[] = [];
  if (catalog.has(key('AcroForm'))) problems.push('an AcroForm (form fields)');
  const names = catalog.lookup(key('Names'));
  if (names instanceof PDFDict && names.has(key('EmbeddedFiles'))) problems.push('embedded files');
  if (names instanceof PDFDict && names.has(key('JavaScript'))) problems.push('document-level JavaScript');
  const open = catalog.lookup(key('OpenAction'));
  if (open instanceof PDFDict && nameOf(open.get(key('S'))) !== 'GoTo')
    problems.push(`an OpenAction of type ${nameOf(open.get(key('S'))) ?? 'unknown'}`);
  return problems;
};

const fontProblems = (font: PDFDict): string[] => {
  const subtype = nameOf(font.get(key('Subtype'))) ?? 'unknown';
  const label = `font ${nameOf(font.get(key('BaseFont'))) ?? '(unnamed)'} (${subtype})`;
  const problems: string[] = [];
  if (FONTS_WITH_A_PROGRAM.has(subtype)) {
    const descriptor = font.lookup(key('FontDescriptor'));
    const embedded = descriptor instanceof PDFDict && FONT_FILES.some((file) => descriptor.has(key(file)));
    if (!embedded) problems.push(`${label} is not embedded`);
  }
  if (!DESCENDANT_FONTS.has(subtype) && !font.has(key('ToUnicode')))
    problems.push(`${label} has no ToUnicode map: its text could not be selected`);
  return problems;
};

const activeContentProblems = (dictionary: PDFDict): string[] => {
  const problems: string[] = [];
  const action = nameOf(dictionary.get(key('S')));
  if (action && FORBIDDEN_ACTIONS.has(action)) problems.push(`a ${action} action`);
  if (dictionary.has(key('JS'))) problems.push('a JavaScript entry (JS)');
  if (dictionary.has(key('AA'))) problems.push('additional actions (AA)');
  if (nameOf(dictionary.get(key('Subtype'))) === 'Widget') problems.push('a form field widget');
  return problems;
};

const loaded = async (bytes: Uint8Array): Promise<PDFDocument | undefined> => {
  if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') return undefined;
  try {
    // Parsed in one go: pdf-lib's default yields to the event loop every 100 objects, which costs a busy
    // process far more time than the parsing itself.
    return await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: true,
      parseSpeed: ParseSpeeds.Fastest,
    });
  } catch {
    return undefined;
  }
};

const UNREADABLE: PdfAReport = { pages: 0, problems: ['not a readable PDF'] };

const inspect = (document: PDFDocument, options: PdfACheckOptions): PdfAReport => {
  const problems: string[] = [];
  if (document.isEncrypted) problems.push('encrypted');
  const { catalog } = document;
  problems.push(...identificationProblems(catalog), ...catalogProblems(catalog));
  for (const dictionary of dictionariesOf(document)) {
    if (nameOf(dictionary.get(key('Type'))) === 'Font') problems.push(...fontProblems(dictionary));
    problems.push(...activeContentProblems(dictionary));
  }
  const pages = document.getPageCount();
  if (pages < 1 || pages > options.maxPages)
    problems.push(`${pages} pages, outside 1 to ${options.maxPages}`);
  return { pages, problems: [...new Set(problems)] };
};

/**
 * Checks a converter's output before it is stored: a PDF/A-2b by its XMP identification and output intent,
 * every font embedded and with a ToUnicode map (text selectable), no encryption, no JavaScript or other
 * forbidden action, no form, no embedded file, and a page count between 1 and `maxPages`. Reads the file's
 * objects (object streams included); it does not re-validate all of ISO 19005-2, which LibreOffice's export
 * follows.
 */
export const checkPdfA = async (bytes: Uint8Array, options: PdfACheckOptions): Promise<PdfAReport> => {
  const document = await loaded(bytes);
  try {
    return document ? inspect(document, options) : UNREADABLE;
  } catch {
    // A file pdf-lib loaded leniently but whose catalog or page tree is broken.
    return UNREADABLE;
  }
};
