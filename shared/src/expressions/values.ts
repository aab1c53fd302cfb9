import type { AnswerValue, GroupItem } from '../domain/question';
import type { Decimal } from './decimal';

/** What a computed result is: an amount (written with two decimals) or a plain number. */
export type NumericKind = 'amount' | 'number';

/**
 * The value of an expression or of one of its parts: a decimal of its kind, a truth value, a text (a string literal or
 * a text answer), a choice's answer, a group's items; undefined is empty (a question not asked, a division by zero).
 */
export type ExpressionValue =
  | { type: 'decimal'; value: Decimal; kind: NumericKind }
  | { type: 'boolean'; value: boolean }
  | { type: 'text'; value: AnswerValue }
  | { type: 'group'; items: GroupItem[]; fieldTypes: Record<string, string> }
  | undefined;

/** Whether a value counts as true in a test: an answer given, a non-empty list, a truth value that holds. */
export const isTruthy = (value: ExpressionValue): boolean => {
  if (value === undefined) return false;
  switch (value.type) {
    case 'boolean':
      return value.value;
    case 'decimal':
      return true;
    case 'text':
      return Array.isArray(value.value) ? value.value.length > 0 : value.value !== '';
    case 'group':
      return value.items.length > 0;
  }
};
