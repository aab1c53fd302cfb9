import type { Answers, Question } from '@redigo/shared/domain/question';
import { field, group } from '@redigo/shared/questionnaire/test-support/groups';
import { single } from '@redigo/shared/questionnaire/test-support/questions';
import { typed } from '@redigo/shared/questionnaire/test-support/typed-questions';
import { createDocumentRenderer } from './renderer';
import { DOCUMENT_OPTIONS } from './tag-language';
import { buildDocx, documentText } from './test-support/docx-fixture';
import { renderScope } from './typed-answer';

const questions: Question[] = [
  typed('canone', 'amount'),
  typed('compenso', 'amount'),
  typed('mesi', 'number'),
  typed('deposito', 'amount'),
  single('uso', ['Abitativo', 'Commerciale']),
  single('figli', ['1', '2']),
  group('eredi', [field(typed('nome', 'text'), 'Nome'), field(typed('quota', 'number'), 'Quota')], {
    max_items: 20,
    item_label: 'Erede',
  }),
  group(
    'conduttori',
    [
      field(single('tipo', ['Persona fisica', 'Persona giuridica']), 'Tipo'),
      field(typed('rata', 'amount'), 'Rata'),
    ],
    { max_items: 20, item_label: 'Conduttore' },
  ),
];

const render = (paragraphs: string[], answers: Answers): string =>
  documentText(
    createDocumentRenderer().render(buildDocx({ paragraphs }), 'm', renderScope(questions, answers)),
  );

describe('computed tags in documents', () => {
  it.each<[string, Answers, string]>([
    ['{canone * 12}', { canone: '1234.56' }, '14.814,72'],
    ['{canone * 12 | lettere}', { canone: '1000' }, 'dodicimila/00'],
    ['{compenso * 0.15 | arrotonda:2}', { compenso: '1234.56' }, '185,18'],
    ['{compenso * 0.22}', { compenso: '1234.56' }, '271,60'],
    ['{0.1 + 0.2}', {}, '0,3'],
    ['{mesi * 0.5}', { mesi: '24' }, '12'],
    ['{mesi / 3}', { mesi: '1' }, '0,333333'],
    ['{canone * mesi}', { canone: '100.5', mesi: '3' }, '301,50'],
    ['{canone - compenso}', { canone: '100', compenso: '1334.5' }, '-1.234,50'],
    ['{canone * 12 | arrotonda:0}', { canone: '1234.56' }, '14.815,00'],
    [
      '{eredi | somma:"quota"}',
      {
        eredi: [
          { nome: 'A', quota: '50' },
          { nome: 'B', quota: '25.5' },
        ],
      },
      '75,5',
    ],
    ['{conduttori | somma:"rata"}', { conduttori: [{ tipo: 'Persona fisica', rata: '10' }] }, '10,00'],
  ])('writes %s with %j as %s', (tag, answers, written) => {
    expect(render([`[${tag}]`], answers)).toBe(`[${written}]`);
  });

  it.each<[string, Answers, string]>([
    ['{#canone > 1000}alto{/}{^canone > 1000}basso{/}', { canone: '1000.01' }, 'alto'],
    ['{#canone > 1000}alto{/}{^canone > 1000}basso{/}', { canone: '1000' }, 'basso'],
    ['{#canone > 1000}alto{/}{^canone > 1000}basso{/}', {}, 'basso'],
    ['{#canone >= 100 && uso == "Commerciale"}sì{/}', { canone: '100', uso: 'Commerciale' }, 'sì'],
    ['{#canone >= 100 && uso == "Commerciale"}sì{/}', { canone: '100', uso: 'Abitativo' }, ''],
    ['{#canone > 1 && uso | contiene:"Abitativo"}casa{/}', { canone: '2', uso: 'Abitativo' }, 'casa'],
    ['{#canone > 1 && uso | contiene:"Abitativo"}casa{/}', { canone: '2', uso: 'Commerciale' }, ''],
    ['{#figli == 2}due{/}{#figli != 2}non due{/}', { figli: '2' }, 'due'],
    ['{#figli == 2}due{/}{#figli != 2}non due{/}', { figli: '1' }, 'non due'],
    ['{#canone == 0.3}uguale{/}', { canone: '0.30' }, 'uguale'],
    ['{#canone}dato{/}', { canone: '0' }, 'dato'],
    [
      '{#conduttori | qualcuno:"tipo":"Persona giuridica"}società{/}',
      { conduttori: [{ tipo: 'Persona fisica' }, { tipo: 'Persona giuridica' }] },
      'società',
    ],
    [
      '{#conduttori | tutti:"tipo":"Persona giuridica"}tutte{/}{^conduttori | tutti:"tipo":"Persona giuridica"}non tutte{/}',
      { conduttori: [{ tipo: 'Persona fisica' }, { tipo: 'Persona giuridica' }] },
      'non tutte',
    ],
    ['{#eredi | somma:"quota" == 100}pieno{/}', { eredi: [{ quota: '60' }, { quota: '40' }] }, 'pieno'],
    ['{#canone / 0 > 1}diviso{/}{^canone / 0 > 1}vuoto{/}', { canone: '5' }, 'vuoto'],
  ])('tests %s with %j', (tag, answers, written) => {
    expect(render([`[${tag}]`], answers)).toBe(`[${written}]`);
  });

  it('writes nothing for an operand not asked or a division by zero, and drops the paragraph it empties', () => {
    expect(render(['[{canone * 12}]', '{deposito * 2}', 'fine'], { canone: '5' })).toBe('[60,00]\nfine');
    expect(render(['[{canone / (mesi - 3)}]'], { canone: '5', mesi: '3' })).toBe('[]');
  });

  it("computes from a loop item's fields and the answers around it", () => {
    const answers: Answers = {
      canone: '1000',
      conduttori: [
        { tipo: 'Persona fisica', rata: '100.10' },
        { tipo: 'Persona giuridica', rata: '0.5' },
      ],
    };
    expect(render(['{#conduttori}[{$posizione}: {rata * 2} {canone - rata}]{/}'], answers)).toBe(
      '[1: 200,20 899,90][2: 1,00 999,50]',
    );
  });

  it('never reads an answer as an expression', () => {
    const answers: Answers = { eredi: [{ nome: '1 + 1', quota: '2' }] };
    expect(render(['{#eredi}{nome} {quota * 2}{/}'], answers)).toBe('1 + 1 4');
  });

  it('parses a tag once, when the master is compiled, and never per render', () => {
    const parse = jest.spyOn(DOCUMENT_OPTIONS, 'parser');
    const renderer = createDocumentRenderer();
    const docx = buildDocx({ paragraphs: ['{canone * 12}'] });
    renderer.render(docx, 'once', renderScope(questions, { canone: '1' }));
    const compiled = parse.mock.calls.length;
    renderer.render(docx, 'once', renderScope(questions, { canone: '2' }));
    renderer.render(docx, 'once', renderScope(questions, { canone: '3' }));
    expect(compiled).toBeGreaterThan(0);
    expect(parse.mock.calls.length).toBe(compiled);
    parse.mockRestore();
  });
});
