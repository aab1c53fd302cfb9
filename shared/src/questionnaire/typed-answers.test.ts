import { detailedAnswers } from './detailed-answers';
import { nextQuestion } from './engine';
import { checkCompleteness, validateAnswerValues } from './answers-validation';
import { single } from './test-support/questions';
import { typed } from './test-support/typed-questions';
import { normalizeAnswers } from './typed-answers';

const questions = [
  single('tipo', ['Persona', 'Società']),
  typed('nome', 'text', { max_length: 10 }),
  typed('note', 'text', { multiline: true }),
  typed('mesi', 'number', { min: 1, max: 96 }),
  typed('canone', 'amount', { min: 100 }),
  typed('decorrenza', 'date', { min: '2026-01-01', max: '2030-12-31' }),
];

const problemsOf = (variable: string, value: unknown) =>
  validateAnswerValues(questions, { [variable]: value as string });

describe('typed answers', () => {
  it.each([
    ['nome', 'Mario'],
    ['nome', 'àèìòù😀’\'"'],
    ['note', 'riga 1\nriga 2'],
    ['mesi', '48'],
    ['mesi', '1.5'],
    ['canone', '1234.5'],
    ['canone', '100'],
    ['decorrenza', '2028-02-29'],
  ])('accepts %s = %j', (variable, value) => {
    expect(problemsOf(variable, value)).toEqual([]);
  });

  it.each([
    ['nome', ['Mario'], 'La risposta alla domanda "Domanda nome?" deve essere un testo.'],
    ['nome', 42, 'La risposta alla domanda "Domanda nome?" deve essere un testo.'],
    ['nome', '', 'La risposta alla domanda "Domanda nome?" è vuota.'],
    ['nome', 'Mario Rossi', 'La risposta alla domanda "Domanda nome?" supera 10 caratteri.'],
    ['nome', 'a\u0007b', 'La risposta alla domanda "Domanda nome?" contiene caratteri non ammessi.'],
    ['nome', 'a\nb', 'La risposta alla domanda "Domanda nome?" deve stare su una sola riga.'],
    ['note', 'a\tb', 'La risposta alla domanda "Domanda note?" contiene caratteri non ammessi.'],
    [
      'mesi',
      '1234,5',
      'La risposta alla domanda "Domanda mesi?" non è un numero valido (per esempio 1234,5).',
    ],
    ['mesi', '', 'La risposta alla domanda "Domanda mesi?" è vuota.'],
    [
      'mesi',
      '1.1234567',
      'La risposta alla domanda "Domanda mesi?" non è un numero valido (per esempio 1234,5).',
    ],
    ['mesi', '0', 'La risposta alla domanda "Domanda mesi?" non può essere inferiore a 1.'],
    ['mesi', '97', 'La risposta alla domanda "Domanda mesi?" non può essere superiore a 96.'],
    [
      'canone',
      '-5',
      'La risposta alla domanda "Domanda canone?" non è un importo valido: al massimo due decimali, non negativo (per esempio 1234,50).',
    ],
    [
      'canone',
      '10.123',
      'La risposta alla domanda "Domanda canone?" non è un importo valido: al massimo due decimali, non negativo (per esempio 1234,50).',
    ],
    ['canone', '99.99', 'La risposta alla domanda "Domanda canone?" non può essere inferiore a 100,00 €.'],
    [
      'decorrenza',
      '2026-02-30',
      'La risposta alla domanda "Domanda decorrenza?" non è una data esistente (gg/mm/aaaa).',
    ],
    [
      'decorrenza',
      '01/03/2026',
      'La risposta alla domanda "Domanda decorrenza?" deve essere una data nel formato AAAA-MM-GG (per esempio 2026-03-01).',
    ],
    [
      'decorrenza',
      '2025-12-31',
      'La data della domanda "Domanda decorrenza?" non può essere precedente al 01/01/2026.',
    ],
    [
      'decorrenza',
      '2031-01-01',
      'La data della domanda "Domanda decorrenza?" non può essere successiva al 31/12/2030.',
    ],
  ])('refuses %s = %j', (variable, value, message) => {
    expect(problemsOf(variable, value)).toEqual([message]);
  });

  it('counts an emoji as one character', () => {
    expect(problemsOf('nome', '😀'.repeat(10))).toEqual([]);
  });

  it('trims text answers, keeping inner line breaks', () => {
    expect(normalizeAnswers(questions, { nome: '  Mario ', note: ' a\r\nb ', tipo: 'Persona' })).toEqual({
      nome: 'Mario',
      note: 'a\nb',
      tipo: 'Persona',
    });
  });

  it('answers the typed question with its type and limits, options empty', () => {
    expect(nextQuestion(questions, { tipo: 'Persona' })).toEqual({
      type: 'text',
      max_length: 10,
      variable: 'nome',
      question: 'Domanda nome?',
      description: '',
      options: [],
      is_multiple_selection: false,
      index: 1,
    });
    expect(nextQuestion(questions, { tipo: 'Persona', nome: 'M', note: 'n' })).toMatchObject({
      type: 'number',
      min: 1,
      max: 96,
    });
  });

  it('completes a questionnaire of typed answers and shows them as the lawyer reads them', () => {
    const answers = {
      tipo: 'Persona',
      nome: 'Mario',
      note: 'n',
      mesi: '1234.5',
      canone: '1234.5',
      decorrenza: '2026-11-23',
    };
    const withoutLimits = questions.map((question) => ({ ...question, min: undefined, max: undefined }));
    expect(checkCompleteness(withoutLimits, answers)).toEqual([]);
    expect(detailedAnswers(withoutLimits, answers).map((detail) => detail.given_answer)).toEqual([
      'Persona',
      'Mario',
      'n',
      '1.234,5',
      '1.234,50 €',
      '23/11/2026',
    ]);
  });
});
