import type { AnswerValue, Answers, Condition, Question } from '../domain/question';
import { askedPath } from './engine';
import { unreachableQuestions } from './reachability';
import { leaseQuestions, multiple, single } from './test-support/questions';

/** Every index some complete set of answers asks, found by trying them all. */
const askedByBruteForce = (questions: Question[]): Set<number> => {
  const domains = questions.map((question): AnswerValue[] => {
    if (!question.is_multiple_selection) return question.options;
    const subsets = Array.from({ length: 2 ** question.options.length - 1 }, (_, mask) =>
      question.options.filter((_option, bit) => ((mask + 1) >> bit) & 1),
    );
    return subsets;
  });
  const asked = new Set<number>();
  const visit = (index: number, answers: Answers): void => {
    if (index === questions.length) {
      askedPath(questions, answers).forEach((step) => asked.add(step.index));
      return;
    }
    const question = questions[index] as Question;
    (domains[index] ?? []).forEach((value) => visit(index + 1, { ...answers, [question.variable]: value }));
  };
  visit(0, {});
  return asked;
};

const randomQuestionnaire = (random: () => number): Question[] => {
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)] as T;
  const questions: Question[] = [];
  for (let index = 0; index < 5; index += 1) {
    const options = ['A', 'B', 'C'].slice(0, 2 + Math.floor(random() * 2));
    const conditions: Condition[] = [];
    const conditionCount = index === 0 ? 0 : pick([0, 1, 1, 2]);
    for (let count = 0; count < conditionCount; count += 1) {
      const condition: Condition = {};
      for (let pair = 0; pair < pick([1, 1, 2]); pair += 1) {
        const target = pick(questions);
        condition[target.variable] =
          random() < 0.3 ? [pick(target.options), pick(target.options)] : pick(target.options);
      }
      conditions.push(condition);
    }
    const make = random() < 0.35 ? multiple : single;
    questions.push(make(`q${index}`, options, ...conditions));
  }
  return questions;
};

const seededRandom = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let value = Math.imul(seed ^ (seed >>> 15), seed | 1);
  value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
  return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
};

describe('unreachableQuestions', () => {
  it.each<[string, Question[], number[]]>([
    ['a sound questionnaire', leaseQuestions(), []],
    [
      'a condition on an answer that is never given',
      [single('a', ['X', 'Y']), single('b', ['X', 'Y'], { a: 'Z' })],
      [1],
    ],
    [
      'a chain that contradicts itself',
      [
        single('q1', ['A', 'B']),
        single('q3', ['X', 'Y'], { q1: 'A' }),
        single('q4', ['S', 'N'], { q1: 'B', q3: 'X' }),
      ],
      [2],
    ],
    [
      'the same chain with an alternative that can hold',
      [
        single('q1', ['A', 'B']),
        single('q3', ['X', 'Y'], { q1: 'A' }),
        single('q4', ['S', 'N'], { q1: 'B', q3: 'X' }, { q3: 'Y' }),
      ],
      [],
    ],
    [
      'two answers of one single choice at once',
      [
        single('a', ['X', 'Y']),
        single('b', ['S', 'N'], { a: 'X' }),
        single('c', ['S', 'N'], { a: 'Y', b: 'S' }),
      ],
      [2],
    ],
    [
      'two answers of one multiple choice at once',
      [
        multiple('a', ['X', 'Y']),
        single('b', ['S', 'N'], { a: 'X' }),
        single('c', ['S', 'N'], { a: 'Y', b: 'S' }),
      ],
      [],
    ],
    [
      'a question after an unreachable one that depends on it',
      [
        single('a', ['X', 'Y']),
        single('b', ['S', 'N'], { a: 'Z' }),
        single('c', ['S', 'N'], { b: ['S', 'N'] }),
      ],
      [1, 2],
    ],
    ['a condition on a later question', [single('a', ['X', 'Y'], { b: 'X' }), single('b', ['X', 'Y'])], [0]],
  ])('%s', (_, questions, unreachable) => {
    expect(unreachableQuestions(questions)).toEqual(unreachable);
  });

  it('agrees with trying every set of answers on random questionnaires', () => {
    const random = seededRandom(20240611);
    for (let round = 0; round < 150; round += 1) {
      const questions = randomQuestionnaire(random);
      const asked = askedByBruteForce(questions);
      const expected = questions.flatMap((_, index) => (asked.has(index) ? [] : [index]));

      expect({ questions, unreachable: unreachableQuestions(questions) }).toEqual({
        questions,
        unreachable: expected,
      });
    }
  });

  it('stays quick on a long questionnaire of chained conditions', () => {
    const questions = Array.from({ length: 60 }, (_, index) =>
      single(
        `q${index}`,
        ['A', 'B', 'C'],
        ...(index === 0 ? [] : [{ [`q${index - 1}`]: ['A', 'B'] }, { q0: 'C' }]),
      ),
    );

    expect(unreachableQuestions(questions)).toEqual([]);
  });
});
