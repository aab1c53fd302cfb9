import { typeOf, type SimpleQuestion } from '../domain/question';
import { questionWording, type AnswerWording } from '../messages/answer-wording';
import { typedAnswerProblem } from './typed-answers';

const choiceProblems = (question: SimpleQuestion, value: unknown, messages: AnswerWording): string[] => {
  const text = question.question;
  if (question.is_multiple_selection) {
    if (typeof value === 'string') return [messages.listExpected(text)];
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string'))
      return [messages.notAnAnswer(text)];
    if (value.length === 0) return [messages.emptySelection(text)];
    const repeated = value.filter((item, position) => value.indexOf(item) !== position);
    return [
      ...[...new Set(repeated)].map((item: string) => messages.repeatedAnswer(text, item)),
      ...[...new Set(value)]
        .filter((item: string) => !question.options.includes(item))
        .map((item: string) => messages.outsideOptions(text, item)),
    ];
  }
  if (Array.isArray(value)) return [messages.singleExpected(text)];
  if (typeof value !== 'string') return [messages.notAnAnswer(text)];
  return question.options.includes(value) ? [] : [messages.outsideOptions(text, value)];
};

/**
 * What is wrong with the answer to a question that is not a group (a top-level one, or a group's field with
 * `fieldWording`), in Italian: a value outside the options, the wrong shape (a list for single choice, a single value
 * for multiple choice, an empty selection, repeated values), a typed answer of the wrong shape, empty, too long, with
 * control characters or outside its limits, a tax code with a wrong check character. Empty when it is acceptable.
 */
export const simpleAnswerProblems = (
  question: SimpleQuestion,
  value: unknown,
  messages: AnswerWording = questionWording,
): string[] => {
  if (typeOf(question) === 'choice') return choiceProblems(question, value, messages);
  const problem = typedAnswerProblem(question, value, messages);
  return problem ? [problem] : [];
};
