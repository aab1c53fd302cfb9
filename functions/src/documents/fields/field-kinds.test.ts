import type { Answers } from '@redigo/shared/domain/question';
import { createDocumentRenderer } from '../renderer';
import { buildDocx, entryText } from '../test-support/docx-fixture';
import { body, wordLikeDocx } from '../test-support/word-like-fixture';

const complex = (instruction: string, stored = '?') =>
  `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> ${instruction} </w:instrText></w:r>` +
  `<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>${stored}</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>`;
const simple = (instruction: string, stored = '?') =>
  `<w:fldSimple w:instr=" ${instruction} "><w:r><w:t>${stored}</w:t></w:r></w:fldSimple>`;
const numbered = (level: number, text: string, bookmark?: string) =>
  `<w:p><w:pPr><w:numPr><w:ilvl w:val="${level}"/><w:numId w:val="1"/></w:numPr></w:pPr>` +
  (bookmark ? `<w:bookmarkStart w:id="9${level}" w:name="${bookmark}"/>` : '') +
  `<w:r><w:t>${text}</w:t></w:r>${bookmark ? `<w:bookmarkEnd w:id="9${level}"/>` : ''}</w:p>`;

const texts = (docx: Buffer) =>
  [...entryText(docx, 'word/document.xml').matchAll(/<w:p>([\s\S]*?)<\/w:p>/g)].map(([, p]) =>
    [...(p ?? '').matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map(([, text]) => text).join(''),
  );
const render = (docx: Buffer, answers: Answers = {}) => createDocumentRenderer().render(docx, 'k', answers);
const asksWord = (docx: Buffer) =>
  entryText(docx, 'word/settings.xml').includes('<w:updateFields w:val="true"/>');

describe('the fields a generated document gets written', () => {
  it('writes list numbers in letters and roman numbers, alone, in full and relative context', () => {
    const docx = render(
      wordLikeDocx(
        numbered(0, 'Uno') +
          numbered(1, 'Uno uno') +
          numbered(2, '{#x}lettera a{/}') +
          numbered(2, 'lettera b') +
          numbered(3, 'romano', '_RefRoman') +
          body(
            '[',
            complex('REF _RefRoman \\n \\h'),
            '][',
            complex('REF _RefRoman \\w'),
            '][',
            complex('REF _RefRoman \\w \\t'),
            ']',
          ) +
          `<w:p><w:pPr><w:numPr><w:ilvl w:val="2"/><w:numId w:val="1"/></w:numPr></w:pPr><w:r><w:t xml:space="preserve">lettera c </w:t></w:r>${complex('REF _RefRoman \\r \\h')}</w:p>`,
      ),
      { x: '' },
    );

    expect(texts(docx)).toContain('[(i)][1.1a)(i)][1.1a)(i)]');
    expect(texts(docx)).toContain('lettera c a)(i)');
    expect(asksWord(docx)).toBe(false);
  });

  it('writes the text of a bookmark around an answer, and Word’s message for a bookmark that is gone', () => {
    const docx = render(
      buildDocx({
        bodyXml:
          body(
            '<w:bookmarkStart w:id="1" w:name="Conduttore"/>',
            '{conduttore}',
            '<w:bookmarkEnd w:id="1"/>',
          ) +
          body('Il conduttore ', complex('REF Conduttore \\h \\* Upper'), ' e ', simple('REF Assente \\h')),
      }),
      { conduttore: 'Mario Rossi' },
    );

    expect(texts(docx)[1]).toBe(
      "Il conduttore MARIO ROSSI e Errore! L'origine riferimento non è stata trovata.",
    );
  });

  it('numbers SEQ fields without the annexes a condition removed, and references to their captions', () => {
    const caption = (name: string) =>
      body(
        `<w:bookmarkStart w:id="${name.length}" w:name="${name}"/>`,
        'Allegato ',
        complex('SEQ Allegato \\* ROMAN'),
        `<w:bookmarkEnd w:id="${name.length}"/>`,
      );
    const docx = render(
      buildDocx({
        bodyXml:
          body('{#ape == "Sì"}') +
          caption('_RefApe') +
          body('{/}') +
          caption('_RefInventario') +
          body(
            'Vedi ',
            complex('REF _RefInventario \\h'),
            ' (',
            complex('SEQ Allegato _RefInventario'),
            ').',
          ),
      }),
      { ape: 'No' },
    );

    expect(texts(docx)).toEqual(['Allegato I', 'Vedi Allegato I (1).']);
  });

  it('writes the number of a footnote a NOTEREF points to', () => {
    const note = (id: number, bookmark?: string) =>
      (bookmark ? `<w:bookmarkStart w:id="5${id}" w:name="${bookmark}"/>` : '') +
      `<w:r><w:rPr><w:rStyle w:val="Rimandonotaapidipagina"/></w:rPr><w:footnoteReference w:id="${id}"/></w:r>` +
      (bookmark ? `<w:bookmarkEnd w:id="5${id}"/>` : '');
    const docx = render(
      buildDocx({
        bodyXml:
          body('{#a}Primo', note(1), '{/}') +
          body('Secondo', note(2, '_RefNota')) +
          body('Nota ', complex('NOTEREF _RefNota \\h')),
      }),
      {},
    );

    expect(texts(docx)).toEqual(['Secondo', 'Nota 1']);
  });

  it('asks Word to update fields for what only pages tell: a page reference, a page number in the text, «sopra»', () => {
    const withPageReference = render(buildDocx({ bodyXml: body('A pagina ', complex('PAGEREF _Ref1 \\h')) }));
    const withPosition = render(
      wordLikeDocx(numbered(0, 'Uno', '_RefUno') + body('Vedi ', complex('REF _RefUno \\n \\p'))),
    );

    expect(asksWord(withPageReference)).toBe(true);
    expect(texts(withPosition)[1]).toBe('Vedi Art. 1 sopra');
    expect(asksWord(withPosition)).toBe(true);
  });

  it('leaves the page numbers of a footer to Word without asking, and a field without a result gets one', () => {
    const footer =
      '<w:ftr xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:p><w:r><w:t>Pagina </w:t></w:r>' +
      simple('PAGE', '1') +
      '</w:p></w:ftr>';
    const docx = render(
      wordLikeDocx(
        numbered(0, 'Uno', '_RefUno') +
          body(
            'Vedi [',
            '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> REF _RefUno \\n </w:instrText></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>',
            ']',
          ),
        { 'word/footer1.xml': footer },
      ),
    );

    expect(texts(docx)[1]).toBe('Vedi [Art. 1]');
    expect(entryText(docx, 'word/footer1.xml')).toContain('<w:t>1</w:t>');
    expect(asksWord(docx)).toBe(false);
  });
});
