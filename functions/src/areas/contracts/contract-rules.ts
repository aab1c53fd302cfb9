import type { Answers } from '@redigo/shared/domain/question';
import { failingRules } from '@redigo/shared/expressions/rules';
import { RuleFailedError } from '../../errors/app-errors';
import type { TemplateRecord } from '../templates';

/**
 * Refuses answers on which a rule of the template fails (docs/api.md, "Computed amounts and rules across answers"):
 * RULE_FAILED with the first failing rule's message and every failing rule's in `errors`, in the template's order;
 * `status` 400 for the next question, 418 for a COMPLETED save. A rule is tested once every variable it names is
 * answered on the path the answers take and its `when` holds (shared/src/expressions/rules.ts).
 *
 * @throws RuleFailedError when a rule fails.
 */
export const assertRulesHold = (
  template: Pick<TemplateRecord, 'json_questions' | 'rules'>,
  answers: Answers,
  status: 400 | 418,
): void => {
  const [first, ...others] = failingRules(template.rules ?? [], template.json_questions, answers);
  if (first !== undefined) throw new RuleFailedError(status, [first, ...others]);
};
