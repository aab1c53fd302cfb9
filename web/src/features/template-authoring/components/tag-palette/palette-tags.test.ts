import type { SimpleQuestion } from '@redigo/shared/domain/question';
import { typed } from '@redigo/shared/questionnaire/test-support/typed-questions';
import { numberKind, simpleTags } from './palette-tags';

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
    ]);
  });

  it('offers plurale for a count, with whole bounds', () => {
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
    ]);
  });
});
