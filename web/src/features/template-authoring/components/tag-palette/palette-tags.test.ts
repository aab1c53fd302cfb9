import type { SimpleQuestion } from '@redigo/shared/domain/question';
import { typed } from '@redigo/shared/questionnaire/test-support/typed-questions';
import { field, group } from '@redigo/shared/questionnaire/test-support/groups';
import { single } from '@redigo/shared/questionnaire/test-support/questions';
import { EXPRESSION_TAGS } from './expression-tags';
import { groupTags, numberKind, simpleTags } from './palette-tags';

const number = (
  variable: string,
  question: string,
  limits: Partial<SimpleQuestion> = {},
): SimpleQuestion => ({
  ...typed(variable, 'number'),
  question,
  ...limits,
});

const tagsOf = (question: SimpleQuestion) =>
  simpleTags(question).map(({ tag, writes }) => `${tag} → ${writes}`);

describe('the palette’s examples for a number question', () => {
  it('gives a percentage its sign and «per cento», and no plurale', () => {
    const rate = number('percentuale_interessi', 'Tasso di interesse?', { min: 0, max: 100 });
    expect(numberKind(rate)).toBe('percentage');
    expect(numberKind(number('quota', 'Quota in %?', { max: 50 }))).toBe('percentage');
    expect(tagsOf(rate)).toEqual([
      '{percentuale_interessi} → il numero: 12,5',
      '{percentuale_interessi} % → con il segno: 12,5 %',
      '{percentuale_interessi | lettere} per cento → in lettere: dodici virgola cinque per cento',
      '{percentuale_interessi | arrotonda:2} → arrotondato a 2 decimali, per eccesso da 5',
    ]);
  });

  it('offers plurale for a count, with whole bounds, and no rounding', () => {
    const rooms = number('vani', 'Quanti vani?', { min: 1, max: 20 });
    expect(numberKind(rooms)).toBe('count');
    expect(tagsOf(rooms)).toEqual([
      '{vani} → il numero: 3',
      '{vani | lettere} → in lettere: tre',
      '{vani | plurale:"vano":"vani"} → il primo testo per 1, il secondo altrimenti',
    ]);
  });

  it('gives any other number a decimal example and no plurale', () => {
    const area = number('superficie', 'Superficie in metri quadrati?');
    expect(numberKind(area)).toBe('number');
    expect(numberKind(number('percentuale', 'Percentuale?', { max: 1000 }))).toBe('number');
    expect(tagsOf(area)).toEqual([
      '{superficie} → il numero: 1.234,5',
      '{superficie | lettere} → in lettere: milleduecentotrentaquattro virgola cinque',
      '{superficie | arrotonda:2} → arrotondato a 2 decimali, per eccesso da 5',
    ]);
  });
});

describe('the palette’s computing examples', () => {
  it('computes what each example writes with the shared evaluator, in exact decimals', () => {
    const written = Object.fromEntries(EXPRESSION_TAGS.map(({ tag, writes }) => [tag, writes]));
    expect(written['{canone_annuo / 12}']).toContain('da un canone annuo di 14.400,00 scrive 1.200,00');
    expect(written['{g | somma:"campo"}']).toContain('da 50 e 30,5 scrive 80,5');
    expect(written['{x | arrotonda:2}']).toContain('12,345 diventa 12,35');
    expect(Object.keys(written)).toEqual(
      expect.arrayContaining(['{#g | qualcuno:"campo":"Opzione"}…{/}', '{#g | tutti:"campo":"Opzione"}…{/}']),
    );
  });

  it('gives an amount its instalment and a group its sums and tests on its own fields', () => {
    const canone = { ...typed('canone_annuo', 'amount'), question: 'Canone annuo?' };
    expect(tagsOf(canone)).toContain(
      '{canone_annuo / 12} → diviso per 12, con due decimali: da 14.400,00 scrive 1.200,00',
    );
    const eredi = group('eredi', [
      field(single('tipo', ['Persona fisica', 'Persona giuridica']), 'Tipo di parte'),
      field(typed('quota', 'number'), 'Quota'),
    ]);
    expect(groupTags(eredi).map(({ tag }) => tag)).toEqual(
      expect.arrayContaining([
        '{eredi | somma:"quota"}',
        '{#eredi | qualcuno:"tipo":"Persona fisica"}…{/}',
        '{#eredi | tutti:"tipo":"Persona fisica"}…{/}',
      ]),
    );
  });
});
