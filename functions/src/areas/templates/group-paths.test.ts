import { type Answers, type GroupItem, type Question } from '@redigo/shared/domain/question';
import { checkCompleteness, validateAnswerValues } from '@redigo/shared/questionnaire/answers-validation';
import { effectiveAnswers } from '@redigo/shared/questionnaire/engine';
import { field, group } from '@redigo/shared/questionnaire/test-support/groups';
import { single } from '@redigo/shared/questionnaire/test-support/questions';
import { typed } from '@redigo/shared/questionnaire/test-support/typed-questions';
import { answerCombinations } from './answer-combinations';
import { describeFinding } from './verify-paths';

const parti = group(
  'parti',
  [
    field(single('tipo', ['Persona fisica', 'Persona giuridica']), 'Tipo'),
    field(typed('nome', 'text'), 'Nome', { tipo: 'Persona fisica' }),
    field(typed('cf', 'codice_fiscale'), 'Codice fiscale', { tipo: 'Persona fisica' }),
    field(typed('denominazione', 'text'), 'Denominazione', { tipo: 'Persona giuridica' }),
    field(typed('piva', 'partita_iva'), 'Partita IVA', { tipo: 'Persona giuridica' }),
    field(single('rea', ['Iscritta', 'Non iscritta']), 'REA', {
      tipo: 'Persona giuridica',
      uso: 'Commerciale',
    }),
  ],
  { min_items: 1, max_items: 4, item_label: 'Parte' },
);

const pathsOf = (questions: Question[]) => {
  const { paths, exhaustive } = answerCombinations(questions);
  return { paths: [...paths], exhaustive };
};

/** Each path is one the questionnaire accepts as complete: the items' fields exactly those asked. */
const expectValid = (questions: Question[], paths: Answers[]) =>
  paths.forEach((answers) => {
    expect(validateAnswerValues(questions, answers)).toEqual([]);
    expect(checkCompleteness(questions, answers)).toEqual([]);
    expect(effectiveAnswers(questions, answers)).toEqual(answers);
  });

const items = (answers: Answers, variable: string) => (answers[variable] ?? []) as GroupItem[];

describe('groups in «Verifica tutti i percorsi»', () => {
  const questions: Question[] = [single('uso', ['Abitativo', 'Commerciale']), parti];

  it('tries every group at min_items and at max_items, every path a valid questionnaire', () => {
    const { paths, exhaustive } = pathsOf(questions);
    expect(exhaustive).toBe(true);
    expect(new Set(paths.map((answers) => items(answers, 'parti').length))).toEqual(new Set([1, 4]));
    expectValid(questions, paths);
  });

  it('covers the fields’ choices with the top-level ones, under the fields’ conditions', () => {
    const { paths } = pathsOf(questions);
    const seen = new Set(
      paths.flatMap((answers) =>
        items(answers, 'parti').map(
          (item) => `${String(answers.uso)}|${String(item.tipo)}|${String(item.rea ?? '-')}`,
        ),
      ),
    );
    expect(seen).toEqual(
      new Set([
        'Abitativo|Persona fisica|-',
        'Abitativo|Persona giuridica|-',
        'Commerciale|Persona fisica|-',
        'Commerciale|Persona giuridica|Iscritta',
        'Commerciale|Persona giuridica|Non iscritta',
      ]),
    );
  });

  it('gives the items of one list different answers, and valid tax codes', () => {
    const { paths } = pathsOf(questions);
    const four = paths.find((answers) => items(answers, 'parti').length === 4);
    expect(new Set(items(four ?? {}, 'parti').map((item) => item.tipo))).toEqual(
      new Set(['Persona fisica', 'Persona giuridica']),
    );
  });

  it('covers a group pairwise in a template past the exhaustive limit', () => {
    const many = [
      ...Array.from({ length: 8 }, (_, index) => single(`q${index}`, ['A', 'B', 'C'])),
      questions[0] as Question,
      parti,
    ];
    const { paths, exhaustive } = pathsOf(many);
    expect(exhaustive).toBe(false);
    expectValid(many, paths);
    const counts = new Set(paths.map((answers) => items(answers, 'parti').length));
    expect(counts).toEqual(new Set([1, 4]));
    // Every pair of a top-level answer and the first item's type appears in some path.
    for (const answer of ['A', 'B', 'C'])
      for (const tipo of ['Persona fisica', 'Persona giuridica'])
        expect(paths.some((path) => path.q7 === answer && items(path, 'parti')[0]?.tipo === tipo)).toBe(true);
  });
});

describe('a finding’s answers in a refusal', () => {
  it('shows a group’s items readably', () => {
    expect(
      describeFinding({
        document: 'Master',
        kind: 'leftover_tag',
        severity: 'error',
        message: 'Master: un tag è rimasto nel testo.',
        answers: {
          uso: 'Commerciale',
          parti: [{ tipo: 'Persona fisica', nome: 'Mario' }, { tipo: 'Persona giuridica' }],
        },
        occurrences: 1,
      }),
    ).toBe(
      'Master: un tag è rimasto nel testo. Risposte: uso = Commerciale; parti = [tipo: Persona fisica, nome: Mario], [tipo: Persona giuridica].',
    );
  });
});
