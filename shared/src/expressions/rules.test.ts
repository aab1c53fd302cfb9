import type { Answers, Question } from '../domain/question';
import { failingRules, ruleCheckProblems, ruleShapeProblems, whenOf, type TemplateRule } from './rules';
import { eredi, q } from './test-support';

const questions: Question[] = [
  q('tipo', 'choice', ['Abitativo', 'Commerciale']),
  q('canone', 'amount'),
  { ...q('deposito', 'amount'), required_answers: [{ tipo: 'Abitativo' }] },
  eredi,
  q('nota', 'text'),
];

const rules: TemplateRule[] = [
  { check: 'deposito <= canone * 3', message: 'Il deposito non può superare tre mensilità del canone.' },
  { check: 'eredi | somma:"quota" == 100', message: 'Le quote degli eredi devono sommare a 100.' },
  {
    check: 'canone >= 500',
    message: 'Per un uso commerciale il canone è di almeno 500 euro.',
    when: { tipo: 'Commerciale' },
  },
];

const answers: Answers = {
  tipo: 'Abitativo',
  canone: '1000',
  deposito: '3500',
  eredi: [{ quota: '60' }, { quota: '30' }],
};

describe('rules across answers', () => {
  it('returns the failing rules’ messages in the template’s order', () => {
    expect(failingRules(rules, questions, answers)).toEqual([
      'Il deposito non può superare tre mensilità del canone.',
      'Le quote degli eredi devono sommare a 100.',
    ]);
  });

  it('passes rules that hold', () => {
    expect(
      failingRules(rules, questions, {
        ...answers,
        deposito: '3000',
        eredi: [{ quota: '60' }, { quota: '40' }],
      }),
    ).toEqual([]);
  });

  it('tests a rule only once every name it reads is answered', () => {
    expect(failingRules(rules, questions, { tipo: 'Abitativo', canone: '1000' })).toEqual([]);
  });

  it('never tests a rule naming a question the path did not ask', () => {
    // A stale deposit given for a commercial lease: the deposit is not asked, so its rule is not tested.
    expect(failingRules(rules, questions, { tipo: 'Commerciale', canone: '400', deposito: '5000' })).toEqual([
      'Per un uso commerciale il canone è di almeno 500 euro.',
    ]);
  });

  it('tests a rule only when its `when` holds', () => {
    expect(failingRules(rules, questions, { tipo: 'Abitativo', canone: '400' })).toEqual([]);
  });

  it('fails nothing for a check left empty by a division by zero', () => {
    const divide: TemplateRule = { check: 'canone / (canone - 1000) > 1', message: 'Un messaggio di prova.' };
    expect(failingRules([divide], questions, answers)).toEqual([]);
  });

  it('reads one Condition object as a list of one', () => {
    expect(whenOf({ when: { tipo: 'Commerciale' } })).toEqual([{ tipo: 'Commerciale' }]);
    expect(whenOf({})).toEqual([]);
  });

  it('refuses rules of the wrong shape (400)', () => {
    expect(ruleShapeProblems(undefined)).toEqual([]);
    expect(ruleShapeProblems(rules)).toEqual([]);
    expect(ruleShapeProblems('x')).toEqual(['Le regole devono essere un elenco.']);
    expect(ruleShapeProblems(Array.from({ length: 51 }, () => rules[0]))).toEqual([
      'Un modello può avere al massimo 50 regole.',
    ]);
    expect(ruleShapeProblems([{ check: 'canone > 1', message: 'Corto' }])).toEqual([
      'Il messaggio della regola n. 1 deve avere da 10 a 300 caratteri.',
    ]);
    expect(ruleShapeProblems([{ check: 'canone > 1', message: 'x'.repeat(301) }])).toHaveLength(1);
    expect(ruleShapeProblems([{ message: 'Un messaggio valido.', when: 3 }])).toEqual([
      'La regola n. 1 non ha l\'espressione da verificare ("check").',
      'La regola n. 1 ha un "when" non valido: serve una condizione o un elenco di condizioni.',
    ]);
    expect(ruleShapeProblems([null])).toHaveLength(1);
  });

  it('reports rules whose check or when does not fit the questions (422)', () => {
    expect(ruleCheckProblems(rules, questions)).toEqual([]);
    expect(
      ruleCheckProblems(
        [
          { check: 'canone * 1,5 > 1', message: 'Un messaggio di prova.' },
          { check: 'affitto > 1', message: 'Un messaggio di prova.' },
          { check: 'nota > 1', message: 'Un messaggio di prova.', when: [{ colore: 'Rosso' }] },
        ],
        questions,
      ),
    ).toEqual([
      expect.stringMatching(
        /^Regola n\. 1: L'espressione "canone \* 1,5 > 1" scrive il numero 1,5 con la virgola/,
      ),
      'Regola n. 2: L\'espressione "affitto > 1" usa "affitto", che non è una domanda del modello.',
      'Regola n. 3: L\'espressione "nota > 1" fa un calcolo o un confronto con "nota", che non è un numero né un importo.',
      'Regola n. 3: La condizione n. 1 si riferisce a "colore", che non è una domanda del modello.',
    ]);
  });
});
