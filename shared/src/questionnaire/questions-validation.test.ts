import type { Question } from '../domain/question';
import { validateQuestions } from './questions-validation';
import { leaseQuestions, multiple, single } from './test-support/questions';

describe('validateQuestions', () => {
  it('accepts a sound questionnaire', () => {
    expect(validateQuestions(leaseQuestions())).toEqual([]);
  });

  it.each<[string, Question[], string[]]>([
    ['a missing key', [single('', ['X', 'Y'])], ['Domanda n. 1: La chiave è obbligatoria.']],
    [
      'a key with spaces',
      [single('data firma', ['X', 'Y'])],
      ['Domanda n. 1 ("data firma"): La chiave non può contenere spazi: usa "data_firma".'],
    ],
    [
      'a key starting with a digit',
      [single('1canone', ['X', 'Y'])],
      ['Domanda n. 1 ("1canone"): La chiave non può iniziare con un numero'],
    ],
    [
      'a key a tag cannot name',
      [single("dell'immobile", ['X', 'Y'])],
      [
        'Domanda n. 1 ("dell\'immobile"): La chiave può contenere solo lettere, numeri e il trattino basso (_).',
      ],
    ],
    [
      'a reserved key',
      [single('true', ['X', 'Y'])],
      ['Domanda n. 1 ("true"): "true" è una parola riservata e non può essere usata come chiave.'],
    ],
    ['an accented key is fine', [single('città_è', ['X', 'Y'])], []],
    [
      'a repeated key',
      [single('a', ['X', 'Y']), single('b', ['X', 'Y']), single('a', ['X', 'Y'])],
      ['Domanda n. 3 ("a"): La chiave è già usata dalla domanda n. 1.'],
    ],
    [
      'an empty text',
      [{ ...single('a', ['X', 'Y']), question: '  ' }],
      ['Domanda n. 1 ("a"): Il testo della domanda è obbligatorio.'],
    ],
    ['one option', [single('a', ['X'])], ['Domanda n. 1 ("a"): Inserisci almeno 2 risposte']],
    [
      'two options, one blank',
      [single('a', ['X', ' '])],
      ['Domanda n. 1 ("a"): Inserisci almeno 2 risposte'],
    ],
    [
      'a blank third option',
      [multiple('a', ['X', 'Y', ''])],
      ['Domanda n. 1 ("a"): La risposta n. 3 è vuota.'],
    ],
    [
      'a repeated option',
      [single('a', ['X', 'Y', 'X'])],
      ['Domanda n. 1 ("a"): La risposta "X" è ripetuta.'],
    ],
    [
      'an empty condition',
      [single('a', ['X', 'Y']), single('b', ['X', 'Y'], {})],
      ['Domanda n. 2 ("b"): La condizione n. 1 è vuota.'],
    ],
    [
      'a condition on an unknown question',
      [single('a', ['X', 'Y'], { z: 'X' })],
      ['Domanda n. 1 ("a"): La condizione n. 1 si riferisce a "z", che non è una domanda del modello.'],
    ],
    [
      'a condition on a later question',
      [single('a', ['X', 'Y'], { b: 'X' }), single('b', ['X', 'Y'])],
      ['Domanda n. 1 ("a"): La condizione n. 1 si riferisce a "b", che non è una domanda precedente.'],
    ],
    [
      'a condition on itself',
      [single('a', ['X', 'Y'], { a: 'X' })],
      ['Domanda n. 1 ("a"): La condizione n. 1 si riferisce a "a", che non è una domanda precedente.'],
    ],
    [
      'a condition on an answer the question does not have',
      [single('a', ['X', 'Y']), single('b', ['X', 'Y'], { a: 'X' }, { a: ['Y', 'W'] })],
      ['Domanda n. 2 ("b"): La condizione n. 2 richiede "W", che non è una risposta della domanda "a".'],
    ],
    [
      'a condition with no answer',
      [single('a', ['X', 'Y']), single('b', ['X', 'Y'], { a: [] }), single('c', ['X', 'Y'], { a: '' })],
      [
        'Domanda n. 2 ("b"): La condizione n. 1 su "a" non indica nessuna risposta.',
        'Domanda n. 3 ("c"): La condizione n. 1 su "a" non indica nessuna risposta.',
      ],
    ],
  ])('reports %s', (_, questions, problems) => {
    expect(validateQuestions(questions)).toEqual(problems);
  });
});
