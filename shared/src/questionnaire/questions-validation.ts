import { isGroup, typeOf, type Question } from '../domain/question';
import { questionnaireMessages as messages } from '../messages/questionnaire';
import { fieldNamedOutside, groupQuestionProblems } from './group-questions';
import { conditionProblems, keyProblems, optionProblems } from './question-rules';
import { typedQuestionProblems } from './typed-questions';

/** What a top-level condition may not name: a group's field, a later question, a name no question has. */
const otherName = (questions: Question[], position: number) => (variable: string) =>
  fieldNamedOutside(variable, position, questions) ??
  (questions.some((question) => question.variable === variable)
    ? messages.conditionNotEarlier
    : messages.conditionUnknown)(position, variable);

/**
 * Problems with a template's questions, in Italian, each naming the question: keys (unique, no spaces, not
 * starting with a digit, usable in a tag), the text, at least two distinct options for a choice, a typed question's
 * type and limits, a group's definition and its fields, and conditions that refer only to earlier choice questions
 * and to answers those questions have.
 */
export const validateQuestions = (questions: Question[]): string[] =>
  questions.flatMap((question, index) => {
    const firstWithKey = questions.findIndex((other) => other.variable === question.variable);
    const problems = [
      ...keyProblems(question.variable),
      ...(firstWithKey < index && question.variable.trim() ? [messages.keyDuplicate(firstWithKey + 1)] : []),
      ...(question.question.trim() ? [] : [messages.textRequired]),
      ...(typeOf(question) === 'choice' ? optionProblems(question.options) : []),
      ...typedQuestionProblems(question),
      ...(isGroup(question) ? groupQuestionProblems(question, questions) : []),
      ...question.required_answers.flatMap((condition, position) =>
        conditionProblems(
          condition,
          position + 1,
          questions.slice(0, index),
          otherName(questions, position + 1),
        ),
      ),
    ];
    const prefix = messages.questionPrefix(index + 1, question.variable);
    return problems.map((problem) => `${prefix}: ${problem}`);
  });
