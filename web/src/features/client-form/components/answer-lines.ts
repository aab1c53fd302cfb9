import type { ClientQuestion } from '@redigo/shared/domain/client-link';
import { isGroup, type Answers } from '@redigo/shared/domain/question';
import { isAnswerValue } from '@redigo/shared/questionnaire/conditions';
import { detailedGroupAnswer } from '@redigo/shared/questionnaire/detailed-answers';
import { readableAnswer } from '@redigo/shared/questionnaire/readable-answers';
import { answerText } from '../../../lib/answer-text';

/**
 * A question's answer as lines to read before sending: one, or for a list one per item and field
 * («Conduttore 1 – Nome: Anna»), dates and amounts written the Italian way.
 */
export const answerLines = (question: ClientQuestion, answers: Answers): string[] => {
  const value = answers[question.variable];
  if (value === undefined) return [];
  if (isGroup(question))
    return detailedGroupAnswer(question, value, answers).map(
      (detail) => `${detail.question}: ${answerText(detail.given_answer)}`,
    );
  return isAnswerValue(value) && value.length > 0 ? [answerText(readableAnswer(question, value))] : [];
};
