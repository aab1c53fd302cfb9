import {
  isGroup,
  typeOf,
  type Answer,
  type GroupItem,
  type Question,
  type SimpleQuestion,
} from '../domain/question';
import { answerIncludes } from '../questionnaire/conditions';
import type { BinaryOperator, ExpressionNode } from './ast';
import {
  add,
  compare,
  divide,
  fromInteger,
  multiply,
  negate,
  parseDecimal,
  roundHalfUp,
  subtract,
} from './decimal';
import { isTruthy, type ExpressionValue, type NumericKind } from './values';

/** What a name reads: its question (or group field) and the answer given; undefined when not asked or not answered. */
export type ExpressionLookup = (
  name: string,
) => { question: Question | SimpleQuestion; answer: Answer } | undefined;

const numericKind = (type: string): NumericKind | undefined =>
  type === 'amount' ? 'amount' : type === 'number' ? 'number' : undefined;

/** An answer as a value: a number or amount as an exact decimal, a group's items, anything else as given. */
export const answerValue = (question: Question | SimpleQuestion, answer: Answer): ExpressionValue => {
  if (isGroup(question)) {
    const fieldTypes = Object.fromEntries(question.fields.map((field) => [field.variable, typeOf(field)]));
    return { type: 'group', items: answer as GroupItem[], fieldTypes };
  }
  const kind = numericKind(typeOf(question));
  if (kind && typeof answer === 'string') {
    const value = parseDecimal(answer);
    return value ? { type: 'decimal', value, kind } : undefined;
  }
  return { type: 'text', value: answer as string | string[] };
};

/** The kind of a sum or difference: an amount when either side is one. */
const additiveKind = (a: NumericKind, b: NumericKind): NumericKind =>
  a === 'amount' || b === 'amount' ? 'amount' : 'number';

const arithmetic = (
  operator: '+' | '-' | '*' | '/',
  left: ExpressionValue,
  right: ExpressionValue,
): ExpressionValue => {
  if (left?.type !== 'decimal' || right?.type !== 'decimal') return undefined;
  switch (operator) {
    case '+':
      return {
        type: 'decimal',
        value: add(left.value, right.value),
        kind: additiveKind(left.kind, right.kind),
      };
    case '-':
      return {
        type: 'decimal',
        value: subtract(left.value, right.value),
        kind: additiveKind(left.kind, right.kind),
      };
    case '*':
      // amount × number is an amount; amount × amount is refused by the check, and a plain number here.
      return {
        type: 'decimal',
        value: multiply(left.value, right.value),
        kind: (left.kind === 'amount') !== (right.kind === 'amount') ? 'amount' : 'number',
      };
    case '/': {
      const value = divide(left.value, right.value);
      if (!value) return undefined;
      return {
        type: 'decimal',
        value,
        kind: left.kind === 'amount' && right.kind === 'number' ? 'amount' : 'number',
      };
    }
  }
};

const RELATIONS: Record<'<' | '<=' | '>' | '>=', (order: number) => boolean> = {
  '<': (order) => order < 0,
  '<=': (order) => order <= 0,
  '>': (order) => order > 0,
  '>=': (order) => order >= 0,
};

/** A text, an option or nothing, as the tag language compares it today: `tipo == "X"`. */
const plain = (value: ExpressionValue): unknown =>
  value === undefined ? undefined : value.type === 'text' || value.type === 'boolean' ? value.value : value;

const equality = (operator: '==' | '!=', left: ExpressionValue, right: ExpressionValue): ExpressionValue => {
  const choiceAndNumber =
    (left?.type === 'text' && right?.type === 'decimal') ||
    (left?.type === 'decimal' && right?.type === 'text');
  if (choiceAndNumber) {
    // A choice and a numeric literal (`figli == 2`): the option read as a number, as the tag language always has.
    const [text, number] = left.type === 'text' ? [left, right] : [right, left];
    const option = typeof text.value === 'string' ? parseDecimal(text.value) : null;
    const same = option !== null && number.type === 'decimal' && compare(option, number.value) === 0;
    return { type: 'boolean', value: operator === '==' ? same : !same };
  }
  if (left?.type === 'decimal' || right?.type === 'decimal') {
    // Between numbers; an empty side empties the comparison.
    if (left?.type !== 'decimal' || right?.type !== 'decimal') return undefined;
    const same = compare(left.value, right.value) === 0;
    return { type: 'boolean', value: operator === '==' ? same : !same };
  }
  // A choice and an option: strict equality, an answer not given being equal to nothing (as before).
  const same = plain(left) === plain(right);
  return { type: 'boolean', value: operator === '==' ? same : !same };
};

const binary = (
  operator: BinaryOperator,
  left: ExpressionValue,
  right: () => ExpressionValue,
): ExpressionValue => {
  switch (operator) {
    case '&&':
      return { type: 'boolean', value: isTruthy(left) && isTruthy(right()) };
    case '||':
      return { type: 'boolean', value: isTruthy(left) || isTruthy(right()) };
    case '==':
    case '!=':
      return equality(operator, left, right());
    case '<':
    case '<=':
    case '>':
    case '>=': {
      const other = right();
      if (left?.type !== 'decimal' || other?.type !== 'decimal') return undefined;
      return { type: 'boolean', value: RELATIONS[operator](compare(left.value, other.value)) };
    }
    default:
      return arithmetic(operator, left, right());
  }
};

const stringArgument = (node: ExpressionNode | undefined): string | undefined =>
  node?.kind === 'string' ? node.value : undefined;

/** An integer literal argument (`arrotonda:2`), or undefined. */
const integerArgument = (node: ExpressionNode | undefined): number | undefined =>
  node?.kind === 'number' && /^\d+$/.test(node.text) ? Number(node.text) : undefined;

const groupTest = (
  group: Extract<ExpressionValue, { type: 'group' }>,
  field: string,
  option: string,
  every: boolean,
): boolean => {
  const holds = (item: GroupItem) => Object.hasOwn(item, field) && answerIncludes(item[field], option);
  return every ? group.items.length > 0 && group.items.every(holds) : group.items.some(holds);
};

const filter = (
  node: Extract<ExpressionNode, { kind: 'filter' }>,
  input: ExpressionValue,
): ExpressionValue => {
  const [first, second] = node.args;
  switch (node.name) {
    case 'somma': {
      const field = stringArgument(first);
      if (input?.type !== 'group' || field === undefined) return undefined;
      const kind = numericKind(input.fieldTypes[field] ?? '');
      if (!kind) return undefined;
      // Items that were not asked the field add nothing.
      const sum = input.items.reduce((total, item) => {
        const answer = Object.hasOwn(item, field) ? item[field] : undefined;
        const value = typeof answer === 'string' ? parseDecimal(answer) : null;
        return value ? add(total, value) : total;
      }, fromInteger(0));
      return { type: 'decimal', value: sum, kind };
    }
    case 'qualcuno':
    case 'tutti': {
      const field = stringArgument(first);
      const option = stringArgument(second);
      if (input?.type !== 'group' || field === undefined || option === undefined) return undefined;
      return { type: 'boolean', value: groupTest(input, field, option, node.name === 'tutti') };
    }
    case 'contiene': {
      // A choice's test as the tag language reads it (`tipo | contiene:"A"`), inside a computing tag.
      const option = stringArgument(first);
      if (input?.type !== 'text' || option === undefined) return { type: 'boolean', value: false };
      return { type: 'boolean', value: answerIncludes(input.value, option) };
    }
    case 'arrotonda': {
      const digits = integerArgument(first);
      if (input?.type !== 'decimal' || digits === undefined || digits > 6) return undefined;
      return { ...input, value: roundHalfUp(input.value, digits) };
    }
    default:
      // The documents' own filters (lettere, data_breve...) are the renderer's: here they compute nothing.
      return undefined;
  }
};

/**
 * The value of a parsed expression with the answers `lookup` reads: exact decimals, never rounded before the end; an
 * operand not asked or a division by zero makes the arithmetic and the comparisons on it empty (undefined). Walks
 * the tree recursively: a parsed tree is at most 20 parentheses deep, and operator chains are left-leaning.
 */
export const evaluateExpression = (node: ExpressionNode, lookup: ExpressionLookup): ExpressionValue => {
  switch (node.kind) {
    case 'number':
      return { type: 'decimal', value: node.value, kind: 'number' };
    case 'string':
      return { type: 'text', value: node.value };
    case 'name': {
      const found = lookup(node.name);
      return found ? answerValue(found.question, found.answer) : undefined;
    }
    case 'unary': {
      const operand = evaluateExpression(node.operand, lookup);
      if (node.operator === '!') return { type: 'boolean', value: !isTruthy(operand) };
      return operand?.type === 'decimal' ? { ...operand, value: negate(operand.value) } : undefined;
    }
    case 'binary':
      return binary(node.operator, evaluateExpression(node.left, lookup), () =>
        evaluateExpression(node.right, lookup),
      );
    case 'filter':
      return filter(node, evaluateExpression(node.input, lookup));
  }
};
