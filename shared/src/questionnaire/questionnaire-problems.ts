import { isGroup, typeOf, type Question } from '../domain/question';
import { groupQuestionMessages } from '../messages/groups';
import { questionnaireMessages } from '../messages/questionnaire';
import { typedAnswerMessages as messages } from '../messages/typed-answers';
import { answerSizeProblems } from './answer-size';
import { isAnswerPair } from './conditions';
import { fieldNamedOutside, groupQuestionProblems } from './group-questions';
import { conditionProblems, isComparable } from './question-rules';
import { typedQuestionProblems } from './typed-questions';

/**
 * Conditions that name a typed question, a group or a group's field with an answer (only choices can gate a question
 * so), and comparisons or group tests that do not fit what they name (docs/api.md, "Conditions on typed answers and
 * on groups"): a comparison on a choice or text, an unknown operator, a date that does not exist, a field the group
 * lacks.
 */
const typedConditionProblems = (question: Question, questions: Question[]): string[] =>
  question.required_answers.flatMap((condition, position) =>
    Object.entries(condition).flatMap(([variable, expected]) => {
      const target = questions.find((other) => other.variable === variable);
      if (!target) return [fieldNamedOutside(variable, position + 1, questions) ?? []].flat();
      if (!isAnswerPair(expected)) {
        // Whether the question named is an earlier one is the template check's (validateQuestions).
        return conditionProblems({ [variable]: expected }, position + 1, [target], () => '');
      }
      if (isGroup(target)) return [groupQuestionMessages.conditionOnGroup(position + 1, variable)];
      return typeOf(target) === 'choice'
        ? []
        : [messages.conditionOnTyped(position + 1, variable, isComparable(target))];
    }),
  );

/**
 * The problems of a template's questions that a save refuses with 400, each naming the question as validateQuestions
 * does: types and their limits, conditions on anything but a choice (docs/api.md, "Question types"), and a group's
 * definition ("Repeating groups and parties"); and answers that could outgrow what a contract can keep ("Limits").
 */
export const questionnaireProblems = (questions: Question[]): string[] => [
  ...questions.flatMap((question, index) => {
    const prefix = questionnaireMessages.questionPrefix(index + 1, question.variable);
    return [
      ...typedQuestionProblems(question),
      ...typedConditionProblems(question, questions),
      ...(isGroup(question) ? groupQuestionProblems(question, questions) : []),
    ].map((problem) => `${prefix}: ${problem}`);
  }),
  ...answerSizeProblems(questions),
];
