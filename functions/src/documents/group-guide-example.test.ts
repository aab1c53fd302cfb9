import type { Question, SimpleQuestion } from '@redigo/shared/domain/question';
import { field, group } from '@redigo/shared/questionnaire/test-support/groups';
import { single } from '@redigo/shared/questionnaire/test-support/questions';
import { typed } from '@redigo/shared/questionnaire/test-support/typed-questions';
import { createDocumentRenderer } from './renderer';
import { buildDocx, documentText, paragraph } from './test-support/docx-fixture';
import { renderScope } from './typed-answer';
import { checkTemplate } from './template-check';

/** The worked example of the README's authors' guide ("Un esempio completo: la comparizione delle parti"). */
const PERSON = { tipo: 'Persona fisica' };
const COMPANY = { tipo: 'Persona giuridica' };
const of = (kind: Record<string, string>, ...fields: [SimpleQuestion, string][]) =>
  fields.map(([base, text]) => field(base, text, kind));
const questions: Question[] = [
  group(
    'parti',
    [
      field(single('tipo', ['Persona fisica', 'Persona giuridica']), 'Tipo di parte'),
      ...of(
        PERSON,
        [typed('nome', 'text'), 'Nome'],
        [typed('cognome', 'text'), 'Cognome'],
        [typed('luogo_nascita', 'text'), 'Luogo di nascita'],
        [typed('data_nascita', 'date'), 'Data di nascita'],
        [typed('cf', 'codice_fiscale'), 'Codice fiscale'],
        [typed('residenza', 'text'), 'Residenza'],
      ),
      ...of(
        COMPANY,
        [typed('denominazione', 'text'), 'Denominazione'],
        [typed('sede', 'text'), 'Sede'],
        [typed('piva', 'partita_iva'), 'Partita IVA'],
        [typed('rappresentante', 'text'), 'Legale rappresentante'],
      ),
    ],
    { item_label: 'Parte', min_items: 2, max_items: 4 },
  ),
];

const cell = (text: string) =>
  `<w:tc><w:tcPr><w:tcW w:w="4500" w:type="dxa"/></w:tcPr>${paragraph(text)}</w:tc>`;
const master = buildDocx({
  bodyXml:
    [
      'TRA',
      '{#parti}',
      '{#tipo == "Persona fisica"}{cf | genere:"il Sig.":"la Sig.ra"} {nome} {cognome}, {cf | nato} a {luogo_nascita} il {data_nascita}, residente in {residenza}, codice fiscale {cf}{/}{#tipo == "Persona giuridica"}la società {denominazione}, con sede in {sede}, partita IVA {piva}, in persona del legale rappresentante {rappresentante}{/}{$separatore}',
      '{/parti}',
      '(di seguito, {parti | plurale:"la Parte":"le Parti"})',
      'Le {parti | numero | lettere} parti ({parti | elenco:"nome cognome denominazione"}) convengono quanto segue.',
      'Letto, confermato e sottoscritto.',
    ]
      .map(paragraph)
      .join('') +
    '<w:tbl><w:tblPr><w:tblW w:w="5000" w:type="pct"/></w:tblPr><w:tblGrid><w:gridCol w:w="4500"/><w:gridCol w:w="4500"/></w:tblGrid>' +
    `<w:tr>${cell('{#parti}{#tipo == "Persona fisica"}{nome} {cognome}{/}{denominazione}')}${cell('______{/parti}')}</w:tr></w:tbl>`,
});

const ANNA = {
  ...PERSON,
  nome: 'Anna',
  cognome: 'Bianchi',
  luogo_nascita: 'Roma',
  data_nascita: '1980-01-01',
  cf: 'BNCNNA80A41H501R',
  residenza: 'Bologna, Via Irnerio 5',
};
const ALFA = {
  ...COMPANY,
  denominazione: 'Alfa S.r.l.',
  sede: 'Milano, Via Dante 3',
  piva: '01114601006',
  rappresentante: 'Paolo Neri',
};

const render = (parti: Record<string, string>[]) =>
  documentText(createDocumentRenderer().render(master, 'm', renderScope(questions, { parti }))).replace(
    /&apos;/g,
    "'",
  );

describe("the README's example of a comparizione", () => {
  it('passes the template check', () => {
    expect(checkTemplate({ documents: [{ label: 'Master', buffer: master }], questions })).toEqual({
      errors: [],
      warnings: [],
    });
  });

  it('writes what the README shows', () => {
    expect(render([ANNA, ALFA]).split('\n')).toEqual([
      'TRA',
      'la Sig.ra Anna Bianchi, nata a Roma il 1° gennaio 1980, residente in Bologna, Via Irnerio 5, codice fiscale BNCNNA80A41H501R e ',
      'la società Alfa S.r.l., con sede in Milano, Via Dante 3, partita IVA 01114601006, in persona del legale rappresentante Paolo Neri',
      '(di seguito, le Parti)',
      'Le due parti (Anna Bianchi e Alfa S.r.l.) convengono quanto segue.',
      'Letto, confermato e sottoscritto.',
      'Anna Bianchi',
      '______',
      'Alfa S.r.l.',
      '______',
    ]);
  });

  it('writes «il Sig. … nato» for a man’s code', () => {
    const mario = { ...ANNA, nome: 'Mario', cognome: 'Rossi', cf: 'RSSMRA85T10A562S' };
    expect(render([mario, ALFA])).toContain('il Sig. Mario Rossi, nato a Roma');
  });
});
