import { GROUP_LIMITS, TEXT_LENGTH, type Question } from '../domain/question';
import { questionnaireMessages } from '../messages/questionnaire';
import { ANSWERS_BUDGET_BYTES, answerSizeProblems, storedBytes, worstAnswersBytes } from './answer-size';
import { questionnaireProblems } from './questionnaire-problems';
import { field, group } from './test-support/groups';
import { multiple, single } from './test-support/questions';
import { typed } from './test-support/typed-questions';

/** A group of `items` items and `fields` text fields of `length` characters each. */
const textGroup = (items: number, fields: number, length: number): Question =>
  group(
    'parti',
    Array.from({ length: fields }, (_, index) =>
      field(typed(`campo_${index}`, 'text', { max_length: length }), `Campo ${index}`),
    ),
    { max_items: items },
  );

/** The answers that group takes at their longest, of four-byte characters. */
const longestAnswers = (items: number, fields: number, length: number) => ({
  parti: Array.from({ length: items }, () =>
    Object.fromEntries(
      Array.from({ length: fields }, (_, index) => [`campo_${index}`, '\u{1D400}'.repeat(length)]),
    ),
  ),
});

describe('the worst case of a template’s answers', () => {
  it('is never less than the answers at their longest weigh', () => {
    for (const [items, fields, length] of [
      [1, 1, 1],
      [3, 5, 200],
      [20, 2, 2000],
    ] as const)
      expect(worstAnswersBytes([textGroup(items, fields, length)])).toBeGreaterThanOrEqual(
        storedBytes(longestAnswers(items, fields, length)),
      );
    const choices = [
      single('uso', ['Abitativo', 'Commerciale']),
      multiple('extra', ['Box', 'Cantina', 'Soffitta']),
    ];
    expect(worstAnswersBytes(choices)).toBeGreaterThanOrEqual(
      storedBytes({ uso: 'Commerciale', extra: ['Box', 'Cantina', 'Soffitta'] }),
    );
  });

  it('counts a text without max_length at its default, and the parties an item names', () => {
    const plain = worstAnswersBytes([typed('note', 'text')]);
    const named = worstAnswersBytes([typed('locatore_nome', 'text')]);

    expect(plain).toBeGreaterThanOrEqual(TEXT_LENGTH.default * 4);
    expect(named).toBeGreaterThan(plain + TEXT_LENGTH.default * 3);
  });

  it('refuses a 20-item group of 30 texts of 2,000 characters, naming the group and what to lower', () => {
    const questions = [textGroup(GROUP_LIMITS.maxItems, GROUP_LIMITS.fields, TEXT_LENGTH.max)];
    const problems = answerSizeProblems(questions);

    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^Le risposte a queste domande possono occupare fino a \d+ KB, oltre i 300 KB/,
    );
    expect(problems[0]).toContain('la domanda "parti" da sola');
    expect(problems[0]).toContain('(max_items)');
    expect(problems[0]).toContain('(max_length)');
    expect(questionnaireProblems(questions)).toEqual(problems);
    expect(problems[0]).toBe(
      questionnaireMessages.answersTooLarge(
        Math.ceil(worstAnswersBytes(questions) / 1024),
        ANSWERS_BUDGET_BYTES / 1024,
        'parti',
        Math.ceil(worstAnswersBytes(questions) / 1024),
      ),
    );
  });

  it('takes a 20-item group with a 2,000-character field, and 200 questions of 50 options', () => {
    const choices = Array.from({ length: 200 }, (_, index) =>
      single(
        `q${index}`,
        Array.from({ length: 50 }, (__, option) => `Opzione ${option + 1}`),
      ),
    );

    expect(answerSizeProblems([textGroup(20, 1, 2000), ...choices])).toEqual([]);
  });
});
