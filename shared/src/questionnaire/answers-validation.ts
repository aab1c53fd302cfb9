import { hasUnsafeCharacters } from '../characters';
import { isGroup, type Answers, type Question } from '../domain/question';
import { questionnaireMessages as messages } from '../messages/questionnaire';
import { typedAnswerMessages } from '../messages/typed-answers';
import { boundedProblems, type Problem } from '../problem-list';
import { answersDisagreeOnBirth, BIRTH_VARIABLES } from './birth-date-agreement';
import { askedPath, effectiveAnswers } from './engine';
import { groupAnswerProblems } from './group-answers';
import { simpleAnswerProblems } from './simple-answers';
import { normalizedAnswer } from './typed-answers';

function* valueProblems(questions: Question[], answers: Answers): Generator<Problem> {
  const byVariable = new Map(questions.map((question) => [question.variable, question]));
  const outer = questions.some(isGroup) ? effectiveAnswers(questions, answers) : {};
  for (const variable of Object.keys(answers)) {
    const question = byVariable.get(variable);
    if (!question) {
      yield () => messages.unknownVariable(variable);
      continue;
    }
    const value = normalizedAnswer(question, answers[variable]);
    yield* isGroup(question)
      ? groupAnswerProblems(question, value, outer)
      : simpleAnswerProblems(question, value);
  }
  const { code, date } = BIRTH_VARIABLES;
  const codeQuestion = byVariable.get(code);
  const dateQuestion = byVariable.get(date);
  if (codeQuestion && dateQuestion && Object.hasOwn(answers, code) && Object.hasOwn(answers, date)) {
    const given = {
      [code]: normalizedAnswer(codeQuestion, answers[code]),
      [date]: normalizedAnswer(dateQuestion, answers[date]),
    };
    if (answersDisagreeOnBirth(given))
      yield () => typedAnswerMessages.birthDateMismatch(dateQuestion.question);
  }
}

/**
 * Problems with the answers' values, in Italian: unknown variables, values outside the options, the wrong shape
 * (a list for single choice, a single value for multiple choice, an empty selection, repeated values), and typed
 * answers of the wrong shape, empty, too long, with control characters or outside their limits; a group's list
 * item by item (its bounds, and each item complete with the fields asked for it, given the answers outside it).
 * Empty when every answer is acceptable on its own; whether it should have been given is `checkCompleteness`'s job.
 * Each value is judged as it would be stored (typed answers trimmed), so the answers need not be normalized first.
 * At most the first 20 and a count of the others (problem-list.ts): however many answers come, the list and the
 * error answer made of it stay small, and answers to unknown questions or fields cost no message past the 20th.
 */
export const validateAnswerValues = (questions: Question[], answers: Answers): string[] =>
  boundedProblems(valueProblems(questions, answers));

/** The texts of an answer: itself, the texts of a list, and a group's items' keys and texts. */
const textsOf = (value: unknown, depth = 0): string[] => {
  if (typeof value === 'string') return [value];
  if (depth > 2 || typeof value !== 'object' || value === null) return [];
  return Array.isArray(value)
    ? value.flatMap((item: unknown) => textsOf(item, depth + 1))
    : Object.entries(value).flatMap(([key, item]: [string, unknown]) => [key, ...textsOf(item, depth + 1)]);
};

/**
 * The answers that hold a Unicode noncharacter or a lone surrogate (characters.ts), naming the question (or the
 * variable, for an unknown one): text no document can carry, refused as bad input (400) however the answers are
 * saved, before any other rule; in a group's items too.
 */
export const unsafeAnswerProblems = (questions: Question[], answers: Answers): string[] => {
  const byVariable = new Map(questions.map((question) => [question.variable, question]));
  function* problems(): Generator<string> {
    for (const [variable, value] of Object.entries(answers)) {
      if (hasUnsafeCharacters(variable) || textsOf(value).some(hasUnsafeCharacters))
        yield typedAnswerMessages.unsafeCharacters(byVariable.get(variable)?.question ?? variable);
    }
  }
  return boundedProblems(problems());
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
  return boundedProblems([...validateAnswerValues(questions, answers), ...missing, ...notAsked]);
};
