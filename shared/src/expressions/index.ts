export type { ExpressionNode, BinaryOperator } from './ast';
export { namesOf } from './ast';
export { parseExpression, EXPRESSION_LIMITS, type ParseResult } from './parser';
export { evaluateExpression, answerValue, type ExpressionLookup } from './evaluate';
export { isTruthy, type ExpressionValue, type NumericKind } from './values';
export { writeComputed, NUMBER_DECIMALS } from './write';
export {
  checkExpression,
  checkParsedExpression,
  EXPRESSION_FILTERS,
  type ExpressionCheck,
  type ExpressionScope,
  type StaticKind,
} from './check';
export {
  failingRules,
  ruleCheckProblems,
  ruleShapeProblems,
  whenOf,
  RULE_LIMITS,
  type TemplateRule,
} from './rules';
