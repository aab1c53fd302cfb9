import type { Answers, AskedQuestion } from '@redigo/shared/domain/question';
import { nextQuestion } from '@redigo/shared/questionnaire/engine';
import type { Role } from '@redigo/shared/roles';
import { assertRulesHold } from './contract-rules';
import { acceptedAnswers } from '../templates';
import { answerableTemplate } from './contract-access';
import type { ContractDeps } from './contract-deps';
import { assertStorable } from './stored-size';

/**
 * POST /contract/questions: the next question of template `type` for the answers so far, or null when the
 * questionnaire is over. Users only on PUBLISHED templates, staff on any that is not deleted (404 otherwise);
 * answers to unknown questions or outside the options: 400 listing each; acceptable answers no contract could
 * keep, 413 (stored-size.ts); a template rule failing on them, 400 RULE_FAILED instead of the question
 * (contract-rules.ts). The hot path: the template comes from
 * the recent reads (no table read while warm).
 */
export const askNextQuestion = async (
  deps: Pick<ContractDeps, 'templates'>,
  role: Role,
  type: string,
  answers: Answers,
): Promise<AskedQuestion | null> => {
  const template = answerableTemplate(await deps.templates.recent(type), role);
  const accepted = acceptedAnswers(template.json_questions, answers);
  assertStorable(accepted);
  assertRulesHold(template, accepted, 400);
  return nextQuestion(template.json_questions, accepted);
};
