import { isGroup, typeOf, type Answer, type Answers, type Question } from '@redigo/shared/domain/question';
import { isAsked } from '@redigo/shared/questionnaire/conditions';
import { walkAnswerPaths } from '@redigo/shared/questionnaire/answer-paths';
import { sampleGroupAnswer, sampleWithinLimits } from '@redigo/shared/questionnaire/sample-answer';

/** Past this many complete paths, a pairwise-covering set of paths is tried instead of all of them. */
export const EXHAUSTIVE_LIMIT = 200;
/** The most paths a pairwise-covering set may take (a safety bound; real templates need far fewer). */
const PAIRWISE_LIMIT = 400;

export interface AnswerCombinations {
  /** Complete questionnaires: each answers exactly the questions its own answers lead to. */
  answers: Answers[];
  /** Every reachable path (true), or a set that covers every pair of answers that can go together (false). */
  exhaustive: boolean;
}

/**
 * The answers tried for a question: every option of a single choice; each option alone and all of them for a
 * multiple choice; one representative value within the limits for a typed question; for a group, for now, one
 * sample list of `min_items` items with each field's first option or sample value.
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

const valueKey = (question: number, value: Answer) => `${question}=${JSON.stringify(value)}`;
const pairKey = (first: string, second: string) => `${first}&${second}`;

/**
 * A set of paths covering the pairs of answers to two questions that paths can give together (a greedy "one path
 * at a time" construction): each path takes, at each question asked, the answer that covers the most pairs with
 * the answers already taken, then the one that leaves the most pairs with later questions to cover. It stops when
 * a new path covers nothing new.
 */
const pairwisePaths = (questions: Question[]): Answers[] => {
  const values = questions.map(representativeAnswers);
  const keys = values.map((options, index) => options.map((value) => valueKey(index, value)));
  const covered = new Set<string>();
  const paths: Answers[] = [];
  while (paths.length < PAIRWISE_LIMIT) {
    const answers: Answers = {};
    const chosen: string[] = [];
    let gained = 0;
    questions.forEach((question, index) => {
      const options = values[index] ?? [];
      if (options.length === 0 || !isAsked(question, answers)) return;
      const scored = options.map((value) => {
        const key = valueKey(index, value);
        const fresh = chosen.filter((earlier) => !covered.has(pairKey(earlier, key))).length;
        const single = covered.has(pairKey(key, key)) ? 0 : 1;
        const ahead = keys
          .slice(index + 1)
          .flat()
          .filter((later) => !covered.has(pairKey(key, later))).length;
        return { value, key, score: (fresh + single) * 10_000 + ahead };
      });
      const best = scored.reduce((top, each) => (each.score > top.score ? each : top));
      answers[question.variable] = best.value;
      for (const earlier of chosen) {
        if (!covered.has(pairKey(earlier, best.key))) gained += 1;
        covered.add(pairKey(earlier, best.key));
      }
      if (!covered.has(pairKey(best.key, best.key))) gained += 1;
      covered.add(pairKey(best.key, best.key));
      chosen.push(best.key);
    });
    if (gained === 0) break;
    paths.push(answers);
  }
  return paths;
};

/** The questionnaires to render for a template: all reachable paths when there are few, else a pairwise set. */
export const answerCombinations = (questions: Question[]): AnswerCombinations => {
  const all = allPaths(questions, EXHAUSTIVE_LIMIT);
  return all ? { answers: all, exhaustive: true } : { answers: pairwisePaths(questions), exhaustive: false };
};
