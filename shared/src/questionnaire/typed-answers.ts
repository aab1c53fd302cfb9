import { TEXT_LENGTH, typeOf, type AnswerValue, type Answers, type Question } from '../domain/question';
import { isIsoDateForm, parseIsoDate } from '../italian/calendar';
import { typedAnswerMessages as messages } from '../messages/typed-answers';
import { readableLimit } from './readable-answers';

const NUMBER = /^-?\d{1,12}(\.\d{1,6})?$/;
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
/** Control characters (C0, DEL, C1) but the line feed, which a multiline text may contain. */
const CONTROL = /(?!\n)\p{Cc}/u;

/** Characters as a person counts them: an emoji is one. */
export const characterCount = (text: string): number => [...text].length;

const textProblem = (question: Question, text: string): string | null => {
  const name = question.question;
  const limit = question.max_length ?? TEXT_LENGTH.default;
  if (text === '') return messages.empty(name);
  if (CONTROL.test(text)) return messages.controlCharacters(name);
  if (text.includes('\n') && !question.multiline) return messages.lineBreaks(name);
  return characterCount(text) > limit ? messages.tooLong(name, limit) : null;
};

const rangeProblem = (question: Question, value: string): string | null => {
  const { min, max } = question;
  if (typeOf(question) === 'date') {
    if (typeof min === 'string' && value < min)
      return messages.dateBeforeMin(question.question, readableLimit(question, min));
    if (typeof max === 'string' && value > max)
      return messages.dateAfterMax(question.question, readableLimit(question, max));
    return null;
  }
  if (typeof min === 'number' && Number(value) < min)
    return messages.belowMin(question.question, readableLimit(question, min));
  if (typeof max === 'number' && Number(value) > max)
    return messages.aboveMax(question.question, readableLimit(question, max));
  return null;
};

const SHAPES = {
  number: { valid: (value: string) => NUMBER.test(value), message: messages.notANumber },
  amount: { valid: (value: string) => AMOUNT.test(value), message: messages.notAnAmount },
  date: {
    valid: (value: string) => parseIsoDate(value) !== null,
    message: (question: string, value: string) =>
      isIsoDateForm(value) ? messages.notADate(question) : messages.notIsoDateForm(question),
  },
} as const;

/** What is wrong with the answer to a typed question, in Italian naming the question; null when it is fine. */
export const typedAnswerProblem = (question: Question, value: unknown): string | null => {
  const type = typeOf(question);
  if (type === 'choice') return null;
  if (typeof value !== 'string') return messages.textExpected(question.question);
  if (type === 'text') return textProblem(question, value);
  if (value === '') return messages.empty(question.question);
  const shape = SHAPES[type];
  return shape.valid(value) ? rangeProblem(question, value) : shape.message(question.question, value);
};

/** A text answer as stored: white space trimmed at both ends, Windows line ends as plain line breaks. */
const normalizedValue = (question: Question, value: AnswerValue): AnswerValue =>
  typeOf(question) !== 'choice' && typeof value === 'string' ? value.replace(/\r\n/g, '\n').trim() : value;

/** The answers as the server stores them: typed answers trimmed, everything else as given. */
export const normalizeAnswers = (questions: Question[], answers: Answers): Answers => {
  const byVariable = new Map(questions.map((question) => [question.variable, question]));
  return Object.fromEntries(
    Object.entries(answers).map(([variable, value]) => {
      const question = byVariable.get(variable);
      return [variable, question ? normalizedValue(question, value) : value];
    }),
  );
};
