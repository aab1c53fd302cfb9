import type { Answers } from '../domain/question';
import { evaluateExpression } from './evaluate';
import { parseExpression } from './parser';
import { lookupIn } from './test-support';
import { isTruthy, type ExpressionValue } from './values';
import { writeComputed } from './write';

const evaluate = (expression: string, answers: Answers = {}): ExpressionValue => {
  const parsed = parseExpression(expression);
  if (!parsed.ok) throw new Error(parsed.error);
  return evaluateExpression(parsed.ast, lookupIn(answers));
};
const written = (expression: string, answers: Answers = {}): string =>
  writeComputed(evaluate(expression, answers));
const test = (expression: string, answers: Answers = {}): boolean => isTruthy(evaluate(expression, answers));

const answers: Answers = {
  canone: '1234.56',
  compenso: '2000',
  mesi: '24',
  aliquota: '0.22',
  tipo: 'Commerciale',
  eredi: [
    { nome: 'Anna', quota: '50', lascito: '1000.10', tipo: 'Persona fisica' },
    { nome: 'Bruno', quota: '30', lascito: '0.20', tipo: 'Persona giuridica' },
    { nome: 'Carla', quota: '20', tipo: 'Persona fisica' },
  ],
};

describe('expression evaluation', () => {
  it.each([
    ['0.1 + 0.2', '0,3'],
    ['canone * aliquota', '271,60'],
    ['canone * 0.22', '271,60'],
    ['canone * 12', '14.814,72'],
    ['canone * mesi', '29.629,44'],
    ['24 * 0.5', '12'],
    ['1 / 3', '0,333333'],
    ['2 / 3', '0,666667'],
    ['canone / 3', '411,52'],
    ['(canone + compenso) / 2', '1.617,28'],
    ['canone - compenso', '-765,44'],
    ['-canone', '-1.234,56'],
    ['compenso * 1.04 * 1.22 - compenso', '537,60'],
    ['canone * 12 | arrotonda:0', '14.815,00'],
    ['mesi / 7 | arrotonda:2', '3,43'],
    ['eredi | somma:"quota"', '100'],
    ['eredi | somma:"lascito"', '1.000,30'],
    ['1000000 * 1000', '1.000.000.000'],
  ])('%s writes %s', (expression, expected) => {
    expect(written(expression, answers)).toBe(expected);
  });

  it('keeps every intermediate digit and rounds once, at the end', () => {
    // 0.005 + 0.005 rounded at each step would be 0.02; once at the end it is 0.01.
    expect(written('canone * 0 + 0.005 * 2 * (compenso / compenso)', answers)).toBe('0,01');
    expect(written('10 / 3 * 3')).toBe('10');
  });

  it('gives amounts and numbers their kinds', () => {
    expect(evaluate('canone * mesi', answers)).toMatchObject({ kind: 'amount' });
    expect(evaluate('mesi * 2', answers)).toMatchObject({ kind: 'number' });
    expect(evaluate('canone | arrotonda:0', answers)).toMatchObject({ kind: 'amount' });
    expect(writeComputed(evaluate('canone * 12', answers), 'canonical')).toBe('14814.72');
  });

  it('is empty when an operand was not asked or a division has no result', () => {
    expect(evaluate('deposito * 2', answers)).toBeUndefined();
    expect(evaluate('canone / (mesi - 24)', answers)).toBeUndefined();
    expect(written('deposito + 1', answers)).toBe('');
    expect(test('deposito <= canone * 3', answers)).toBe(false);
    expect(test('!(deposito <= canone * 3)', answers)).toBe(true);
  });

  it.each([
    ['canone > 1000', true],
    ['canone >= 1234.56', true],
    ['canone < 1000', false],
    ['canone * 3 == 3703.68', true],
    ['canone != 1234.560', false],
    ['eredi | somma:"quota" == 100', true],
    ['eredi | qualcuno:"tipo":"Persona giuridica"', true],
    ['eredi | tutti:"tipo":"Persona fisica"', false],
    ['eredi | qualcuno:"tipo":"Altro"', false],
    ['tipo == "Commerciale" && canone > 1000', true],
    ['tipo == "Abitativo" || mesi < 12', false],
    ['tipo != "Abitativo"', true],
    ['nome_conduttore != "X"', true],
    ['!tipo', false],
    ['canone', true],
    ['deposito', false],
  ])('%s is %p', (expression, expected) => {
    expect(test(expression, answers)).toBe(expected);
  });

  it('tutti holds when every item has the option, and somma skips the items not asked the field', () => {
    const all: Answers = { eredi: [{ tipo: 'Persona fisica', quota: '1.5' }, { tipo: 'Persona fisica' }] };
    expect(test('eredi | tutti:"tipo":"Persona fisica"', all)).toBe(true);
    expect(written('eredi | somma:"quota"', all)).toBe('1,5');
  });
});

describe('contiene inside an expression', () => {
  it('tests a choice as the tag language does', () => {
    expect(test('canone > 1000 && tipo | contiene:"Commerciale"', answers)).toBe(true);
    expect(test('canone > 1000 && tipo | contiene:"Abitativo"', answers)).toBe(false);
    expect(test('tipo | contiene:"Commerciale"', {})).toBe(false);
  });
});
