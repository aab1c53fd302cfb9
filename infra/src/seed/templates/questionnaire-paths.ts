import { isGroup, typeOf, type Answer, type Answers, type Question } from '@redigo/shared/domain/question';
import { walkAnswerPaths } from '@redigo/shared/questionnaire/answer-paths';
import { expectedValues } from '@redigo/shared/questionnaire/conditions';
import { sampleGroupAnswer } from '@redigo/shared/questionnaire/sample-answer';
import { sampleTypedAnswer } from './sample-answers';

/** The options of `variable` that some condition names: only these can change which questions are asked. */
const namedOptions = (questions: Question[], variable: string): string[] => [
  ...new Set(
    questions.flatMap((question) =>
      question.required_answers.flatMap((condition) => {
        const expected = condition[variable];
        return expected === undefined ? [] : expectedValues(expected);
      }),
    ),
  ),
];

const subsets = (items: string[]): string[][] =>
  items.reduce<string[][]>((all, item) => [...all, ...all.map((subset) => [...subset, item])], [[]]);

/**
 * One answer per outcome that matters to later conditions; a typed question has one sample answer, a group (for now)
 * one sample list of `min_items` items.
 */
const distinctChoices = (question: Question, named: string[]): Answer[] => {
  if (isGroup(question)) return [sampleGroupAnswer(question, {})];
  if (typeOf(question) !== 'choice') return [sampleTypedAnswer(question)];
  const other = question.options.find((option) => !named.includes(option));
  if (!question.is_multiple_selection) {
    const first = question.options[0] ?? '';
    return named.length === 0 ? [first] : [...named, ...(other === undefined ? [] : [other])];
  }
  return subsets(named).flatMap((subset) => {
    if (subset.length > 0) return [subset];
    return other === undefined ? [] : [[other]];
  });
};

/**
 * Complete answer sets covering every path through the questionnaire: every combination of the answers that
 * conditions look at. Answers no condition looks at vary with the path, so that documents can be rendered with
 * different options.
 */
export const reachableAnswerSets = (questions: Question[]): Answers[] => {
  const named = new Map(
    questions.map((question) => [question.variable, namedOptions(questions, question.variable)]),
  );
  const results: Answers[] = [];
  walkAnswerPaths(
    questions,
    (question) => distinctChoices(question, named.get(question.variable) ?? []),
    (answers) => {
      results.push(answers);
      return true;
    },
  );
  return results.map((answers, path) => varyFreeAnswers(questions, named, answers, path));
};

const varyFreeAnswers = (
  questions: Question[],
  named: Map<string, string[]>,
  answers: Answers,
  path: number,
): Answers =>
  Object.fromEntries(
    Object.entries(answers).map(([variable, value]) => {
      const question = questions.find((candidate) => candidate.variable === variable);
      if (!question || typeOf(question) !== 'choice' || (named.get(variable) ?? []).length > 0)
        return [variable, value];
      const options = question.options;
      const pick = options[path % options.length] ?? value;
      return [
        variable,
        question.is_multiple_selection ? options.slice(0, 1 + (path % options.length)) : pick,
      ];
    }),
  );

/** The fewest and the most questions a lawyer can be asked. */
export const questionCountRange = (questions: Question[]): { min: number; max: number } => {
  const counts = reachableAnswerSets(questions).map((answers) => Object.keys(answers).length);
  return { min: Math.min(...counts), max: Math.max(...counts) };
};
