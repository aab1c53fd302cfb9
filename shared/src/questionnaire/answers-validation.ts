import { hasUnsafeCharacters } from '../characters';
import type { AnswerValue, Answers, Question } from '../domain/question';
import { questionnaireMessages as messages } from '../messages/questionnaire';
import { typedAnswerMessages } from '../messages/typed-answers';
import { boundedProblems, type Problem } from '../problem-list';
import { askedPath } from './engine';
import { normalizedValue, typedAnswerProblem } from './typed-answers';
import { typeOf } from '../domain/question';

function* problemsOfValue(question: Question, value: unknown): Generator<string> {
  const text = question.question;
  if (typeOf(question) !== 'choice') {
    const problem = typedAnswerProblem(question, value);
    if (problem) yield problem;
  } else if (!question.is_multiple_selection) {
    if (Array.isArray(value)) yield messages.singleExpected(text);
    else if (typeof value !== 'string') yield messages.notAnAnswer(text);
    else if (!question.options.includes(value)) yield messages.outsideOptions(text, value);
  } else if (typeof value === 'string') yield messages.listExpected(text);
  else if (!Array.isArray(value) || value.some((item) => typeof item !== 'string'))
    yield messages.notAnAnswer(text);
  else if (value.length === 0) yield messages.emptySelection(text);
  else {
    const given = new Set<string>();
    const repeated = new Set<string>();
    for (const item of value as string[]) (given.has(item) ? repeated : given).add(item);
    for (const item of repeated) yield messages.repeatedAnswer(text, item);
    for (const item of given) if (!question.options.includes(item)) yield messages.outsideOptions(text, item);
  }
}

function* valueProblems(questions: Question[], answers: Answers): Generator<Problem> {
  const byVariable = new Map(questions.map((question) => [question.variable, question]));
  for (const variable of Object.keys(answers)) {
    const question = byVariable.get(variable);
    if (question)
      yield* problemsOfValue(question, normalizedValue(question, answers[variable] as AnswerValue));
    else yield () => messages.unknownVariable(variable);
  }
}

/**
 * Problems with the answers' values, in Italian: unknown variables, values outside the options, the wrong shape
 * (a list for single choice, a single value for multiple choice, an empty selection, repeated values), and typed
 * answers of the wrong shape, empty, too long, with control characters or outside their limits.
 * Empty when every answer is acceptable on its own; whether it should have been given is `checkCompleteness`'s job.
 * Each value is judged as it would be stored (typed answers trimmed), so the answers need not be normalized first.
 * At most the first 20 and a count of the others (problem-list.ts): however many answers come, the list and the
 * error answer made of it stay small, and answers to unknown questions cost no message past the 20th.
 */
export const validateAnswerValues = (questions: Question[], answers: Answers): string[] =>
  boundedProblems(valueProblems(questions, answers));

const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.filter((item) => typeof item === 'string')
      : [];

/**
 * The answers that hold a Unicode noncharacter or a lone surrogate (characters.ts), naming the question (or the
 * variable, for an unknown one): text no document can carry, refused as bad input (400) however the answers are
 * saved, before any other rule.
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
