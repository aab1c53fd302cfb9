import type { Answers, AskedQuestion } from '@redigo/shared/domain/question';
import { nextQuestion } from '@redigo/shared/questionnaire/engine';
import { validateAnswerValues } from '@redigo/shared/questionnaire/answers-validation';
import { normalizeAnswers } from '@redigo/shared/questionnaire/typed-answers';
import type { Role } from '@redigo/shared/roles';
import { BadRequestError } from '../../errors/app-errors';
import { answerableTemplate } from './contract-access';
import type { ContractDeps } from './contract-deps';

/**
 * POST /contract/questions: the next question of template `type` for the answers so far, or null when the
 * questionnaire is over. Users only on PUBLISHED templates, staff on any that is not deleted (404 otherwise);
 * answers to unknown questions or outside the options: 400 listing each. The hot path: the template comes from
 * the recent reads (no table read while warm).
 */
export const askNextQuestion = async (
  deps: Pick<ContractDeps, 'templates'>,
  role: Role,
  type: string,
  answers: Answers,
): Promise<AskedQuestion | null> => {
  const template = answerableTemplate(await deps.templates.recent(type), role);
  // Judged before they are normalized: a flood of unknown answers is refused without being copied.
  const problems = validateAnswerValues(template.json_questions, answers);
  if (problems.length > 0) throw new BadRequestError(problems[0] ?? '', problems);
  return nextQuestion(template.json_questions, normalizeAnswers(template.json_questions, answers));
};
