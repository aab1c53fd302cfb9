import PizZip from 'pizzip';
import { InvalidDocumentError } from '../errors/app-errors';
import { createDocumentRenderer } from './renderer';
import { buildDocx, paragraph } from './test-support/docx-fixture';
import { xmlProblem } from './xml-well-formed';

/** A paragraph as Word saves it: rsids, a proofing mark and the tag split over runs by formatting. */
const wordParagraph = (before: string, tag: string[]): string =>
  `<w:p w:rsidR="00B21F3A" w:rsidRDefault="00B21F3A"><w:r><w:t xml:space="preserve">${before}</w:t></w:r><w:proofErr w:type="spellStart"/>${tag
    .map(
      (piece, index) =>
        `<w:r w:rsidR="00C7D1E2">${index === 1 ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t>${piece}</w:t></w:r>`,
    )
    .join('')}<w:proofErr w:type="spellEnd"/></w:p>`;

/** Defect 1 of the Word-fidelity review: a section opened alone in a table cell and closed after the table. */
const crossingTable = buildDocx({
  bodyXml:
    paragraph('Contabilità:') +
    '<w:tbl><w:tblPr><w:tblW w:w="5000" w:type="pct"/></w:tblPr><w:tblGrid><w:gridCol w:w="9000"/></w:tblGrid>' +
    `<w:tr><w:tc><w:tcPr><w:tcW w:w="9000" w:type="dxa"/></w:tcPr>${wordParagraph('', ['{#buchhaltung', ' == ', '"Ja"}'])}${paragraph('Tenuta dalla società.')}</w:tc></w:tr></w:tbl>` +
    paragraph('{/}') +
    paragraph('Fine.'),
});

describe('every rendered package is checked before it leaves the renderer', () => {
  it('refuses a render that would give Word malformed XML, with an Italian message naming the part', () => {
    const renderer = createDocumentRenderer();
    let refused: unknown;
    try {
      renderer.render(crossingTable, 'crossing', { buchhaltung: 'Nein' });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(InvalidDocumentError);
    expect((refused as InvalidDocumentError).statusCode).toBe(422);
    expect((refused as InvalidDocumentError).message).toMatch(/documento Word non valido/);
    expect((refused as InvalidDocumentError).errors).toEqual([
      expect.stringMatching(/^word\/document\.xml: /),
    ]);
  });

  it('serves the same master where the answers keep the XML whole, and every part of it parses', () => {
    const rendered = createDocumentRenderer().render(crossingTable, 'crossing', { buchhaltung: 'Ja' });
    const zip = new PizZip(rendered);
    const xmlParts = Object.keys(zip.files).filter((name) => /\.(xml|rels)$/.test(name));
    expect(xmlParts.length).toBeGreaterThan(3);
    for (const name of xmlParts)
      expect({ name, problem: xmlProblem(zip.file(name)?.asText() ?? '') }).toEqual({ name, problem: null });
  });

  it('refuses a render that would write a character XML does not allow (an answer with U+FFFE)', () => {
    const master = buildDocx({ paragraphs: ['Il conduttore {nome}.'] });
    let refused: unknown;
    try {
      createDocumentRenderer().render(master, 'characters', { nome: 'Mario\ufffe Rossi' });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(InvalidDocumentError);
    expect((refused as InvalidDocumentError).errors).toEqual([
      'word/document.xml: carattere non ammesso in XML (U+FFFE)',
    ]);
  });
});
