import type { Answers, Condition, Question } from '../domain/question';
import { describeCondition } from './describe';
import { nextQuestion } from './engine';
import { askedFields } from './group-items';
import { validateQuestions } from './questions-validation';
import { field, group } from './test-support/groups';
import { single } from './test-support/questions';
import { typed } from './test-support/typed-questions';

const conduttori = group(
  'conduttori',
  [
    field(single('tipo', ['Persona fisica', 'Persona giuridica']), 'Tipo'),
    field(typed('reddito', 'amount'), 'Reddito'),
    field(typed('nascita', 'date'), 'Data di nascita'),
    field(typed('garante', 'text'), 'Garante', { reddito: { lt: 20000 } }),
  ],
  { item_label: 'Conduttore' },
);

const questions = (condition: Condition): Question[] => [
  typed('canone', 'amount'),
  typed('mesi', 'number'),
  typed('decorrenza', 'date'),
  single('uso', ['Abitativo', 'Commerciale']),
  typed('nota', 'text'),
  conduttori,
  { ...typed('domanda', 'text'), required_answers: [condition] },
];

const base: Answers = {
  canone: '1200.50',
  mesi: '48',
  decorrenza: '2026-03-01',
  uso: 'Abitativo',
  nota: 'Nulla',
  conduttori: [
    { tipo: 'Persona fisica', reddito: '30000', nascita: '1980-01-01' },
    { tipo: 'Persona giuridica', reddito: '90000', nascita: '1999-01-01' },
  ],
};

const asks = (condition: Condition, answers: Answers = base): boolean =>
  nextQuestion(questions(condition), answers)?.variable === 'domanda';

describe('conditions on typed answers and on groups', () => {
  it.each<[Condition, boolean]>([
    [{ canone: { gt: 1000 } }, true],
    [{ canone: { gt: 1200.5 } }, false],
    [{ canone: { gte: 1200.5 } }, true],
    [{ canone: { eq: 1200.5 } }, true],
    [{ canone: { ne: 1200.5 } }, false],
    [{ canone: { gt: 1000, lt: 1200 } }, false],
    [{ mesi: { lte: 48 } }, true],
    [{ mesi: { lt: 48 } }, false],
    [{ decorrenza: { gte: '2026-01-01' } }, true],
    [{ decorrenza: { lt: '2026-03-01' } }, false],
    [{ conduttori: { any: { tipo: 'Persona giuridica' } } }, true],
    [{ conduttori: { all: { tipo: 'Persona giuridica' } } }, false],
    [{ conduttori: { all: { tipo: ['Persona fisica', 'Persona giuridica'] } } }, true],
    [{ conduttori: { any: { tipo: 'Persona giuridica' } }, uso: 'Commerciale' }, false],
    [{ conduttori: { any: { tipo: 'Persona giuridica' } }, canone: { gt: 1000 } }, true],
  ])('%j holds: %p', (condition, expected) => {
    expect(asks(condition)).toBe(expected);
  });

  it('a comparison on a question not answered does not hold', () => {
    const { canone: _canone, ...answers } = base;
    expect(nextQuestion(questions({ canone: { gt: 0 } }), answers)?.variable).toBe('canone');
    expect(asks({ canone: { ne: 5 } }, { ...answers, canone: '' })).toBe(false);
  });

  it("a group's field compares its own item's earlier fields", () => {
    expect(
      askedFields(conduttori, { tipo: 'Persona fisica', reddito: '15000' }, {}).map((f) => f.variable),
    ).toContain('garante');
    expect(
      askedFields(conduttori, { tipo: 'Persona fisica', reddito: '25000' }, {}).map((f) => f.variable),
    ).not.toContain('garante');
  });

  it('accepts valid comparisons and group tests', () => {
    for (const condition of [
      { canone: { gt: 1000 } },
      { decorrenza: { lte: '2026-12-31' }, uso: 'Abitativo' },
      { conduttori: { all: { tipo: 'Persona fisica' } } },
    ] as Condition[]) {
      expect(validateQuestions(questions(condition))).toEqual([]);
    }
  });

  it.each<[string, object, string]>([
    [
      'a comparison on a choice',
      { uso: { gt: 1 } },
      'confronta "uso", che non è un numero, un importo o una data',
    ],
    [
      'a comparison on a text',
      { nota: { eq: 1 } },
      'confronta "nota", che non è un numero, un importo o una data',
    ],
    ['an unknown operator', { canone: { maggiore: 1000 } }, 'l\'operatore "maggiore", che non esiste'],
    [
      'a date that does not exist',
      { decorrenza: { gt: '2026-02-30' } },
      'con "2026-02-30", che non è una data esistente',
    ],
    ['a text for a number', { canone: { gt: '1000' } }, 'con qualcosa che non è un numero'],
    [
      'a field the group lacks',
      { conduttori: { any: { ruolo: 'X' } } },
      'usa il campo "ruolo", che il gruppo "conduttori" non ha',
    ],
    [
      'a field that is no choice',
      { conduttori: { any: { reddito: '1' } } },
      'usa il campo "reddito", che non è a scelta',
    ],
    [
      'an option the field lacks',
      { conduttori: { all: { tipo: 'Ente' } } },
      'richiede "Ente", che non è una delle risposte del campo "tipo"',
    ],
    [
      'a group test on no group',
      { uso: { any: { tipo: 'X' } } },
      'usa "any" o "all" su "uso", che non è un gruppo',
    ],
    [
      'both any and all',
      { conduttori: { any: { tipo: 'Persona fisica' }, all: { tipo: 'Persona fisica' } } },
      'deve avere la forma',
    ],
  ])('reports %s as a question error', (_, condition, part) => {
    const problems = validateQuestions(questions(condition as Condition));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('Domanda n. 7 ("domanda"): La condizione n. 1');
    expect(problems[0]).toContain(part);
  });

  it("refuses a group test in a group's field", () => {
    const inner = group('altri', [
      field(typed('x', 'text'), 'X', { conduttori: { any: { tipo: 'Persona fisica' } } } as Condition),
    ]);
    const problems = validateQuestions([conduttori, inner]);
    expect(problems).toEqual([
      expect.stringContaining('i test sui gruppi (any, all) si usano solo nelle domande fuori dai gruppi'),
    ]);
  });

  it('describes comparisons and group tests for the admin screens', () => {
    expect(
      describeCondition({ canone: { gt: 1000 }, conduttori: { any: { tipo: 'Persona giuridica' } } }),
    ).toBe('canone > 1000 && conduttori: almeno un elemento con tipo = Persona giuridica');
  });
});
