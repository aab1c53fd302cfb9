import type { AnswerValue } from '@redigo/shared/domain/question';

/** An answer as a line of text: the options of a multiple choice separated by commas. */
export const answerText = (answer: AnswerValue): string =>
  Array.isArray(answer) ? answer.join(', ') : answer;
