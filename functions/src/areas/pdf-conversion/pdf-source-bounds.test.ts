import { deflatedEntry, writeZip } from '../../documents/zip/zip-writer';
import { estimatePages, measurePdfSource, PDF_SOURCE_LIMITS } from './pdf-source-bounds';

const paragraph = (text: string) =>
  `<w:p><w:pPr><w:jc w:val="both"/></w:pPr><w:r><w:t>${text}</w:t></w:r></w:p>`;
const body = (paragraphs: string[]) =>
  `<?xml version="1.0"?><w:document><w:body>${paragraphs.join('')}<w:sectPr/></w:body></w:document>`;
const docx = (documentXml: string) =>
  writeZip([deflatedEntry('word/document.xml', Buffer.from(documentXml, 'utf8'))]);

/** A clause of about five lines, as a contract has them. */
const CLAUSE =
  'Il conduttore si obbliga a corrispondere il canone pattuito entro il giorno cinque di ogni mese. '.repeat(
    5,
  );

describe('estimatePages', () => {
  it('counts a line per short paragraph, a line per 95 characters of a long one, 45 lines a page, and the section', () => {
    expect(estimatePages(body(Array.from({ length: 45 }, () => paragraph('Art. 1'))))).toBe(2);
    expect(estimatePages(body(Array.from({ length: 90 }, () => paragraph(CLAUSE))))).toBe(13);
  });

  it('adds a page at each explicit page break, and counts empty paragraphs', () => {
    const broken = body([paragraph('Uno'), '<w:p><w:r><w:br w:type="page"/></w:r></w:p>', '<w:p/>']);
    expect(estimatePages(broken)).toBe(3);
  });
});

describe('measurePdfSource', () => {
  it('lets a contract of a few dozen pages through, with its estimate', () => {
    const verdict = measurePdfSource(docx(body(Array.from({ length: 200 }, () => paragraph(CLAUSE)))));
    expect(verdict).toEqual({ fits: true, estimatedPages: 28 });
  });

  it('refuses a document of too many pages: a group repeated a hundred times', () => {
    const verdict = measurePdfSource(docx(body(Array.from({ length: 4000 }, () => paragraph(CLAUSE)))));
    expect(verdict).toMatchObject({ fits: false, reason: 'estimated-pages', limit: 300 });
  });

  it('refuses a .docx too large as stored, or whose document.xml inflates past its bound, without reading it all', () => {
    const limits = { ...PDF_SOURCE_LIMITS, maxDocxBytes: 1000 };
    expect(measurePdfSource(Buffer.alloc(1001), limits)).toMatchObject({ fits: false, reason: 'docx-bytes' });
    const bomb = docx(body([paragraph('x'.repeat(5000))]));
    expect(measurePdfSource(bomb, { ...PDF_SOURCE_LIMITS, maxDocumentXmlBytes: 1000 })).toMatchObject({
      fits: false,
      reason: 'document-xml-bytes',
    });
  });

  it('judges by its size alone a file that is not a readable .docx (the converter refuses it anyway)', () => {
    expect(measurePdfSource(Buffer.from('not a zip'))).toEqual({ fits: true });
  });
});
