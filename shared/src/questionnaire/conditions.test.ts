import type { AnswerValue, Answers, Condition } from '../domain/question';
import { conditionHolds, isAnswered, isAsked, pairHolds } from './conditions';
import { single } from './test-support/questions';

describe('conditions', () => {
  it.each<[AnswerValue | undefined, AnswerValue, boolean]>([
    ['A', 'A', true],
    ['B', 'A', false],
    [undefined, 'A', false],
    [['A', 'B'], 'A', true],
    [['B', 'C'], 'A', false],
    [[], 'A', false],
    ['B', ['A', 'B'], true],
    ['C', ['A', 'B'], false],
    [['C', 'B'], ['A', 'B'], true],
    [['C'], ['A', 'B'], false],
    [undefined, ['A', 'B'], false],
    ['A', [], false],
    ['Sì', 'sì', false],
  ])('answer %p against pair value %p holds: %p', (answer, expected, holds) => {
    expect(pairHolds(answer, expected)).toBe(holds);
  });

  it.each<[Condition, Answers, boolean]>([
    [{ a: 'X', b: 'Y' }, { a: 'X', b: 'Y' }, true],
    [{ a: 'X', b: 'Y' }, { a: 'X', b: 'Z' }, false],
    [{ a: 'X', b: 'Y' }, { a: 'X' }, false],
    [{ a: ['X', 'W'], b: 'Y' }, { a: 'W', b: ['Y', 'Z'] }, true],
    [{ constructor: 'X' }, {}, false],
  ])('condition %p with answers %p holds: %p', (condition, answers, holds) => {
    expect(conditionHolds(condition, answers)).toBe(holds);
  });

  it.each<[Condition[], Answers, boolean]>([
    [[], {}, true],
    [[{ a: 'X' }, { b: 'Y' }], { b: 'Y' }, true],
    [[{ a: 'X' }, { b: 'Y' }], { a: 'Y', b: 'X' }, false],
    [[{ a: 'X', b: 'Y' }, { c: 'Z' }], { a: 'X', c: 'Z' }, true],
  ])('a question with conditions %p and answers %p is asked: %p', (conditions, answers, asked) => {
    expect(isAsked(single('q', ['1', '2'], ...conditions), answers)).toBe(asked);
  });

  it.each<[AnswerValue | undefined, boolean]>([
    ['A', true],
    [['A'], true],
    [[], false],
    [undefined, false],
  ])('%p counts as answered: %p', (value, answered) => {
    expect(isAnswered(value)).toBe(answered);
  });
});
