import { hasUnsafeCharacters } from '../characters';
import type { Question } from '../domain/question';
import { questionnaireMessages as messages } from '../messages/questionnaire';

const textsOf = (question: Partial<Question>): unknown[] => [
  question.variable,
  question.question,
  question.description,
  ...(Array.isArray(question.options) ? question.options : []),
  // A group's label and its fields' own texts.
  ...('item_label' in question ? [question.item_label] : []),
  ...('fields' in question && Array.isArray(question.fields)
    ? question.fields.flatMap((field: unknown) => (typeof field === 'object' && field ? textsOf(field) : []))
    : []),
];

/**
 * The questions whose texts (key, question, note, options; a group's label and fields) hold a Unicode noncharacter or a lone surrogate
 * (characters.ts), naming each by its position: what staff write reaches the lawyer's questionnaire and documents.
 */
export const questionTextProblems = (questions: Partial<Question>[]): string[] =>
  questions.flatMap((question, index) =>
    textsOf(question ?? {}).some((text) => typeof text === 'string' && hasUnsafeCharacters(text))
      ? [messages.unsafeCharacters(index + 1)]
      : [],
  );
