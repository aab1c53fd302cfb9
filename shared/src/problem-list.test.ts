import { boundedProblems, MAX_LISTED_PROBLEMS, moreProblemsLine } from './problem-list';

const problems = (count: number) => Array.from({ length: count }, (_, index) => `Problema ${index + 1}.`);

describe('boundedProblems', () => {
  it('keeps a short list as it is', () => {
    expect(boundedProblems(problems(MAX_LISTED_PROBLEMS))).toEqual(problems(MAX_LISTED_PROBLEMS));
    expect(boundedProblems([])).toEqual([]);
  });

  it('keeps the first 20 and counts the others in Italian', () => {
    expect(boundedProblems(problems(21))).toEqual([...problems(20), '… e un altro problema.']);
    expect(boundedProblems(problems(1254))).toEqual([...problems(20), '… e altri 1.234 problemi.']);
  });

  it('reads a lazy list without keeping it, and cutting twice changes nothing', () => {
    function* many() {
      for (let index = 1; index <= 200_000; index += 1) yield `Problema ${index}.`;
    }
    const once = boundedProblems(many());
    expect(once).toHaveLength(21);
    expect(once[20]).toBe('… e altri 199.980 problemi.');
    expect(boundedProblems(once)).toEqual(once);
    expect(boundedProblems([...once, 'Un altro.', moreProblemsLine(5)])).toEqual([
      ...once.slice(0, 20),
      '… e altri 199.986 problemi.',
    ]);
  });
});
