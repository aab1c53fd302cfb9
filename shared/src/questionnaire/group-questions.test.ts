import type { GroupQuestion, Question, SimpleQuestion } from '../domain/question';
import { groupQuestionProblems } from './group-questions';
import { questionnaireProblems } from './questionnaire-problems';
import { validateQuestions } from './questions-validation';
import { field, group, landlords } from './test-support/groups';
import { single } from './test-support/questions';
import { typed } from './test-support/typed-questions';

const tipo = field(single('tipo', ['Persona fisica', 'Persona giuridica']), 'Tipo di parte');
const nome = field(typed('nome', 'text'), 'Nome');
const uso = single('uso', ['Abitativo', 'Commerciale']);
const withGroup = (locatori: GroupQuestion, ...after: Question[]): Question[] => [uso, locatori, ...after];
const problemsOf = (locatori: GroupQuestion, ...after: Question[]) =>
  groupQuestionProblems(locatori, withGroup(locatori, ...after));

describe('a group’s definition (docs/api.md, "Repeating groups and parties")', () => {
  it('takes a sound group: a label, its bounds, fields conditioned on earlier fields and earlier choices', () => {
    const questions = withGroup(landlords());
    expect(validateQuestions(questions)).toEqual([]);
    expect(questionnaireProblems(questions)).toEqual([]);
    expect(
      problemsOf(group('g', [tipo], { item_label: 'x'.repeat(40), min_items: 20, max_items: 20 })),
    ).toEqual([]);
  });

  it.each<[string, Partial<GroupQuestion>, string]>([
    [
      'an empty label',
      { item_label: '  ' },
      'L\'etichetta di un elemento (item_label) deve avere da 1 a 40 caratteri, per esempio "Locatore".',
    ],
    [
      'a label of 41 characters',
      { item_label: 'x'.repeat(41) },
      'L\'etichetta di un elemento (item_label) deve avere da 1 a 40 caratteri, per esempio "Locatore".',
    ],
    [
      'no label',
      { item_label: undefined },
      'L\'etichetta di un elemento (item_label) deve avere da 1 a 40 caratteri, per esempio "Locatore".',
    ],
    ['min_items 0', { min_items: 0 }, '"min_items" deve essere un numero intero da 1 a 20.'],
    ['max_items 21', { max_items: 21 }, '"max_items" deve essere un numero intero da 1 a 20.'],
    ['max_items 2.5', { max_items: 2.5 }, '"max_items" deve essere un numero intero da 1 a 20.'],
    ['no min_items', { min_items: undefined }, '"min_items" deve essere un numero intero da 1 a 20.'],
    [
      'min above max',
      { min_items: 3, max_items: 2 },
      'Il numero minimo di elementi (min_items) supera il numero massimo (max_items).',
    ],
    ['no fields', { fields: [] }, 'Un gruppo deve avere da 1 a 30 campi.'],
    [
      '31 fields',
      { fields: Array.from({ length: 31 }, (_, i) => field(typed(`f${i}`, 'text'), `Campo ${i}`)) },
      'Un gruppo deve avere da 1 a 30 campi.',
    ],
    ['fields not a list', { fields: undefined }, 'Un gruppo deve avere da 1 a 30 campi.'],
    [
      'options',
      { options: ['A', 'B'] },
      'Un gruppo non ha risposte tra cui scegliere: le risposte sono quelle dei suoi campi.',
    ],
    ['a multiple selection', { is_multiple_selection: true }, 'Un gruppo non può essere a scelta multipla.'],
  ])('refuses %s', (_, change, message) => {
    expect(problemsOf(group('locatori', [tipo, nome], change))).toEqual([message]);
  });

  it.each<[string, Question[], Question[], string]>([
    [
      'a group as a field',
      [tipo, group('sub', [nome]) as unknown as Question],
      [],
      'campo n. 2 ("sub"): Un campo non può essere a sua volta un gruppo.',
    ],
    [
      'a key starting with $',
      [field(typed('$posizione', 'text'), 'P')],
      [],
      'campo n. 1 ("$posizione"): La chiave di un campo non può iniziare con $: i nomi con $ sono riservati ai cicli ($posizione, $separatore...).',
    ],
    [
      'a key with spaces',
      [field(typed('nome completo', 'text'), 'N')],
      [],
      'campo n. 1 ("nome completo"): La chiave non può contenere spazi: usa "nome_completo".',
    ],
    [
      'a key twice in the group',
      [tipo, nome, field(typed('nome', 'text'), 'Altro nome')],
      [],
      'campo n. 3 ("nome"): La chiave è già usata dal campo n. 2 dello stesso gruppo.',
    ],
    [
      'a top-level question’s key',
      [tipo, field(typed('uso', 'text'), 'Uso')],
      [],
      'campo n. 2 ("uso"): La chiave è già usata dalla domanda n. 1: un campo deve avere una chiave diversa da quelle delle domande.',
    ],
    [
      'a later top-level question’s key',
      [tipo, field(typed('canone', 'text'), 'Canone')],
      [typed('canone', 'amount')],
      'campo n. 2 ("canone"): La chiave è già usata dalla domanda n. 3: un campo deve avere una chiave diversa da quelle delle domande.',
    ],
    [
      'no text',
      [{ ...nome, question: ' ' }],
      [],
      'campo n. 1 ("nome"): Il testo della domanda è obbligatorio.',
    ],
    [
      'a choice with one option',
      [field(single('tipo', ['Sì']), 'Tipo')],
      [],
      'campo n. 1 ("tipo"): Inserisci almeno 2 risposte',
    ],
    [
      'a typed field with options',
      [{ ...nome, options: ['A', 'B'] }],
      [],
      'campo n. 1 ("nome"): Una domanda con risposta libera non può avere risposte tra cui scegliere.',
    ],
    [
      'a tax code with limits',
      [field(typed('cf', 'codice_fiscale', { max_length: 16 }), 'CF')],
      [],
      'campo n. 1 ("cf"): Una domanda di tipo codice fiscale o partita IVA non ha limiti: togli "max_length".',
    ],
    [
      'an unknown type',
      [field(typed('x', 'colore' as 'text'), 'X')],
      [],
      'campo n. 1 ("x"): Il tipo di risposta "colore" non esiste (tipi: choice, text, number, amount, date, codice_fiscale, partita_iva, iban, provincia, cap, group).',
    ],
    [
      'a condition on a later field',
      [field(typed('nome', 'text'), 'Nome', { tipo: 'Persona fisica' }), tipo],
      [],
      'campo n. 1 ("nome"): La condizione n. 1 si riferisce a "tipo", che non è né un campo precedente dello stesso gruppo né una domanda precedente al gruppo.',
    ],
    [
      'a condition on a later question',
      [tipo, field(typed('nome', 'text'), 'Nome', { rito: 'Sì' })],
      [single('rito', ['Sì', 'No'])],
      'campo n. 2 ("nome"): La condizione n. 1 si riferisce a "rito", che non è né un campo precedente dello stesso gruppo né una domanda precedente al gruppo.',
    ],
    [
      'a condition on a typed field',
      [nome, field(typed('cf', 'codice_fiscale'), 'CF', { nome: 'Mario' })],
      [],
      'campo n. 2 ("cf"): La condizione n. 1 si riferisce a "nome", che non è una domanda a scelta: una condizione può chiedere la risposta di una domanda a scelta o confrontare un numero, un importo o una data.',
    ],
    [
      'a condition on an option the field does not have',
      [tipo, field(typed('nome', 'text'), 'Nome', { tipo: 'Ente' })],
      [],
      'campo n. 2 ("nome"): La condizione n. 1 richiede "Ente", che non è una risposta della domanda "tipo".',
    ],
    [
      'an empty condition',
      [tipo, field(typed('nome', 'text'), 'Nome', {})],
      [],
      'campo n. 2 ("nome"): La condizione n. 1 è vuota.',
    ],
  ])('refuses a field with %s', (_, fields, after, message) => {
    expect(problemsOf(group('locatori', fields as SimpleQuestion[]), ...after)).toEqual([message]);
  });

  it('refuses a top-level condition on a group or on a field of one', () => {
    const questions = [
      ...withGroup(landlords()),
      single('garante', ['Sì', 'No'], { locatori: 'x' }),
      single('deposito', ['Sì', 'No'], { tipo: 'Persona fisica' }),
    ];
    const expected = [
      'Domanda n. 3 ("garante"): La condizione n. 1 si riferisce al gruppo "locatori": di un gruppo una condizione chiede se qualche elemento, o tutti, hanno una risposta (per esempio {"locatori": {"any": {"tipo": "Persona giuridica"}}}).',
      'Domanda n. 4 ("deposito"): La condizione n. 1 si riferisce a "tipo", un campo del gruppo "locatori": fuori dal gruppo si chiede se qualche elemento, o tutti, hanno una risposta (per esempio {"locatori": {"any": {"tipo": "…"}}}).',
    ];
    expect(validateQuestions(questions)).toEqual(expected);
    expect(questionnaireProblems(questions)).toEqual(expected);
  });

  it('names the group’s question in what a save refuses (400) and in the template check’s errors', () => {
    const questions = withGroup(group('locatori', [tipo], { min_items: 0 }));
    const expected = ['Domanda n. 2 ("locatori"): "min_items" deve essere un numero intero da 1 a 20.'];
    expect(questionnaireProblems(questions)).toEqual(expected);
    expect(validateQuestions(questions)).toEqual(expected);
  });
});
