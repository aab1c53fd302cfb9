import type { Answers, Question } from '@redigo/shared/domain/question';
import { multiple, single } from '@redigo/shared/questionnaire/test-support/questions';
import { typed } from '@redigo/shared/questionnaire/test-support/typed-questions';
import { createDocumentRenderer } from './renderer';
import { buildDocx, documentText, entryText } from './test-support/docx-fixture';
import { renderScope } from './typed-answer';

const questions: Question[] = [
  single('tipo', ['Abitativo', 'Commerciale']),
  typed('nome', 'text'),
  typed('note', 'text', { multiline: true, max_length: 2000 }),
  typed('mesi', 'number'),
  typed('canone', 'amount'),
  typed('decorrenza', 'date'),
  multiple('mezzi', ['posta elettronica certificata', 'lettera raccomandata', 'consegna a mani']),
];

/** The visible text; the fixture's reader leaves Word's escaped apostrophe as it is. */
const renderText = (paragraphs: string[], answers: Answers): string =>
  documentText(renderDocx(paragraphs, answers)).replace(/&apos;/g, "'");

const renderDocx = (paragraphs: string[], answers: Answers): Buffer =>
  createDocumentRenderer().render(buildDocx({ paragraphs }), 'm', renderScope(questions, answers));

describe('typed answers in documents', () => {
  it.each<[string, Answers, string]>([
    ['{nome}', { nome: 'Mario Rossi' }, 'Mario Rossi'],
    ['{mesi}', { mesi: '1234.5' }, '1.234,5'],
    ['{mesi}', { mesi: '-1234567.125' }, '-1.234.567,125'],
    ['{canone}', { canone: '1234.5' }, '1.234,50'],
    ['{canone}', { canone: '999999999.99' }, '999.999.999,99'],
    ['{decorrenza}', { decorrenza: '2026-03-01' }, '1° marzo 2026'],
    ['{decorrenza}', { decorrenza: '2026-11-23' }, '23 novembre 2026'],
    ['{canone | lettere}', { canone: '2023' }, 'duemilaventitré/00'],
    ['{canone | lettere}', { canone: '1500.5' }, 'millecinquecento/50'],
    ['{mesi | lettere}', { mesi: '48' }, 'quarantotto'],
    ['{decorrenza | data_breve}', { decorrenza: '2026-03-01' }, '01/03/2026'],
    ['{decorrenza | aggiungi_mesi:48}', { decorrenza: '2026-03-01' }, '1° marzo 2030'],
    ['{decorrenza | aggiungi_mesi:1}', { decorrenza: '2026-01-31' }, '28 febbraio 2026'],
    ['{decorrenza | aggiungi_mesi:1 | data_breve}', { decorrenza: '2024-01-31' }, '29/02/2024'],
    ['{decorrenza | aggiungi_anni:1}', { decorrenza: '2024-02-29' }, '28 febbraio 2025'],
    ['{decorrenza | aggiungi_giorni:30 | data_breve}', { decorrenza: '2026-02-01' }, '03/03/2026'],
    ['{decorrenza | aggiungi_giorni:-1}', { decorrenza: '2026-03-01' }, '28 febbraio 2026'],
    ['{mesi} {mesi | plurale:"vano":"vani"}', { mesi: '1' }, '1 vano'],
    ['{mesi} {mesi | plurale:"vano":"vani"}', { mesi: '3' }, '3 vani'],
    ['{mesi} {mesi | plurale:"vano":"vani"}', { mesi: '1.5' }, '1,5 vani'],
    ['{mezzi | oppure}', { mezzi: ['lettera raccomandata'] }, 'lettera raccomandata'],
    [
      '{mezzi | oppure}',
      { mezzi: ['posta elettronica certificata', 'lettera raccomandata'] },
      'posta elettronica certificata o lettera raccomandata',
    ],
    [
      '{mezzi | oppure} ({mezzi})',
      { mezzi: ['posta elettronica certificata', 'lettera raccomandata', 'consegna a mani'] },
      'posta elettronica certificata, lettera raccomandata o consegna a mani (posta elettronica certificata, lettera raccomandata e consegna a mani)',
    ],
  ])('writes %s with %j as %s', (tag, answers, written) => {
    expect(renderText([`[${tag}]`], answers)).toBe(`[${written}]`);
  });

  it('writes nothing for a typed question that was not asked, filters included', () => {
    expect(
      renderText(
        [
          '[{canone}|{canone | lettere}|{decorrenza | aggiungi_mesi:2 | data_breve}|{mesi | plurale:"a":"b"}|{mezzi | oppure}]',
        ],
        {},
      ),
    ).toBe('[||||]');
  });

  it('writes a text answer literally: never a tag, never XML', () => {
    const nome = '{canone} <w:p> & "Rossi" l’immobile dell\'ente 😀 àèéìòù';
    expect(renderText(['[{nome}]'], { nome, canone: '10' })).toBe(`[${nome}]`);
  });

  it('keeps a 2,000-character text exactly', () => {
    const note = 'Società “Alfa” — l’affitto è dovuto. '.repeat(60).slice(0, 2000);
    expect(renderText(['{note}'], { note })).toBe(note);
  });

  it('writes each line of a multiline text as a Word line break', () => {
    const xml = entryText(renderDocx(['{note}'], { note: 'Prima riga\nSeconda riga' }), 'word/document.xml');
    expect(xml).toMatch(/Prima riga<\/w:t>.*<w:br\/>.*Seconda riga/s);
  });

  it('still tests choices in sections next to typed answers', () => {
    expect(
      renderText(['{#tipo == "Abitativo"}Canone {canone} euro{/}'], { tipo: 'Abitativo', canone: '800' }),
    ).toBe('Canone 800,00 euro');
  });
});
