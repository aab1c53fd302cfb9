import type { Answers, Question } from '@redigo/shared/domain/question';
import { templateMessages as messages } from '@redigo/shared/messages/templates';
import { validateAnswerValues } from '@redigo/shared/questionnaire/answers-validation';
import { normalizeAnswers } from '@redigo/shared/questionnaire/typed-answers';
import { BadRequestError } from '../../errors/app-errors';

/**
 * Answers to `questions` as the server takes them: normalised (typed answers trimmed and in their canonical form),
 * each to a known question and within its options; else BadRequestError (400) listing every problem, the first as
 * the message.
 */
export const acceptedAnswers = (questions: Question[], answers: Answers): Answers => {
  const normalized = normalizeAnswers(questions, answers);
  const problems = validateAnswerValues(questions, normalized);
  if (problems.length > 0) throw new BadRequestError(problems[0] ?? messages.answersInvalid, problems);
  return normalized;
};
