import type { Answers, AskedQuestion } from '@redigo/shared/domain/question';
import { questionnaireStep } from '@redigo/shared/questionnaire/questionnaire-step';
import type { Role } from '@redigo/shared/roles';
import { BadRequestError, RuleFailedError } from '../../errors/app-errors';
import { answerableTemplate } from './template-source';
import type { ContractDeps } from './contract-deps';
import { assertStorable } from './stored-size';

/**
 * POST /contract/questions: the next question of template `type` for the answers so far, or null when the
 * questionnaire is over (shared/src/questionnaire/questionnaire-step.ts decides). Users only on PUBLISHED templates,
 * staff on any that is not deleted (404 otherwise); answers to unknown questions or outside the options: 400 listing
 * each; acceptable answers no contract could keep, 413 (stored-size.ts); a template rule failing on them, 400
 * RULE_FAILED instead of the question. The hot path: the template comes from the recent reads (no table read while
 * warm).
 */
export const askNextQuestion = async (
  deps: Pick<ContractDeps, 'templates'>,
  role: Role,
  type: string,
  answers: Answers,
): Promise<AskedQuestion | null> => {
  const template = answerableTemplate(await deps.templates.recent(type), role);
  const step = questionnaireStep({ questions: template.json_questions, rules: template.rules }, answers);
  if (step.kind === 'invalid') throw new BadRequestError(step.problems[0], step.problems);
  assertStorable(step.answers);
  if (step.kind === 'rulesFailed') throw new RuleFailedError(400, step.failedRules);
  return step.question;
};
