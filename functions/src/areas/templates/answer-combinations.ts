import { isGroup, typeOf, type Answer, type Answers, type Question } from '@redigo/shared/domain/question';
import { pairHolds } from '@redigo/shared/questionnaire/conditions';
import { walkAnswerPaths } from '@redigo/shared/questionnaire/answer-paths';
import { sampleGroupAnswer, sampleWithinLimits } from '@redigo/shared/questionnaire/sample-answer';
import { flattenGroups, unflattenGroups } from './group-paths';
import { ABSENT, type CoveringParameter, type CoveringRow } from './covering-parameters';
import { coveringRows } from './covering-rows';

/** Past this many complete paths, a pairwise-covering set of paths is tried instead of all of them. */
export const EXHAUSTIVE_LIMIT = 200;

export interface AnswerCombinations {
  /**
   * Complete questionnaires, each answering exactly the questions its own answers lead to, in the order to try
   * them. A pairwise-covering set is made as it is pulled, the paths that cover the most first: a caller short
   * of time stops early and has tried the most useful ones.
   */
  paths: Iterable<Answers>;
  /** Every reachable path (true), or a set that covers every pair of answers that can go together (false). */
  exhaustive: boolean;
}

/**
 * The answers tried for a question: every option of a single choice; each option alone and all of them for a
 * multiple choice; one representative value within the limits for a typed question. A group is tried through its
 * flattened count and fields (group-paths.ts); alone, it gets one sample list of `min_items` items.
 */
export const representativeAnswers = (question: Question): Answer[] => {
  if (isGroup(question)) return [sampleGroupAnswer(question, {})];
  if (typeOf(question) !== 'choice') return [sampleWithinLimits(question)];
  if (!question.is_multiple_selection) return question.options;
  return question.options.length > 1
    ? [...question.options.map((option) => [option]), question.options]
    : question.options.map((option) => [option]);
};

/** Every reachable path, or null as soon as there are more than `limit`. */
const allPaths = (questions: Question[], limit: number): Answers[] | null => {
  const paths: Answers[] = [];
  const complete = walkAnswerPaths(questions, representativeAnswers, (answers) => {
    paths.push(answers);
    return paths.length <= limit;
  });
  return complete ? paths : null;
};

/**
 * The questions as covering parameters: a question's values are the answers tried for it, and each pair
 * `variable: expected` of its conditions is a literal on that earlier question, listing the answers tried for it
 * that satisfy the pair (a variable that is no question's never holds, as in the questionnaire).
 */
const questionParameters = (questions: Question[], tried: Answer[][]): CoveringParameter[] => {
  const positions = new Map<string, number>();
  questions.forEach(({ variable }, index) => {
    if (!positions.has(variable)) positions.set(variable, index);
  });
  return questions.map((question, index) => ({
    size: tried[index]?.length ?? 0,
    when: question.required_answers.map((condition) =>
      Object.entries(condition).map(([variable, expected]) => {
        const parameter = positions.get(variable) ?? -1;
        const values = (tried[parameter] ?? []).flatMap((value, position) =>
          pairHolds(value, expected) ? [position] : [],
        );
        return { parameter, values };
      }),
    ),
  }));
};

function* pathsOf(questions: Question[], tried: Answer[][], rows: Iterable<CoveringRow>) {
  for (const row of rows) {
    const answers: Answers = {};
    row.forEach((value, index) => {
      const question = questions[index];
      const answer = tried[index]?.[value];
      if (value !== ABSENT && question && answer !== undefined) answers[question.variable] = answer;
    });
    yield answers;
  }
}

/** The questionnaires to render for a template: all reachable paths when there are few, else a pairwise set. */
function* unflattened(questions: Question[], paths: Iterable<Answers>) {
  for (const path of paths) yield unflattenGroups(questions, path, representativeAnswers);
}

/**
 * The questionnaires to render for a template: all reachable paths when there are few, else a pairwise set. Groups
 * take part through their flattened count (`min_items` and `max_items`) and fields (group-paths.ts), so their
 * fields' answers are covered like top-level ones; each path comes back with the groups' lists.
 */
export const answerCombinations = (template: Question[]): AnswerCombinations => {
  const questions = flattenGroups(template);
  const all = allPaths(questions, EXHAUSTIVE_LIMIT);
  if (all)
    return {
      paths: all.map((path) => unflattenGroups(template, path, representativeAnswers)),
      exhaustive: true,
    };
  const tried = questions.map(representativeAnswers);
  const rows = coveringRows(questionParameters(questions, tried));
  return { paths: unflattened(template, pathsOf(questions, tried, rows)), exhaustive: false };
};
