import type { Answer, Answers, Question } from '@redigo/shared/domain/question';
import type { TemplateRule } from '@redigo/shared/expressions/rules';
import { pairHolds } from '@redigo/shared/questionnaire/conditions';
import { walkAnswerPaths } from '@redigo/shared/questionnaire/answer-paths';
import { flattenGroups, unflattenGroups } from './group-paths';
import { ABSENT, type CoveringParameter, type CoveringRow } from './covering-parameters';
import { coveringRows } from './covering-rows';
import { answersTried, type AnswersTried } from './tried-answers';

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

/** Every reachable path, or null as soon as there are more than `limit`. */
const allPaths = (questions: Question[], tried: AnswersTried, limit: number): Answers[] | null => {
  const paths: Answers[] = [];
  const complete = walkAnswerPaths(questions, tried, (answers) => {
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

function* unflattened(questions: Question[], paths: Iterable<Answers>, tried: AnswersTried) {
  for (const path of paths) yield unflattenGroups(questions, path, tried);
}

/**
 * The questionnaires to render for a template: all reachable paths when there are few, else a pairwise set. Groups
 * take part through their flattened count (`min_items` and `max_items`) and fields (group-paths.ts), so their
 * fields' answers are covered like top-level ones; each path comes back with the groups' lists. Number, amount and
 * date questions are tried where the conditions' comparisons turn and, when the rules read them, at their limits
 * (tried-answers.ts).
 */
export const answerCombinations = (template: Question[], rules: TemplateRule[] = []): AnswerCombinations => {
  const questions = flattenGroups(template);
  const tried = answersTried(questions, rules);
  const all = allPaths(questions, tried, EXHAUSTIVE_LIMIT);
  if (all) return { paths: all.map((path) => unflattenGroups(template, path, tried)), exhaustive: true };
  const values = questions.map(tried);
  const rows = coveringRows(questionParameters(questions, values));
  return { paths: unflattened(template, pathsOf(questions, values, rows), tried), exhaustive: false };
};
