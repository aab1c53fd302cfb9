import { isGroup, type Answers, type GroupAnswer, type Question } from '../domain/question';
import { groupInProgressMessages as messages } from '../messages/groups';
import { boundedProblems, type Problem } from '../problem-list';
import { withoutEmptyFields } from './draft-answers';
import { effectiveAnswers } from './engine';
import { groupAnswerProblems } from './group-answers';
import { normalizedAnswer } from './typed-answers';

/**
 * A draft's group being typed (docs/api.md, "Repeating groups and parties"): at most one group question's variable
 * and its list as typed so far. Kept beside the answers, never among them: nothing else reads it.
 */
export type GroupInProgress = Record<string, GroupAnswer>;

function* inProgressProblems(questions: Question[], answers: Answers, given: Answers): Generator<Problem> {
  const variables = Object.keys(given);
  if (variables.length > 1) {
    yield messages.onlyOne(variables.length);
    return;
  }
  for (const variable of variables) {
    const question = questions.find((candidate) => candidate.variable === variable);
    if (!question || !isGroup(question)) {
      yield messages.notAGroup(variable);
      continue;
    }
    // The group being typed stands for its answer, never beside it: a draft keeps one list of it (answer-size.ts).
    if (answers[variable] !== undefined) {
      yield messages.alreadyAnswered(variable);
      continue;
    }
    // Judged as stored (typed answers trimmed) against the answers outside the group, as a complete list is.
    const value = normalizedAnswer(question, given[variable]);
    yield* groupAnswerProblems(question, value, effectiveAnswers(questions, answers), 'draft');
  }
}

/**
 * What is wrong with a draft's `group_in_progress`, in Italian: more than one group, a variable that is no group
 * question of the template, a group already answered in `answers`, and the list's problems as a draft takes it (draft-answers.ts: items may lack fields or
 * be fewer than `min_items`; anything malformed is named by item and field). At most the first 20 (problem-list.ts).
 * `answers` are the draft's, already accepted: a field's conditions may read them.
 */
export const groupInProgressProblems = (questions: Question[], answers: Answers, given: Answers): string[] =>
  boundedProblems(inProgressProblems(questions, answers, given));

/**
 * A `group_in_progress` without problems as the server stores it: normalised as any answer (typed-answers.ts), its
 * items without their empty fields, so it holds only the answers given.
 */
export const storedGroupInProgress = (questions: Question[], given: Answers): GroupInProgress => {
  const stored: GroupInProgress = {};
  for (const question of questions)
    if (isGroup(question) && Object.hasOwn(given, question.variable))
      stored[question.variable] = withoutEmptyFields(
        question.fields,
        normalizedAnswer(question, given[question.variable]),
      ) as GroupAnswer;
  return stored;
};
