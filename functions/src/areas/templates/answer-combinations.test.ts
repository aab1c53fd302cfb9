import type { SimpleQuestion } from '@redigo/shared/domain/question';
import { answerCombinations, EXHAUSTIVE_LIMIT, representativeAnswers } from './answer-combinations';

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
    const { answers, exhaustive } = answerCombinations(questions);
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
    const { answers, exhaustive } = answerCombinations(questions);
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
    const { answers, exhaustive } = answerCombinations(questions);
    expect(exhaustive).toBe(false);
    expect(answers.filter((each) => 'solo_se_a' in each).every((each) => each.q0 === 'a')).toBe(true);
    expect(answers.some((each) => each.solo_se_a === 'x')).toBe(true);
    expect(answers.some((each) => each.solo_se_a === 'y')).toBe(true);
  });
});
