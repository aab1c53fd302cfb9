import { checkTemplate } from './template-check';
import { buildDocx, paragraph } from './test-support/docx-fixture';

const choice = (variable: string, options: string[]) => ({
  variable,
  question: `${variable}?`,
  options,
  is_multiple_selection: false,
  required_answers: [],
});

/** A paragraph as Word saves it: rsids, proofing marks and the text split over runs by formatting. */
const wordParagraph = (pieces: string[]) =>
  `<w:p w:rsidR="00B21F3A"><w:proofErr w:type="spellStart"/>${pieces
    .map(
      (piece, index) =>
        `<w:r>${index % 2 ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${piece}</w:t></w:r>`,
    )
    .join('')}<w:proofErr w:type="spellEnd"/></w:p>`;

const cell = (content: string) => `<w:tc><w:tcPr><w:tcW w:w="3000" w:type="dxa"/></w:tcPr>${content}</w:tc>`;
const table = (...rows: string[][]) =>
  `<w:tbl><w:tblPr><w:tblW w:w="5000" w:type="pct"/></w:tblPr><w:tblGrid><w:gridCol w:w="3000"/><w:gridCol w:w="3000"/></w:tblGrid>${rows
    .map((cells) => `<w:tr w:rsidR="00AA">${cells.map(cell).join('')}</w:tr>`)
    .join('')}</w:tbl>`;

const check = (bodyXml: string, questions = [choice('buchhaltung', ['Ja', 'Nein'])]) =>
  checkTemplate({ documents: [{ label: 'Master', buffer: buildDocx({ bodyXml }) }], questions });

describe('the template check reads where sections open and close', () => {
  it('refuses a section opened alone in a table cell and closed after the table, quoting both tags', () => {
    const { errors } = check(
      paragraph('Contabilità:') +
        table([wordParagraph(['{#buchhaltung', ' == ', '"Ja"}']) + paragraph('Tenuta dalla società.')]) +
        paragraph('{/}'),
    );
    expect(errors).toEqual([
      expect.stringMatching(
        /^Master: la sezione \{#buchhaltung == "Ja"\} si chiude con \{\/\} in un altro punto della tabella/,
      ),
    ]);
  });

  it('refuses a section opened in one row and closed in another', () => {
    const { errors } = check(
      table([paragraph('{#buchhaltung == "Ja"}Sì'), paragraph('a')], [paragraph('b'), paragraph('{/}')]),
    );
    expect(errors).toHaveLength(1);
  });

  it('accepts sections inside one cell, around a whole table, and across the cells of one row', () => {
    const { errors } = check(
      table([paragraph('{#buchhaltung == "Ja"}') + paragraph('Sì') + paragraph('{/}'), paragraph('x')]) +
        paragraph('{^buchhaltung == "Ja"}') +
        table([paragraph('Tabella intera'), paragraph('y')]) +
        paragraph('{/}') +
        table([paragraph('{#buchhaltung == "Nein"}Riga'), paragraph('tolta{/}')]),
    );
    expect(errors).toEqual([]);
  });

  it('warns of a cross-reference to a bookmark inside a section, naming the bookmark, its text and the section', () => {
    const bookmarked =
      '<w:p><w:bookmarkStart w:id="7" w:name="_Ref9001"/><w:r><w:t>Art. 2 – Garanzia.</w:t></w:r><w:bookmarkEnd w:id="7"/></w:p>';
    const reference =
      '<w:p><w:r><w:t xml:space="preserve">Come previsto all’</w:t></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> REF _Ref9001 \\h </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>Art. 2</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>';
    const { errors, warnings } = check(
      paragraph('{#buchhaltung == "Ja"}') + bookmarked + paragraph('{/}') + reference,
    );
    expect(errors).toEqual([]);
    expect(warnings).toEqual([
      'Master: un riferimento incrociato punta al segnalibro "_Ref9001" («Art. 2 – Garanzia.»), che è dentro la sezione {#buchhaltung == "Ja"}: quando la sezione viene tolta, Word mostra "Errore! L\'origine riferimento non è stata trovata". Sposta il segnalibro fuori dalla sezione, oppure metti il riferimento nella stessa sezione.',
    ]);
  });

  it('says nothing of a reference inside the same section as its bookmark, or to a bookmark outside sections', () => {
    const bookmarked =
      '<w:p><w:bookmarkStart w:id="1" w:name="_Ref1"/><w:r><w:t>Art. 1</w:t></w:r><w:bookmarkEnd w:id="1"/></w:p>';
    const reference = (name: string) =>
      `<w:p><w:fldSimple w:instr=" REF ${name} \\h "><w:r><w:t>x</w:t></w:r></w:fldSimple></w:p>`;
    const { warnings } = check(
      bookmarked +
        paragraph('{#buchhaltung == "Ja"}') +
        '<w:p><w:bookmarkStart w:id="2" w:name="_Ref2"/><w:r><w:t>Art. 2</w:t></w:r><w:bookmarkEnd w:id="2"/></w:p>' +
        reference('_Ref2') +
        paragraph('{/}') +
        reference('_Ref1'),
    );
    expect(warnings).toEqual([]);
  });
});
