import { activeContentOfPackage } from './active-content';
import {
  ACTIVE_CONTENT_VARIANTS,
  complexField,
  relationship,
  relationships,
} from './test-support/active-content-fixtures';
import { buildDocx, paragraph } from './test-support/docx-fixture';

const R = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const withRels = (...rels: string[]) =>
  buildDocx({
    bodyXml: `${paragraph('Testo')}<w:p><w:hyperlink ${R} r:id="rId3"><w:r><w:t>link</w:t></w:r></w:hyperlink></w:p>`,
    files: { 'word/_rels/document.xml.rels': relationships(...rels) },
  });
const elements = (docx: Buffer) => activeContentOfPackage(docx).map(({ element }) => element);

describe('active and external content', () => {
  it.each(ACTIVE_CONTENT_VARIANTS.map((variant) => [variant.name, variant] as const))(
    'finds %s, naming the part',
    (_, { docx, element, part }) => {
      const [first] = activeContentOfPackage(docx());
      expect(first?.element).toContain(element);
      expect(first?.part).toBe(part);
    },
  );

  it('lets web and mail hyperlinks, internal pictures and the fields Word computes through', () => {
    const docx = buildDocx({
      bodyXml: paragraph('Testo') + complexField(' PAGEREF _Ref1 \\h ') + complexField(' NUMPAGES '),
      files: {
        'word/_rels/document.xml.rels': relationships(
          relationship('rId3', 'hyperlink', 'https://www.example.it/?a=1&amp;b=2', true),
          relationship('rId4', 'hyperlink', 'mailto:studio@pec.it', true),
          relationship('rId5', 'image', 'media/image1.png'),
        ),
        'word/media/image1.png': Buffer.alloc(64, 1),
      },
    });
    expect(activeContentOfPackage(docx)).toEqual([]);
  });

  it.each([
    ['an entity-encoded scheme', '&#106;avascript:alert(1)', '«javascript:»'],
    ['a scheme broken by a tab and a newline', 'java&#x09;scr&#10;ipt:alert(1)', '«javascript:»'],
    ['a file: hyperlink', 'file:///C:/Windows/calc.exe', '«file:»'],
    ['a UNC path', '\\\\192.0.2.7\\condivisa\\x.docx', 'cartella di rete'],
    ['a path next to the document', '..\\segreto.docx', 'collegamento a un file'],
  ])('refuses a hyperlink with %s', (_, target, element) => {
    expect(elements(withRels(relationship('rId3', 'hyperlink', target, true)))).toEqual([
      expect.stringContaining(element),
    ]);
  });

  it('refuses an address as an internal target, a lower-case target mode and unknown external types', () => {
    expect(elements(withRels(relationship('rId3', 'hyperlink', 'javascript:x')))).toHaveLength(1);
    expect(
      elements(
        withRels(relationship('rId3', 'hyperlink', 'vbscript:x').replace('/>', ' TargetMode=" external"/>')),
      ),
    ).toHaveLength(1);
    expect(elements(withRels(relationship('rId3', 'mailMergeSource', 'file:///C:/dati.xlsx', true)))).toEqual(
      ['un collegamento a un contenuto esterno (mailmergesource)'],
    );
  });

  it('reads parts written in UTF-16, with or without a byte order mark', () => {
    const rels = relationships(relationship('rId3', 'hyperlink', 'javascript:alert(1)', true)).replace(
      'UTF-8',
      'UTF-16',
    );
    const withBom = buildDocx({
      files: { 'word/_rels/document.xml.rels': Buffer.from(`\ufeff${rels}`, 'utf16le') },
    });
    const bigEndian = buildDocx({
      files: { 'word/_rels/document.xml.rels': Buffer.from(rels, 'utf16le').swap16() },
    });
    expect(elements(withBom)).toEqual([expect.stringContaining('javascript')]);
    expect(elements(bigEndian)).toEqual([expect.stringContaining('javascript')]);
  });

  it('finds fields in headers and footers, and a mail merge bound to a data source', () => {
    const docx = buildDocx({
      paragraphs: ['Testo'],
      settingsXml:
        '<w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:mailMerge><w:mainDocumentType w:val="formLetters"/><w:connectString w:val="Provider=x"/><w:query w:val="SELECT * FROM x"/></w:mailMerge></w:settings>',
      files: {
        'word/footer1.xml': `<w:ftr xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">${complexField(' LINK Excel.Sheet "c:\\\\x.xlsx" ')}</w:ftr>`,
      },
    });
    expect(activeContentOfPackage(docx)).toEqual([
      { part: 'word/settings.xml', element: "una stampa unione collegata a un'origine dati" },
      { part: 'word/footer1.xml', element: 'un campo LINK' },
    ]);
  });
});
