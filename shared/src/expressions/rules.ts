import type { Answers, Condition, Question } from '../domain/question';
import { expressionMessages } from '../messages/expressions';
import { answerOf, isAnswered, isAsked } from '../questionnaire/conditions';
import { askedPath } from '../questionnaire/engine';
import { conditionProblems } from '../questionnaire/question-rules';
import { namesOf, type ExpressionNode } from './ast';
import { checkParsedExpression } from './check';
import { evaluateExpression } from './evaluate';
import { parseExpression } from './parser';
import { isTruthy } from './values';

/**
 * A rule across answers (docs/api.md, "Computed amounts and rules across answers"): `check` an expression that must be
 * true, `message` what the lawyer reads when it is not, `when` the conditions under which it applies (one Condition
 * object is read as a list of one).
 */
export interface TemplateRule {
  check: string;
  message: string;
  when?: Condition[] | Condition;
}

/** At most 50 rules per template; a message of 10–300 characters. */
export const RULE_LIMITS = { rules: 50, messageMin: 10, messageMax: 300 } as const;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A rule's `when` as a list of conditions: absent is none, one Condition object a list of one. */
export const whenOf = (rule: Pick<TemplateRule, 'when'>): Condition[] =>
  rule.when === undefined ? [] : Array.isArray(rule.when) ? rule.when : [rule.when];

/**
 * What is wrong with the rules by shape, in Italian (400 on save): not a list, more than 50, a rule that is not an
 * object, a `check` that is not a text, a message that is not a text of 10–300 characters, a `when` that is neither a
 * Condition nor a list of them.
 */
export const ruleShapeProblems = (rules: unknown): string[] => {
  if (rules === undefined) return [];
  if (!Array.isArray(rules)) return [expressionMessages.rulesNotAList];
  if (rules.length > RULE_LIMITS.rules) return [expressionMessages.tooManyRules(RULE_LIMITS.rules)];
  return rules.flatMap((rule: unknown, index) => {
    const position = index + 1;
    if (!isPlainObject(rule)) return [expressionMessages.ruleNotAnObject(position)];
    const { check, message, when } = rule;
    const length = typeof message === 'string' ? [...message.trim()].length : -1;
    return [
      ...(typeof check === 'string' && check.trim() !== ''
        ? []
        : [expressionMessages.ruleCheckMissing(position)]),
      ...(length >= RULE_LIMITS.messageMin && length <= RULE_LIMITS.messageMax
        ? []
        : [expressionMessages.ruleMessageLength(position, RULE_LIMITS.messageMin, RULE_LIMITS.messageMax)]),
      ...(when === undefined ||
      isPlainObject(when) ||
      (Array.isArray(when) && when.every((condition) => isPlainObject(condition)))
        ? []
        : [expressionMessages.ruleWhenShape(position)]),
    ];
  });
};

/**
 * What the template check reports of rules already of the right shape (422 on save), each prefixed `Regola n. N`:
 * the check's expression problems (checkExpression) and its `when` conditions' problems, which may name any of the
 * template's questions.
 */
export const ruleCheckProblems = (rules: TemplateRule[], questions: Question[]): string[] =>
  rules.flatMap((rule, index) => {
    const parsed = parseExpression(rule.check);
    const expression = parsed.ok
      ? checkParsedExpression(rule.check, parsed.ast, { questions }).problems
      : [parsed.error];
    const when = whenOf(rule).flatMap((condition, position) =>
      conditionProblems(condition, position + 1, questions, (variable) =>
        expressionMessages.ruleWhenUnknown(position + 1, variable),
      ),
    );
    return [...expression, ...when].map(
      (problem) => `${expressionMessages.rulePrefix(index + 1)}: ${problem}`,
    );
  });

/** The names each parsed check reads, kept with its tree (parseExpression hands out the same tree each time). */
const namesRead = new WeakMap<ExpressionNode, string[]>();
const namesReadBy = (ast: ExpressionNode): string[] => {
  const known = namesRead.get(ast);
  if (known) return known;
  const names = namesOf(ast);
  namesRead.set(ast, names);
  return names;
};

/** How a rule fared on a set of answers: not tested (a name unanswered, `when` false), held, or broken. */
export type RuleOutcome = 'untested' | 'held' | 'broken';

/**
 * Each rule's outcome on these answers, in the template's order. A rule is tested once every name its check reads is
 * answered on the path the answers take (a question not asked never is, so a rule naming it is never tested) and its
 * `when` holds; it is broken when its check is not true. A check left empty (a division by zero) holds. A rule that
 * does not parse is the template check's to report, not the lawyer's: it is never tested.
 */
export const ruleOutcomes = (
  rules: TemplateRule[],
  questions: Question[],
  answers: Answers,
): RuleOutcome[] => {
  if (rules.length === 0) return [];
  const effective: Answers = {};
  for (const { question } of askedPath(questions, answers)) {
    const value = answerOf(answers, question.variable);
    if (isAnswered(value)) effective[question.variable] = value;
  }
  const byVariable = new Map(questions.map((question) => [question.variable, question]));
  return rules.map((rule): RuleOutcome => {
    const parsed = parseExpression(rule.check);
    if (!parsed.ok) return 'untested';
    const names = namesReadBy(parsed.ast);
    if (!names.every((name) => byVariable.has(name) && Object.hasOwn(effective, name))) return 'untested';
    if (!isAsked({ required_answers: whenOf(rule) }, effective)) return 'untested';
    const value = evaluateExpression(parsed.ast, (name) => {
      const question = byVariable.get(name);
      const answer = answerOf(effective, name);
      return question && answer !== undefined ? { question, answer } : undefined;
    });
    return value === undefined || isTruthy(value) ? 'held' : 'broken';
  });
};

/** The messages of the rules broken by these answers (ruleOutcomes), in the template's order. */
export const failingRules = (rules: TemplateRule[], questions: Question[], answers: Answers): string[] => {
  const outcomes = ruleOutcomes(rules, questions, answers);
  return rules.flatMap((rule, index) => (outcomes[index] === 'broken' ? [rule.message] : []));
};
