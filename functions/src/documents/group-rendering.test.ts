import type { Answers, GroupItem, Question } from '@redigo/shared/domain/question';
import { field, group } from '@redigo/shared/questionnaire/test-support/groups';
import { single } from '@redigo/shared/questionnaire/test-support/questions';
import { typed } from '@redigo/shared/questionnaire/test-support/typed-questions';
import { createDocumentRenderer } from './renderer';
import { buildDocx, documentText } from './test-support/docx-fixture';
import { renderScope } from './typed-answer';

const parti = group(
  'parti',
  [
    field(single('tipo', ['Persona fisica', 'Persona giuridica']), 'Tipo di parte'),
    field(typed('nome', 'text', { max_length: 2000 }), 'Nome'),
    field(typed('cognome', 'text'), 'Cognome', { tipo: 'Persona fisica' }),
    field(typed('cf', 'codice_fiscale'), 'Codice fiscale'),
    field(typed('quota', 'amount'), 'Quota'),
  ],
  { max_items: 20, item_label: 'Parte' },
);
const questions: Question[] = [single('uso', ['Abitativo', 'Commerciale']), parti, typed('vani', 'number')];

const MARIO: GroupItem = {
  tipo: 'Persona fisica',
  nome: 'Mario',
  cognome: 'Rossi',
  cf: 'RSSMRA85T10A562S',
  quota: '1250.5',
};
const ANNA: GroupItem = {
  tipo: 'Persona fisica',
  nome: 'Anna',
  cognome: 'Bianchi',
  cf: 'BNCNNA80A41H501R',
  quota: '10',
};
const ALFA: GroupItem = { tipo: 'Persona giuridica', nome: 'Alfa S.r.l.', cf: '01114601006', quota: '3' };

const render = (paragraphs: string[], answers: Answers): string =>
  documentText(
    createDocumentRenderer().render(buildDocx({ paragraphs }), 'm', renderScope(questions, answers)),
  ).replace(/&apos;/g, "'");

describe('repeating groups in documents', () => {
  it('writes a loop once per item, in order, with the item’s fields in Italian legal style', () => {
    expect(render(['{#parti}[{$posizione}: {nome} {quota}]{/parti}'], { parti: [MARIO, ANNA] })).toBe(
      '[1: Mario 1.250,50][2: Anna 10,00]',
    );
  });

  it.each<[GroupItem[], string]>([
    [[MARIO], 'Mario.'],
    [[MARIO, ANNA], 'Mario e Anna.'],
    [[MARIO, ANNA, ALFA], 'Mario, Anna e Alfa S.r.l..'],
  ])('joins items with $separatore (%#)', (items, written) => {
    expect(render(['{#parti}{nome}{$separatore}{/parti}.'], { parti: items })).toBe(written);
  });

  it('tests the first and the last item, and their negations', () => {
    expect(
      render(['{#parti}{#$primo}<{/}{^$primo}|{/}{nome}{#$ultimo}>{/}{/parti}'], {
        parti: [MARIO, ANNA, ALFA],
      }),
    ).toBe('<Mario|Anna|Alfa S.r.l.>');
  });

  it('tests the item’s own choice field and still reaches the top-level answers', () => {
    expect(
      render(
        [
          '{#parti}{#tipo == "Persona giuridica"}la società {nome}{/}{^tipo == "Persona giuridica"}{nome} {cognome}{/} ({uso}); {/parti}',
        ],
        {
          uso: 'Commerciale',
          parti: [MARIO, ALFA],
        },
      ),
    ).toBe('Mario Rossi (Commerciale); la società Alfa S.r.l. (Commerciale); ');
  });

  it('leaves a section on another question a test', () => {
    expect(render(['{#uso == "Abitativo"}casa{/}{#uso}!{/}'], { uso: 'Abitativo', parti: [MARIO] })).toBe(
      'casa!',
    );
  });

  it.each<[string, GroupItem[], string]>([
    ['{parti | elenco:"nome cognome"}', [MARIO, ANNA, ALFA], 'Mario Rossi, Anna Bianchi e Alfa S.r.l.'],
    ['{parti | elenco:"cognome"}', [MARIO, ALFA], 'Rossi'],
    ['{parti | numero}', [MARIO, ANNA, ALFA], '3'],
    ['{parti | numero | lettere}', [MARIO, ANNA, ALFA], 'tre'],
    ['{parti | plurale:"il Locatore":"i Locatori"}', [MARIO], 'il Locatore'],
    ['{parti | plurale:"il Locatore":"i Locatori"}', [MARIO, ANNA], 'i Locatori'],
    ['{#parti}{cf | nato}/{/parti}', [MARIO, ANNA, ALFA], 'nato/nata/nato/'],
    [
      '{#parti}{cf | genere:"il Sig.":"la Sig.ra"} {/parti}',
      [MARIO, ANNA, ALFA],
      'il Sig. la Sig.ra il Sig. ',
    ],
    ['{#parti}{cf}|{/parti}', [ANNA, ALFA], 'BNCNNA80A41H501R|01114601006|'],
    ['{#parti}{$posizione | lettere} {/parti}', [MARIO, ANNA], 'uno due '],
  ])('writes %s', (tag, items, written) => {
    expect(render([tag], { parti: items })).toBe(written);
  });

  it('decodes omocodia letters in the day of a codice fiscale', () => {
    // Anna's code with the day's 1 written as omocodia's M: still a woman's day, 41.
    const omocodia = { ...ANNA, cf: 'BNCNNA80A4MH501J' };
    expect(render(['{#parti}{cf | nato}{/parti}'], { parti: [omocodia] })).toBe('nata');
  });

  it('keeps plurale on numbers', () => {
    expect(render(['{vani | plurale:"vano":"vani"}/{vani | plurale:"vano":"vani"}'], { vani: '1' })).toBe(
      'vano/vano',
    );
    expect(render(['{vani | plurale:"vano":"vani"}'], { vani: '3' })).toBe('vani');
  });

  it('writes an answer as data inside a loop: braces, XML, quotes, accents and 2,000 characters exactly', () => {
    const nome = '{uso} {#parti}<w:p> & "Rossi" l’immobile dell\'ente àèéìòù '.repeat(40).slice(0, 2000);
    expect(render(['{#parti}[{nome}]{/parti}'], { uso: 'X', parti: [{ ...MARIO, nome }, ANNA] })).toBe(
      `[${nome}][Anna]`,
    );
  });

  it('writes 20 items', () => {
    const items = Array.from({ length: 20 }, (_, index) => ({ ...MARIO, nome: `N${index + 1}` }));
    const text = render(['{#parti}{nome}{$separatore}{/parti}'], { parti: items });
    expect(text).toBe(
      `${items
        .slice(0, 19)
        .map((item) => item.nome)
        .join(', ')} e N20`,
    );
  });
});
