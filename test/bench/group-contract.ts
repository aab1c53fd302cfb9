import type { GroupItem, Question } from '@redigo/shared/domain/question';
import { renderScope, type RenderScope } from '@redigo/functions/documents/typed-answer';
import PizZip from 'pizzip';
import { buildRealisticContract, realisticAnswers } from './realistic-contract';

/**
 * The realistic 10-page contract (realistic-contract.ts) opening with the comparizione of a group of 20 parties,
 * persons and companies (a loop of two paragraphs each, with nato/nata and il Sig./la Sig.ra from the codice fiscale,
 * the item's own tests, `$posizione` and `$separatore`), the group's filters, and closing with one signature row per
 * party (a loop in a table row): docs/design.md's budget for a contract with a 20-item group.
 */

const paragraph = (text: string) =>
  `<w:p><w:pPr><w:jc w:val="both"/></w:pPr><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
const cell = (text: string) =>
  `<w:tc><w:tcPr><w:tcW w:w="4800" w:type="dxa"/></w:tcPr>${paragraph(text)}</w:tc>`;

const COMPARIZIONE = [
  paragraph('TRA'),
  paragraph('{#locatori}'),
  paragraph(
    '{$posizione}) {#tipo == "Persona fisica"}{cf | genere:"il Sig.":"la Sig.ra"} {nome} {cognome}, {cf | nato} a {luogo} il {nascita}, residente in {residenza}, codice fiscale {cf}{/}{#tipo == "Persona giuridica"}la società {denominazione}, con sede in {sede}, partita IVA {piva}, in persona del legale rappresentante {rappresentante}{/}{$separatore}',
  ),
  paragraph('{#$ultimo}(di seguito, {locatori | plurale:"il Locatore":"i Locatori"}){/}'),
  paragraph('{/locatori}'),
  paragraph(
    '{locatori | elenco:"nome cognome denominazione"}: {locatori | numero | lettere} parti, {locatori | numero} in tutto.',
  ),
].join('');

const SIGNATURES =
  '<w:tbl><w:tblPr><w:tblW w:w="5000" w:type="pct"/></w:tblPr><w:tblGrid><w:gridCol w:w="4800"/><w:gridCol w:w="4800"/></w:tblGrid>' +
  `<w:tr>${cell('{#locatori}{$posizione}. {#tipo == "Persona fisica"}{nome} {cognome}{/}{denominazione}')}${cell('_______________________{/locatori}')}</w:tr></w:tbl>`;

const text = (variable: string) => ({
  variable,
  question: variable,
  type: 'text' as const,
  options: [],
  is_multiple_selection: false,
  required_answers: [],
});
const PERSON = { tipo: 'Persona fisica' };
const COMPANY = { tipo: 'Persona giuridica' };

export const groupContractQuestions = (): Question[] => [
  {
    variable: 'locatori',
    question: 'Chi sono i locatori?',
    type: 'group',
    item_label: 'Locatore',
    min_items: 1,
    max_items: 20,
    options: [],
    is_multiple_selection: false,
    required_answers: [],
    fields: [
      {
        ...text('tipo'),
        type: 'choice',
        options: ['Persona fisica', 'Persona giuridica'],
      },
      ...['nome', 'cognome', 'luogo', 'residenza'].map((name) => ({
        ...text(name),
        required_answers: [PERSON],
      })),
      { ...text('nascita'), type: 'date', required_answers: [PERSON] },
      { ...text('cf'), type: 'codice_fiscale', required_answers: [PERSON] },
      ...['denominazione', 'sede', 'rappresentante'].map((name) => ({
        ...text(name),
        required_answers: [COMPANY],
      })),
      { ...text('piva'), type: 'partita_iva', required_answers: [COMPANY] },
    ],
  },
];

/** Twenty parties, every third a company, the others a man or a woman (her code's day is 41–71). */
export const groupParties = (): GroupItem[] =>
  Array.from({ length: 20 }, (_, index) =>
    index % 3 === 2
      ? {
          ...COMPANY,
          denominazione: `Immobiliare ${index + 1} S.r.l.`,
          sede: 'Milano, Via Dante 3',
          rappresentante: 'Paolo Neri',
          piva: '01114601006',
        }
      : {
          ...PERSON,
          nome: index % 2 === 0 ? 'Mario' : 'Anna',
          cognome: `Rossi ${index + 1}`,
          luogo: 'Roma',
          nascita: '1985-12-10',
          residenza: 'Bologna, Via dell’Indipendenza 12',
          cf: index % 2 === 0 ? 'RSSMRA85T10A562S' : 'BNCNNA80A41H501R',
        },
  );

export const buildGroupContract = (): Buffer => {
  const zip = new PizZip(buildRealisticContract());
  const xml = zip.file('word/document.xml')?.asText() ?? '';
  zip.file(
    'word/document.xml',
    xml.replace('<w:body>', `<w:body>${COMPARIZIONE}`).replace('<w:sectPr>', `${SIGNATURES}<w:sectPr>`),
  );
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
};

/** The realistic contract's answers, plus the 20 parties, as the renderer reads them. */
export const groupContractAnswers = (): RenderScope => ({
  ...realisticAnswers(),
  ...renderScope(groupContractQuestions(), { locatori: groupParties() }),
});
