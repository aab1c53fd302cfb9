import { isGroup, type Answers, type Question } from '../domain/question';
import { questionnaireMessages as messages } from '../messages/questionnaire';
import { askedPath, effectiveAnswers } from './engine';
import { groupAnswerProblems } from './group-answers';
import { simpleAnswerProblems } from './simple-answers';

const problemsOfValue = (question: Question, value: unknown, outer: Answers): string[] =>
  isGroup(question) ? groupAnswerProblems(question, value, outer) : simpleAnswerProblems(question, value);

/**
 * Problems with the answers' values, in Italian: unknown variables, values outside the options, the wrong shape
 * (a list for single choice, a single value for multiple choice, an empty selection, repeated values), and typed
 * answers of the wrong shape, empty, too long, with control characters or outside their limits; a group's list
 * item by item (its bounds, and each item complete with the fields asked for it, given the answers outside it).
 * Empty when every answer is acceptable on its own; whether it should have been given is `checkCompleteness`'s job.
 */
export const validateAnswerValues = (questions: Question[], answers: Answers): string[] => {
  const byVariable = new Map(questions.map((question) => [question.variable, question]));
  const outer = questions.some(isGroup) ? effectiveAnswers(questions, answers) : {};
  return Object.entries(answers).flatMap(([variable, value]) => {
    const question = byVariable.get(variable);
    return question ? problemsOfValue(question, value, outer) : [messages.unknownVariable(variable)];
  });
};

/**
 * Problems that keep the answers from being a completed questionnaire, in Italian. Empty exactly when the answers
 * are the questions asked along the way, each answered within its options.
 */
export const checkCompleteness = (questions: Question[], answers: Answers): string[] => {
  const path = askedPath(questions, answers);
  const onPath = new Set(path.map(({ question }) => question.variable));
  const byVariable = new Map(questions.map((question) => [question.variable, question]));
  const missing = path
    .filter(({ question }) => !Object.hasOwn(answers, question.variable))
    .map(({ question }) => messages.missingAnswer(question.question));
  const notAsked = Object.keys(answers)
    .filter((variable) => byVariable.has(variable) && !onPath.has(variable))
    .map((variable) => messages.notAsked(byVariable.get(variable)?.question ?? variable));
  return [...validateAnswerValues(questions, answers), ...missing, ...notAsked];
};
