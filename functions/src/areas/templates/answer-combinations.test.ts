import {
  TEMPLATE_LIMITS,
  type Answers,
  type Question,
  type SimpleQuestion,
} from '@redigo/shared/domain/question';
import { walkAnswerPaths } from '@redigo/shared/questionnaire/answer-paths';
import { isAsked } from '@redigo/shared/questionnaire/conditions';
import { answerCombinations, EXHAUSTIVE_LIMIT } from './answer-combinations';
import { representativeAnswers } from './tried-answers';

const choice = (
  variable: string,
  options: string[],
  extra: Partial<SimpleQuestion> = {},
): SimpleQuestion => ({
  variable,
  question: variable,
  options,
  is_multiple_selection: false,
  required_answers: [],
  ...extra,
});

describe('the paths «Verifica tutti i percorsi» renders', () => {
  it('tries every reachable path when there are few, following the conditions', () => {
    const questions = [
      choice('forma', ['Scritta', 'Orale']),
      choice('copie', ['Una', 'Due'], { required_answers: [{ forma: 'Scritta' }] }),
      choice('foro', ['Milano', 'Roma']),
    ];
    const { paths, exhaustive } = answerCombinations(questions);
    const answers = [...paths];
    expect(exhaustive).toBe(true);
    expect(answers).toHaveLength(6);
    expect(answers).toContainEqual({ forma: 'Orale', foro: 'Roma' });
    expect(answers.filter((each) => 'copie' in each).every((each) => each.forma === 'Scritta')).toBe(true);
  });

  it('gives a multiple choice each option alone and all of them', () => {
    expect(representativeAnswers(choice('extra', ['A', 'B'], { is_multiple_selection: true }))).toEqual([
      ['A'],
      ['B'],
      ['A', 'B'],
    ]);
  });

  it('gives typed questions one value within their limits', () => {
    expect(representativeAnswers(choice('nome', [], { type: 'text', max_length: 5 }))).toEqual(['Testo']);
    expect(representativeAnswers(choice('righe', [], { type: 'text', multiline: true }))).toEqual([
      'Testo di prova\nseconda riga',
    ]);
    expect(representativeAnswers(choice('mesi', [], { type: 'number', min: 24, max: 48 }))).toEqual(['24']);
    expect(representativeAnswers(choice('canone', [], { type: 'amount', max: 900 }))).toEqual(['900.00']);
    expect(representativeAnswers(choice('inizio', [], { type: 'date', min: '2027-01-01' }))).toEqual([
      '2027-01-01',
    ]);
  });

  it('past the limit, takes a pairwise-covering set: every pair of answers appears in some path', () => {
    const questions = Array.from({ length: 8 }, (_, index) => choice(`q${index}`, ['a', 'b', 'c']));
    const { paths, exhaustive } = answerCombinations(questions);
    const answers = [...paths];
    expect(exhaustive).toBe(false);
    expect(answers.length).toBeLessThanOrEqual(EXHAUSTIVE_LIMIT);
    for (let first = 0; first < questions.length; first += 1) {
      for (let second = first + 1; second < questions.length; second += 1) {
        for (const a of ['a', 'b', 'c']) {
          for (const b of ['a', 'b', 'c']) {
            const covered = answers.some((each) => each[`q${first}`] === a && each[`q${second}`] === b);
            expect({ pair: `q${first}=${a} q${second}=${b}`, covered }).toEqual({
              pair: `q${first}=${a} q${second}=${b}`,
              covered: true,
            });
          }
        }
      }
    }
  });

  it('in a pairwise set, answers only the questions each path asks', () => {
    const questions = [
      ...Array.from({ length: 6 }, (_, index) => choice(`q${index}`, ['a', 'b', 'c'])),
      choice('solo_se_a', ['x', 'y'], { required_answers: [{ q0: 'a' }] }),
    ];
    const { paths, exhaustive } = answerCombinations(questions);
    const answers = [...paths];
    expect(exhaustive).toBe(false);
    expect(answers.filter((each) => 'solo_se_a' in each).every((each) => each.q0 === 'a')).toBe(true);
    expect(answers.some((each) => each.solo_se_a === 'x')).toBe(true);
    expect(answers.some((each) => each.solo_se_a === 'y')).toBe(true);
  });
});

/** A questionnaire drawn from `seed`: choices of 2 to 4 options, some multiple, some asked only on earlier answers. */
const drawnQuestionnaire = (seed: number, count: number): Question[] => {
  let state = seed;
  const next = (below: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % below;
  };
  const questions: Question[] = [];
  for (let index = 0; index < count; index += 1) {
    const options = Array.from({ length: 2 + next(3) }, (_, option) => `o${option}`);
    const conditions =
      index === 0 || next(3) === 0
        ? []
        : Array.from({ length: 1 + next(2) }, () => {
            const earlier = questions[next(index)] as Question;
            const expected = earlier.options[next(earlier.options.length)] as string;
            return next(4) === 0
              ? { [earlier.variable]: [expected, earlier.options[0] as string] }
              : { [earlier.variable]: expected };
          });
    questions.push(
      choice(`q${index}`, options, { is_multiple_selection: next(4) === 0, required_answers: conditions }),
    );
  }
  return questions;
};

/** The pairs of answers (and single answers) that some reachable path gives, as text. */
const pairsOf = (answers: Answers): string[] => {
  const entries = Object.entries(answers).map(([variable, value]) => `${variable}=${JSON.stringify(value)}`);
  return entries.flatMap((first, index) => [
    first,
    ...entries.slice(index + 1).map((second) => `${first}&${second}`),
  ]);
};

describe('the pairwise-covering set, under conditions', () => {
  it.each([1, 2, 3, 4, 5, 6])(
    'covers every pair of answers some path gives, only with real paths (seed %i)',
    (seed) => {
      const questions = drawnQuestionnaire(seed, 8);
      const reachable = new Set<string>();
      walkAnswerPaths(questions, representativeAnswers, (answers) => {
        pairsOf(answers).forEach((pair) => reachable.add(pair));
        return true;
      });

      const { paths, exhaustive } = answerCombinations(questions);
      const tried = [...paths];

      expect(exhaustive).toBe(false);
      const covered = new Set(tried.flatMap(pairsOf));
      expect([...reachable].filter((pair) => !covered.has(pair))).toEqual([]);
      for (const answers of tried) {
        const asked = questions
          .filter((question) => isAsked(question, answers))
          .map(({ variable }) => variable);
        expect(Object.keys(answers)).toEqual(asked);
      }
    },
  );

  it('makes the paths of the largest template the limits allow one at a time, each a real path', () => {
    const questions = Array.from({ length: TEMPLATE_LIMITS.questions }, (_, index) =>
      choice(
        `q${index}`,
        Array.from({ length: TEMPLATE_LIMITS.options }, (_, option) => `Opzione ${option}`),
        index % 4 === 3 ? { required_answers: [{ [`q${index - 1}`]: ['Opzione 0', 'Opzione 1'] }] } : {},
      ),
    );

    const { paths, exhaustive } = answerCombinations(questions);
    const first: Answers[] = [];
    for (const answers of paths) {
      first.push(answers);
      if (first.length === 30) break;
    }

    expect(exhaustive).toBe(false);
    expect(first).toHaveLength(30);
    expect(new Set(first.map((answers) => JSON.stringify(answers))).size).toBe(30);
    for (const answers of first) {
      const asked = questions
        .filter((question) => isAsked(question, answers))
        .map(({ variable }) => variable);
      expect(Object.keys(answers)).toEqual(asked);
    }
  });
});
