import { typeOf, type SimpleQuestion } from '../domain/question';
import { questionWording, type AnswerWording } from '../messages/answer-wording';
import { typedAnswerProblem } from './typed-answers';

function* choiceProblems(
  question: SimpleQuestion,
  value: unknown,
  messages: AnswerWording,
): Generator<string> {
  const text = question.question;
  if (!question.is_multiple_selection) {
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

/**
 * What is wrong with the answer to a question that is not a group (a top-level one, or a group's field with
 * `fieldWording`), in Italian: a value outside the options, the wrong shape (a list for single choice, a single value
 * for multiple choice, an empty selection, repeated values), a typed answer of the wrong shape, empty, too long, with
 * control characters or outside its limits, a tax code with a wrong check character. Nothing when it is acceptable.
 * The answer is judged as given: normalise it first (typed-answers.ts) to judge it as stored.
 */
export function* simpleAnswerProblems(
  question: SimpleQuestion,
  value: unknown,
  messages: AnswerWording = questionWording,
): Generator<string> {
  if (typeOf(question) === 'choice') yield* choiceProblems(question, value, messages);
  else {
    const problem = typedAnswerProblem(question, value, messages);
    if (problem) yield problem;
  }
}
