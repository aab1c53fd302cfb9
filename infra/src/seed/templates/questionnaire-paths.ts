import {
  isGroup,
  typeOf,
  type Answer,
  type AnswerValue,
  type Answers,
  type GroupQuestion,
  type Question,
} from '@redigo/shared/domain/question';
import { walkAnswerPaths } from '@redigo/shared/questionnaire/answer-paths';
import { expectedValues, isGroupTest } from '@redigo/shared/questionnaire/conditions';
import { sampleAnswer, sampleGroupAnswer } from '@redigo/shared/questionnaire/sample-answer';
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

/**
 * What the group tests on `variable` ask of its items (`{"conduttori": {"any": {"tipo": "Persona giuridica"}}}`
 * asks `{tipo: "Persona giuridica"}`): only these can change which questions are asked after the group.
 */
const testedItems = (questions: Question[], variable: string): Record<string, AnswerValue>[] =>
  questions.flatMap((question) =>
    question.required_answers.flatMap((condition) => {
      const expected = condition[variable];
      if (expected === undefined || !isGroupTest(expected)) return [];
      return ['any' in expected ? expected.any : expected.all];
    }),
  );

/**
 * A group's sample lists of `min_items` items: one with every field's sample answer, and one per group test on it
 * whose items all hold the test (so that both `any` and `all` hold), the other fields answered as samples.
 */
const groupSamples = (group: GroupQuestion, tested: Record<string, AnswerValue>[]): Answer[] => {
  const answerWith =
    (pairs: Record<string, AnswerValue>) =>
    (field: GroupQuestion['fields'][number]): AnswerValue | undefined => {
      const wanted = Object.hasOwn(pairs, field.variable) ? pairs[field.variable] : undefined;
      if (wanted !== undefined) return Array.isArray(wanted) ? wanted.slice(0, 1) : wanted;
      return typeOf(field) === 'choice' ? sampleAnswer(field) : sampleTypedAnswer(field);
    };
  const samples = [{}, ...tested].map((pairs) =>
    sampleGroupAnswer(group, {}, group.min_items, answerWith(pairs)),
  );
  return [...new Map(samples.map((sample) => [JSON.stringify(sample), sample])).values()];
};

const subsets = (items: string[]): string[][] =>
  items.reduce<string[][]>((all, item) => [...all, ...all.map((subset) => [...subset, item])], [[]]);

/**
 * One answer per outcome that matters to later conditions; a typed question has one sample answer, a group one
 * sample list of `min_items` items and one more for each group test on it.
 */
const distinctChoices = (
  question: Question,
  named: string[],
  tested: Record<string, AnswerValue>[],
): Answer[] => {
  if (isGroup(question)) return groupSamples(question, tested);
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
    (question) =>
      distinctChoices(
        question,
        named.get(question.variable) ?? [],
        isGroup(question) ? testedItems(questions, question.variable) : [],
      ),
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
