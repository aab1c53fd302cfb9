import { QUESTION_TYPES, TEXT_LENGTH, typeOf, type Question, type QuestionType } from '../domain/question';
import { parseIsoDate } from '../italian/calendar';
import { questionnaireMessages } from '../messages/questionnaire';
import { typedAnswerMessages as messages } from '../messages/typed-answers';

const isQuestionType = (type: unknown): type is QuestionType =>
  typeof type === 'string' && (QUESTION_TYPES as readonly string[]).includes(type);

const limitProblems = (question: Question, type: QuestionType): string[] => {
  const { min, max } = question;
  const limits = Object.entries({ min, max }).filter(([, value]) => value !== undefined);
  if (type === 'date') {
    const wrong = limits.filter(([, value]) => typeof value !== 'string' || !parseIsoDate(value));
    if (wrong.length > 0) return wrong.map(([field]) => messages.limitNotADate(field));
  } else {
    const wrong = limits.filter(([, value]) => typeof value !== 'number' || !Number.isFinite(value));
    if (wrong.length > 0) return wrong.map(([field]) => messages.limitNotANumber(field));
  }
  return min !== undefined && max !== undefined && min > max ? [messages.minAboveMax] : [];
};

const textProblems = ({ max_length, multiline }: Question): string[] => [
  ...(max_length === undefined ||
  (Number.isInteger(max_length) && max_length >= TEXT_LENGTH.min && max_length <= TEXT_LENGTH.max)
    ? []
    : [messages.maxLengthRange]),
  ...(multiline === undefined || typeof multiline === 'boolean' ? [] : [messages.multilineNotBoolean]),
];

/**
 * What is wrong with a question's type and limits (docs/api.md, "Question types"): an unknown type, options or multiple selection on a typed question, limits of the wrong kind,
 * `min` above `max`. Choice questions have nothing to report here.
 */
export const typedQuestionProblems = (question: Question): string[] => {
  const type: unknown = question.type ?? 'choice';
  if (!isQuestionType(type)) return [messages.unknownType(String(type))];
  if (type === 'choice') return [];
  return [
    ...(question.options.length > 0 ? [messages.typedWithOptions] : []),
    ...(question.is_multiple_selection ? [messages.typedMultiple] : []),
    ...(type === 'text' ? textProblems(question) : limitProblems(question, type)),
  ];
};

/** Conditions that name a typed question: only choices can gate a question. */
const typedConditionProblems = (question: Question, questions: Question[]): string[] =>
  question.required_answers.flatMap((condition, position) =>
    Object.keys(condition)
      .filter((variable) => {
        const target = questions.find((other) => other.variable === variable);
        return target !== undefined && typeOf(target) !== 'choice';
      })
      .map((variable) => messages.conditionOnTyped(position + 1, variable)),
  );

/**
 * The type-related problems of a template's questions, each naming the question as validateQuestions does: what a
 * save refuses with 400 (docs/api.md, "Question types").
 */
export const typedQuestionnaireProblems = (questions: Question[]): string[] =>
  questions.flatMap((question, index) => {
    const prefix = questionnaireMessages.questionPrefix(index + 1, question.variable);
    return [...typedQuestionProblems(question), ...typedConditionProblems(question, questions)].map(
      (problem) => `${prefix}: ${problem}`,
    );
  });
