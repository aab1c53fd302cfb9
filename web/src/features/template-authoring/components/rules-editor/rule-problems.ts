import type { Question } from '@redigo/shared/domain/question';
import {
  checkParsedExpression,
  parseExpression,
  RULE_LIMITS,
  type TemplateRule,
} from '@redigo/shared/expressions/index';
import { expressionMessages } from '@redigo/shared/messages/expressions';
import { conditionProblems } from '@redigo/shared/questionnaire/question-rules';

/** What is wrong with a rule as the editor writes it, by its field: the same checks and messages as a save's. */
export interface RuleProblems {
  check: string[];
  message: string[];
  when: string[];
}

/** The number of characters a message counts, as the server counts them (trimmed, by code point). */
export const messageLength = (message: string): number => [...message.trim()].length;

/**
 * The problems of rule `position` (from 1) of a template with these questions (docs/api.md, "Rules"): a check
 * missing, not parsing, naming a question the template lacks or computing on one that is not a number or an amount;
 * a message of fewer than 10 or more than 300 characters; a `when` condition naming what is not a question or
 * asking what it cannot hold.
 */
export const ruleProblems = (rule: TemplateRule, position: number, questions: Question[]): RuleProblems => {
  const check = rule.check.trim();
  const parsed = check ? parseExpression(check) : null;
  const length = messageLength(rule.message);
  const when = Array.isArray(rule.when) ? rule.when : rule.when ? [rule.when] : [];
  return {
    check:
      parsed === null
        ? [expressionMessages.ruleCheckMissing(position)]
        : parsed.ok
          ? checkParsedExpression(check, parsed.ast, { questions }).problems
          : [parsed.error],
    message:
      length >= RULE_LIMITS.messageMin && length <= RULE_LIMITS.messageMax
        ? []
        : [expressionMessages.ruleMessageLength(position, RULE_LIMITS.messageMin, RULE_LIMITS.messageMax)],
    when: when.flatMap((condition, index) =>
      conditionProblems(condition, index + 1, questions, (variable) =>
        expressionMessages.ruleWhenUnknown(index + 1, variable),
      ),
    ),
  };
};

export const hasProblems = (problems: RuleProblems): boolean =>
  problems.check.length + problems.message.length + problems.when.length > 0;

/** The rule a message of the server names (`Regola n. 2: …`, `Il messaggio della regola n. 2 …`), from 0. */
const ruleIndexOf = (message: string): number | null => {
  const found = /\bregola n\. (\d+)/i.exec(message);
  return found ? Number(found[1]) - 1 : null;
};

/** A save's messages split: those naming a rule, by the rule's index, and the others. */
export const messagesByRule = (
  messages: readonly string[],
): { byRule: Map<number, string[]>; others: string[] } => {
  const byRule = new Map<number, string[]>();
  const others: string[] = [];
  for (const message of messages) {
    const index = ruleIndexOf(message);
    if (index === null) others.push(message);
    else byRule.set(index, [...(byRule.get(index) ?? []), message]);
  }
  return { byRule, others };
};
