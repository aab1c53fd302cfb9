import type { GroupItem, Question } from '@redigo/shared/domain/question';
import { field, group } from '@redigo/shared/questionnaire/test-support/groups';
import { typed } from '@redigo/shared/questionnaire/test-support/typed-questions';
import PizZip from 'pizzip';
import { createDocumentRenderer } from './renderer';
import { keepBookmarksOnce } from './repeated-bookmarks';
import { buildDocx, documentText, entryText, paragraph } from './test-support/docx-fixture';
import { renderScope } from './typed-answer';
import { xmlProblem } from './xml-well-formed';

const parti = group(
  'parti',
  [field(typed('nome', 'text'), 'Nome'), field(typed('cf', 'codice_fiscale'), 'CF')],
  {
    max_items: 20,
  },
);
const questions: Question[] = [parti];
const items = (count: number): GroupItem[] =>
  Array.from({ length: count }, (_, index) => ({ nome: `Parte ${index + 1}`, cf: 'RSSMRA85T10A562S' }));

const cell = (content: string) => `<w:tc><w:tcPr><w:tcW w:w="4500" w:type="dxa"/></w:tcPr>${content}</w:tc>`;
const table = (rows: string) =>
  `<w:tbl><w:tblPr><w:tblW w:w="5000" w:type="pct"/></w:tblPr><w:tblGrid><w:gridCol w:w="4500"/><w:gridCol w:w="4500"/></w:tblGrid>${rows}</w:tbl>`;

/** A signature table: a header row, then one row per party (the loop opens in the first cell, closes in the last). */
const signatures = buildDocx({
  bodyXml:
    paragraph('Letto, approvato e sottoscritto.') +
    table(
      `<w:tr>${cell(paragraph('Parte'))}${cell(paragraph('Firma'))}</w:tr>` +
        `<w:tr>${cell(paragraph('{#parti}{$posizione}. {nome}'))}${cell(paragraph('______ {/parti}'))}</w:tr>`,
    ) +
    paragraph('Fine.'),
});

/** A loop holding a bookmarked paragraph, and a cross-reference to it after the loop. */
const bookmarked = buildDocx({
  bodyXml:
    paragraph('{#parti}') +
    '<w:p><w:bookmarkStart w:id="7" w:name="_Ref_parte"/><w:r><w:t xml:space="preserve">Parte {nome}</w:t></w:r><w:bookmarkEnd w:id="7"/></w:p>' +
    paragraph('{/parti}') +
    '<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> REF _Ref_parte \\h </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>Parte</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>',
});

const render = (docx: Buffer, count: number) =>
  createDocumentRenderer().render(docx, 'm', renderScope(questions, { parti: items(count) }));

describe('loops in tables and around bookmarks', () => {
  it.each([1, 2, 20])('repeats the row of a loop whose tags sit in one row, %i items', (count) => {
    const rendered = render(signatures, count);
    const xml = entryText(rendered, 'word/document.xml');
    expect(xmlProblem(xml)).toBeNull();
    expect(xml.match(/<w:tr>/g)).toHaveLength(count + 1);
    expect(documentText(rendered).split('\n')).toEqual([
      'Letto, approvato e sottoscritto.',
      'Parte',
      'Firma',
      ...items(count).flatMap((item, index) => [`${index + 1}. ${item.nome}`, '______ ']),
      'Fine.',
    ]);
  });

  it.each([1, 2, 20])(
    'keeps each bookmark name once and refers to the first copy, %i items, every part well formed',
    (count) => {
      const rendered = render(bookmarked, count);
      const xml = entryText(rendered, 'word/document.xml');
      expect(xml.match(/<w:bookmarkStart\b/g)).toHaveLength(1);
      expect(xml.match(/<w:bookmarkEnd\b/g)).toHaveLength(1);
      // Each item's paragraph, then the cross-reference's result: the first item's text, where the bookmark stays.
      expect(xml.match(/Parte Parte \d+/g)).toEqual([
        ...items(count).map((item) => `Parte ${item.nome}`),
        'Parte Parte 1',
      ]);
      const zip = new PizZip(rendered);
      Object.keys(zip.files)
        .filter((name) => /\.(xml|rels)$/.test(name))
        .forEach((name) =>
          expect({ name, problem: xmlProblem(zip.file(name)?.asText() ?? '') }).toEqual({
            name,
            problem: null,
          }),
        );
    },
  );

  it('drops only the repeated copies, each with its own end', () => {
    const copy = (id: string, name: string) =>
      `<w:bookmarkStart w:id="${id}" w:name="${name}"/>x<w:bookmarkEnd w:id="${id}"/>`;
    expect(keepBookmarksOnce(copy('1', 'a') + copy('2', 'b') + copy('1', 'a') + copy('2', 'b'))).toBe(
      `${copy('1', 'a')}${copy('2', 'b')}xx`,
    );
  });
});
