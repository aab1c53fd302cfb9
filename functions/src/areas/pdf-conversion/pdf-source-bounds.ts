import { inflateEntry, readZipEntries } from '../../documents/zip/zip-reader';

/**
 * What a .docx may be for its PDF to be made: past any of these, LibreOffice is not run on it (issue 33: a master
 * whose group repeats a hundred times gives an 18 MB document that keeps a converter busy past its timeout). A
 * contract of a few hundred pages converts in seconds; these bounds sit far above the seeded templates (under
 * 20 pages) and the 50-page contract of the bench.
 */
export const PDF_SOURCE_LIMITS = {
  /** The .docx as stored. */
  maxDocxBytes: 8 * 1024 * 1024,
  /** word/document.xml inflated (never inflated past this, whatever the zip claims). */
  maxDocumentXmlBytes: 16 * 1024 * 1024,
  /** The pages estimated from the text (see `estimatePages`). */
  maxEstimatedPages: 300,
};

export type PdfSourceLimits = typeof PDF_SOURCE_LIMITS;

/** `fits`, or why the PDF of this .docx is not made (the measure and its bound, for the logs). */
export type PdfSourceVerdict =
  | { fits: true; estimatedPages?: number }
  | {
      fits: false;
      reason: 'docx-bytes' | 'document-xml-bytes' | 'estimated-pages';
      measured: number;
      limit: number;
    };

/** An A4 page of a contract in 11-12 pt type, 2.5 cm margins: about 95 characters a line, 45 lines a page. */
const CHARACTERS_PER_LINE = 95;
const LINES_PER_PAGE = 45;

const EMPTY_PARAGRAPH = /<w:p(?:\s[^>]*)?\/>/g;
const TEXT = /<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g;
const PAGE_BREAK =
  /<w:br\b[^>]*w:type="page"|<w:pageBreakBefore(?:\s*\/>|\s+w:val="(?:1|true|on)")|<w:sectPr\b/g;

/**
 * The pages a document.xml fills, estimated from its text (the .docx's docProps/app.xml is Word's count, not
 * ours, and a rendered document carries the master's): each paragraph at least one line, a line every
 * CHARACTERS_PER_LINE characters, LINES_PER_PAGE lines a page, and one more page at each explicit page or section
 * break. Tables count by their cells' paragraphs, which overstates a little: the bound errs on the side of the
 * converter.
 */
export const estimatePages = (documentXml: string): number => {
  // Each piece before a `</w:p>` holds one paragraph's runs; a `<w:p/>` is an empty line.
  const pieces = documentXml.split('</w:p>');
  let lines = documentXml.match(EMPTY_PARAGRAPH)?.length ?? 0;
  for (const piece of pieces.slice(0, -1)) {
    let characters = 0;
    for (const text of piece.matchAll(TEXT)) characters += text[1]?.length ?? 0;
    lines += Math.max(1, Math.ceil(characters / CHARACTERS_PER_LINE));
  }
  const breaks = documentXml.match(PAGE_BREAK)?.length ?? 0;
  return Math.ceil(lines / LINES_PER_PAGE) + breaks;
};

/**
 * Whether a stored .docx is within the bounds of a conversion, measured before LibreOffice sees it, cheapest
 * first: its size, word/document.xml's size inflated, then its pages. A file that is not a readable .docx (the
 * converter will fail on it anyway) is judged by its size alone.
 */
export const measurePdfSource = (
  docx: Buffer,
  limits: PdfSourceLimits = PDF_SOURCE_LIMITS,
): PdfSourceVerdict => {
  if (docx.length > limits.maxDocxBytes) {
    return { fits: false, reason: 'docx-bytes', measured: docx.length, limit: limits.maxDocxBytes };
  }
  let xml: Buffer;
  try {
    const entry = readZipEntries(docx).find((candidate) => candidate.name === 'word/document.xml');
    if (!entry) return { fits: true };
    xml = inflateEntry(docx, entry, limits.maxDocumentXmlBytes);
  } catch (error) {
    if (!(error instanceof RangeError)) return { fits: true };
    return {
      fits: false,
      reason: 'document-xml-bytes',
      measured: limits.maxDocumentXmlBytes + 1,
      limit: limits.maxDocumentXmlBytes,
    };
  }
  const estimatedPages = estimatePages(xml.toString('utf8'));
  if (estimatedPages > limits.maxEstimatedPages) {
    return {
      fits: false,
      reason: 'estimated-pages',
      measured: estimatedPages,
      limit: limits.maxEstimatedPages,
    };
  }
  return { fits: true, estimatedPages };
};
