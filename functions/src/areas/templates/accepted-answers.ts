import type { Answers, Question } from '@redigo/shared/domain/question';
import { templateMessages as messages } from '@redigo/shared/messages/templates';
import { validateAnswerValues } from '@redigo/shared/questionnaire/answers-validation';
import { normalizeAnswers } from '@redigo/shared/questionnaire/typed-answers';
import { BadRequestError } from '../../errors/app-errors';

/**
 * Answers to `questions` as the server takes them: normalised (typed answers trimmed and in their canonical form),
 * each to a known question and within its options; else BadRequestError (400) listing the first 20 problems and a
 * count of the others, the first as the message. The answers are judged before they are normalised, so a flood of
 * answers to unknown questions is refused without being copied.
 */
export const acceptedAnswers = (questions: Question[], answers: Answers): Answers => {
  const problems = validateAnswerValues(questions, answers);
  if (problems.length > 0) throw new BadRequestError(problems[0] ?? messages.answersInvalid, problems);
  return normalizeAnswers(questions, answers);
};
