import type { Answers, Question } from '../domain/question';
import { questionnaireMessages as messages } from '../messages/questionnaire';
import { askedPath } from './engine';
import { typedAnswerProblem } from './typed-answers';
import { typeOf } from '../domain/question';

const problemsOfValue = (question: Question, value: unknown): string[] => {
  const text = question.question;
  if (typeOf(question) !== 'choice') {
    const problem = typedAnswerProblem(question, value);
    return problem ? [problem] : [];
  }
  if (question.is_multiple_selection) {
    if (typeof value === 'string') return [messages.listExpected(text)];
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string'))
      return [messages.notAnAnswer(text)];
    if (value.length === 0) return [messages.emptySelection(text)];
    const repeated = value.filter((item, position) => value.indexOf(item) !== position);
    return [
      ...[...new Set(repeated)].map((item) => messages.repeatedAnswer(text, item)),
      ...[...new Set(value)]
        .filter((item) => !question.options.includes(item))
        .map((item) => messages.outsideOptions(text, item)),
    ];
  }
  if (Array.isArray(value)) return [messages.singleExpected(text)];
  if (typeof value !== 'string') return [messages.notAnAnswer(text)];
  return question.options.includes(value) ? [] : [messages.outsideOptions(text, value)];
};

/**
 * Problems with the answers' values, in Italian: unknown variables, values outside the options, the wrong shape
 * (a list for single choice, a single value for multiple choice, an empty selection, repeated values), and typed
 * answers of the wrong shape, empty, too long, with control characters or outside their limits.
 * Empty when every answer is acceptable on its own; whether it should have been given is `checkCompleteness`'s job.
 */
export const validateAnswerValues = (questions: Question[], answers: Answers): string[] => {
  const byVariable = new Map(questions.map((question) => [question.variable, question]));
  return Object.entries(answers).flatMap(([variable, value]) => {
    const question = byVariable.get(variable);
    return question ? problemsOfValue(question, value) : [messages.unknownVariable(variable)];
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
