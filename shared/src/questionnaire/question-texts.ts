import { hasUnsafeCharacters } from '../characters';
import type { Question } from '../domain/question';
import { questionnaireMessages as messages } from '../messages/questionnaire';

const textsOf = (question: Partial<Question>): unknown[] => [
  question.variable,
  question.question,
  question.description,
  ...(Array.isArray(question.options) ? question.options : []),
];

/**
 * The questions whose texts (key, question, note, options) hold a Unicode noncharacter or a lone surrogate
 * (characters.ts), naming each by its position: what staff write reaches the lawyer's questionnaire and documents.
 */
export const questionTextProblems = (questions: Partial<Question>[]): string[] =>
  questions.flatMap((question, index) =>
    textsOf(question ?? {}).some((text) => typeof text === 'string' && hasUnsafeCharacters(text))
      ? [messages.unsafeCharacters(index + 1)]
      : [],
  );
