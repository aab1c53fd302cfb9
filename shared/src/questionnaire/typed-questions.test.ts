import type { Question } from '../domain/question';
import { validateQuestions } from './questions-validation';
import { single } from './test-support/questions';
import { typed } from './test-support/typed-questions';
import { questionnaireProblems } from './questionnaire-problems';

const withQuestion = (question: Question) => [single('tipo', ['A', 'B']), question];

describe('typed questions', () => {
  it('accepts every type with sound limits', () => {
    const questions = [
      typed('nome', 'text', { max_length: 2000, multiline: true }),
      typed('mesi', 'number', { min: -5, max: 5 }),
      typed('canone', 'amount', { min: 0 }),
      typed('data', 'date', { min: '2026-01-01', max: '2026-12-31' }),
      { ...single('tipo', ['A', 'B']), type: 'choice' as const },
    ];
    expect(validateQuestions(questions)).toEqual([]);
  });

  it.each<[string, Question, string]>([
    [
      'options',
      { ...typed('x', 'text'), options: ['A', 'B'] },
      'Una domanda con risposta libera non può avere risposte tra cui scegliere.',
    ],
    [
      'multiple',
      { ...typed('x', 'amount'), is_multiple_selection: true },
      'Solo una domanda a scelta può essere a scelta multipla.',
    ],
    [
      'an unknown type',
      { ...typed('x', 'text'), type: 'colore' as 'text' },
      'Il tipo di risposta "colore" non esiste (tipi: choice, text, number, amount, date, codice_fiscale, partita_iva, iban, provincia, cap, group).',
    ],
    ['min above max', typed('x', 'number', { min: 10, max: 1 }), 'Il minimo è superiore al massimo.'],
    [
      'date min above max',
      typed('x', 'date', { min: '2027-01-01', max: '2026-01-01' }),
      'Il minimo è superiore al massimo.',
    ],
    [
      'a date limit that is no date',
      typed('x', 'date', { min: '2026-02-30' }),
      'Il limite "min" deve essere una data esistente (AAAA-MM-GG).',
    ],
    [
      'a number limit that is text',
      typed('x', 'amount', { max: '100' }),
      'Il limite "max" deve essere un numero.',
    ],
    [
      'max_length 0',
      typed('x', 'text', { max_length: 0 }),
      'La lunghezza massima deve essere un numero intero tra 1 e 2000.',
    ],
    [
      'max_length 2001',
      typed('x', 'text', { max_length: 2001 }),
      'La lunghezza massima deve essere un numero intero tra 1 e 2000.',
    ],
  ])('reports %s', (_, question, problem) => {
    const expected = `Domanda n. 2 ("x"): ${problem}`;
    expect(validateQuestions(withQuestion(question))).toEqual([expected]);
    expect(questionnaireProblems(withQuestion(question))).toEqual([expected]);
  });

  it('reports conditions on a typed question', () => {
    const questions = [typed('nome', 'text'), single('b', ['X', 'Y'], { nome: 'Mario' })];
    const expected =
      'Domanda n. 2 ("b"): La condizione n. 1 si riferisce a "nome", che non è una domanda a scelta: una condizione può chiedere la risposta di una domanda a scelta o confrontare un numero, un importo o una data.';
    expect(validateQuestions(questions)).toEqual([expected]);
    expect(questionnaireProblems(questions)).toEqual([expected]);
  });
});
