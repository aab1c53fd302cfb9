import { createDocumentRenderer } from './renderer';
import { buildDocx, entryText, paragraph } from './test-support/docx-fixture';
import { removeEmptiedParagraphs } from './empty-paragraphs';
import { xmlProblem } from './xml-well-formed';

/** A paragraph as Word saves it: rsids, proofing marks and the text split over runs by formatting. */
const wordParagraph = (pieces: string[], properties = ''): string =>
  `<w:p w:rsidR="00B21F3A" w:rsidRDefault="00B21F3A">${properties}<w:proofErr w:type="spellStart"/>${pieces
    .map(
      (piece, index) =>
        `<w:r w:rsidR="00C7D1E2">${index % 2 === 1 ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${piece}</w:t></w:r>`,
    )
    .join('')}<w:proofErr w:type="spellEnd"/></w:p>`;

const numbered = (numId: number) =>
  `<w:pPr><w:pStyle w:val="Paragrafoelenco"/><w:numPr><w:ilvl w:val="0"/><w:numId w:val="${numId}"/></w:numPr></w:pPr>`;

const render = (bodyXml: string, answers: Record<string, string>) => {
  const renderer = createDocumentRenderer();
  return entryText(renderer.render(buildDocx({ bodyXml }), 'master', answers), 'word/document.xml');
};

/** The paragraphs of a rendered body, as the text a reader sees ('' for an empty one). */
const paragraphTexts = (xml: string): string[] =>
  [...xml.matchAll(/<w:p(?:\s[^>]*)?(?:\/>|>[\s\S]*?<\/w:p>)/g)].map(([whole]) =>
    [...whole.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map(([, text]) => text).join(''),
  );

describe('paragraphs a condition leaves empty are removed from the generated document', () => {
  const inline = wordParagraph(['{#iva == "Sì"}', 'Il prezzo è soggetto a IVA.', '{/}']);

  it('removes a paragraph whose only content was an inline condition that is false', () => {
    const xml = render(paragraph('Art. 1') + inline + paragraph('Art. 2'), { iva: 'No' });
    expect(paragraphTexts(xml)).toEqual(['Art. 1', 'Art. 2']);
    expect(xmlProblem(xml)).toBeNull();
  });

  it('keeps the paragraph, formatted, when the condition holds', () => {
    const xml = render(paragraph('Art. 1') + inline + paragraph('Art. 2'), { iva: 'Sì' });
    expect(paragraphTexts(xml)).toEqual(['Art. 1', 'Il prezzo è soggetto a IVA.', 'Art. 2']);
    expect(xml).toContain('<w:b/>');
  });

  it('removes an emptied numbered item, so the list has no empty number', () => {
    const items =
      wordParagraph(['Primo obbligo.'], numbered(3)) +
      wordParagraph(['{#garanzia == "Sì"}', 'Garanzia fideiussoria.', '{/}'], numbered(3)) +
      wordParagraph(['Terzo obbligo.'], numbered(3));
    const xml = render(items, { garanzia: 'No' });
    expect(paragraphTexts(xml)).toEqual(['Primo obbligo.', 'Terzo obbligo.']);
    expect(xml.match(/<w:numId /g)).toHaveLength(2);
  });

  it('removes a paragraph left empty by an empty answer, and keeps one with other text', () => {
    const xml = render(paragraph('{note}') + paragraph('Note: {note}'), { note: '' });
    expect(paragraphTexts(xml)).toEqual(['Note: ']);
  });

  it("keeps the author's blank lines, tabs, breaks, fields and cross-reference targets", () => {
    const kept =
      '<w:p/>' +
      '<w:p><w:pPr><w:spacing w:after="0"/></w:pPr></w:p>' +
      '<w:p><w:r><w:t>{#a}</w:t></w:r><w:r><w:tab/></w:r><w:r><w:t>{/}</w:t></w:r></w:p>' +
      '<w:p><w:r><w:t>{vuoto}</w:t></w:r><w:r><w:br w:type="page"/></w:r></w:p>' +
      '<w:p><w:bookmarkStart w:id="1" w:name="_Ref12345"/><w:r><w:t>{vuoto}</w:t></w:r><w:bookmarkEnd w:id="1"/></w:p>' +
      '<w:p><w:fldSimple w:instr=" PAGE "><w:r><w:t>{vuoto}</w:t></w:r></w:fldSimple></w:p>';
    const xml = render(kept, { a: 'x', vuoto: '' });
    expect(paragraphTexts(xml)).toHaveLength(6);
  });

  it('leaves an empty paragraph in a table cell whose only paragraph is removed, as Word requires', () => {
    const table =
      '<w:tbl><w:tblGrid><w:gridCol w:w="4000"/></w:tblGrid><w:tr><w:tc><w:tcPr><w:tcW w:w="4000" w:type="dxa"/></w:tcPr>' +
      wordParagraph(['{#iva == "Sì"}', 'IVA inclusa', '{/}']) +
      '</w:tc></w:tr></w:tbl>';
    const xml = render(table + paragraph('Fine.'), { iva: 'No' });
    expect(xml).toMatch(/<\/w:tcPr><w:p\/><\/w:tc>/);
    expect(xmlProblem(xml)).toBeNull();
  });

  it('changes nothing in a part without empty text elements', () => {
    const xml = `<w:body>${paragraph('Testo')}<w:p/></w:body>`;
    expect(removeEmptiedParagraphs(xml)).toBe(xml);
  });

  it('keeps a text box holder and empties the box down to one paragraph', () => {
    const box =
      '<w:p><w:r><w:drawing><wp:inline><a:graphic><a:graphicData><wps:wsp><wps:txbx><w:txbxContent>' +
      '<w:p><w:r><w:t/></w:r></w:p>' +
      '</w:txbxContent></wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>';
    expect(removeEmptiedParagraphs(box)).toContain('<w:txbxContent><w:p/></w:txbxContent>');
  });
});
