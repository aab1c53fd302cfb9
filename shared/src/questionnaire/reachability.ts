import type { AnswerValue, Answers, Condition, Question } from '../domain/question';
import { answerOf, conditionHolds, expectedValues, isAsked, pairHolds } from './conditions';

/** Search steps allowed per condition; past it the question is taken as reachable (no false warning). */
const MAX_STEPS = 200_000;

const variablesOf = (conditions: Condition[]): string[] =>
  conditions.flatMap((condition) => Object.keys(condition));

/** Which earlier questions can influence the condition: those it names, then those their conditions name. */
const relevantIndexes = (earlier: Question[], condition: Condition): boolean[] => {
  const named = new Set(Object.keys(condition));
  const relevant = earlier.map(() => false);
  for (let index = earlier.length - 1; index >= 0; index -= 1) {
    const question = earlier[index] as Question;
    if (!named.has(question.variable)) continue;
    relevant[index] = true;
    variablesOf(question.required_answers).forEach((variable) => named.add(variable));
  }
  return relevant;
};

/**
 * Whether some path of answers makes the condition hold at the end of `earlier`. Conditions only ever test that an
 * answer is or includes an option, so more is never worse: a multiple choice is best answered with every option,
 * and a single choice only needs trying the options some relevant condition mentions. Subtrees are memoised on the
 * answers that later conditions can still read, which keeps the search exact.
 */
const conditionCanHold = (earlier: Question[], condition: Condition): boolean => {
  const relevant = relevantIndexes(earlier, condition);
  const conditionsFrom = (from: number) => [
    condition,
    ...earlier.flatMap((question, index) =>
      relevant[index] && index >= from ? question.required_answers : [],
    ),
  ];
  const live = earlier.map((_, index) => [...new Set(variablesOf(conditionsFrom(index)))]);
  const later = earlier.map((_, index) => conditionsFrom(index + 1));
  const lastIndexOf = (variable: string) =>
    earlier.map((question) => question.variable).lastIndexOf(variable);
  const failed = new Set<string>();
  let steps = 0;

  const choices = (question: Question, index: number, answers: Answers): (AnswerValue | undefined)[] => {
    if (!isAsked(question, answers) || question.options.length === 0) return [undefined];
    if (question.is_multiple_selection) return [question.options];
    const tested = (later[index] ?? []).flatMap((other) =>
      Object.hasOwn(other, question.variable) ? expectedValues(other[question.variable] as AnswerValue) : [],
    );
    const useful = question.options.filter((option) => tested.includes(option));
    return useful.length > 0 ? useful : [question.options[0]];
  };

  const search = (index: number, answers: Answers): boolean => {
    steps += 1;
    if (steps > MAX_STEPS) return true;
    if (index === earlier.length) return conditionHolds(condition, answers);
    if (!relevant[index]) return search(index + 1, answers);
    const question = earlier[index] as Question;
    const key = `${index}|${JSON.stringify(live[index]?.map((variable) => answerOf(answers, variable) ?? null))}`;
    if (failed.has(key)) return false;
    const mustHold = Object.hasOwn(condition, question.variable) && lastIndexOf(question.variable) === index;
    const found = choices(question, index, answers).some((choice) => {
      const next = choice === undefined ? answers : { ...answers, [question.variable]: choice };
      const expected = condition[question.variable];
      if (mustHold && expected !== undefined && !pairHolds(answerOf(next, question.variable), expected))
        return false;
      return search(index + 1, next);
    });
    if (!found) failed.add(key);
    return found;
  };
  return search(0, {});
};

/**
 * The positions of the questions that can never be asked, whatever the answers: none of their conditions can hold
 * on any path through the earlier questions. Exact, within a generous search bound.
 */
export const unreachableQuestions = (questions: Question[]): number[] =>
  questions.flatMap((question, index) => {
    if (question.required_answers.length === 0) return [];
    const earlier = questions.slice(0, index);
    return question.required_answers.some((condition) => conditionCanHold(earlier, condition)) ? [] : [index];
  });
