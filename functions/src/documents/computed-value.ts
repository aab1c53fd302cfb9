import type { Answer, Question } from '@redigo/shared/domain/question';
import {
  evaluateExpression,
  writeComputed,
  type ExpressionLookup,
  type ExpressionNode,
  type ExpressionValue,
} from '@redigo/shared/expressions/index';
import type { ComputedTag } from './computed-tag';
import { writtenValue } from './group-filters';
import { GroupValue } from './group-value';
import { TypedAnswer } from './typed-answer';

type Filter = (input: unknown, ...args: unknown[]) => unknown;

/** Word's typographic quotes and apostrophes, read as the plain ones (as tag-language.ts reads answers). */
const plainQuotes = (text: string): string => text.replace(/[’‘]/g, "'").replace(/[“”]/g, '"');

/** A question of the given type, as the evaluator reads it (it looks only at the type and a group's fields). */
const questionOf = (type: string, fields: Record<string, string> = {}): Question =>
  ({
    type,
    fields: Object.entries(fields).map(([variable, fieldType]) => ({ variable, type: fieldType })),
  }) as unknown as Question;

/** A group's items as the answers they were (typed answers unwrapped, the loop's `$` names left out). */
const rawItems = (group: GroupValue): Answer =>
  group.items.map((item) =>
    Object.fromEntries(
      Object.entries(item)
        .filter(([name]) => !name.startsWith('$'))
        .map(([name, value]) => [name, value instanceof TypedAnswer ? value.value : value]),
    ),
  ) as Answer;

/** A value of the render scope as the evaluator reads it: its question's type and its answer; undefined if none. */
const asAnswer = (value: unknown): ReturnType<ExpressionLookup> => {
  if (value instanceof TypedAnswer) return { question: questionOf(value.type), answer: value.value };
  if (value instanceof GroupValue) {
    return { question: questionOf('group', value.fieldTypes), answer: rawItems(value) };
  }
  if (typeof value === 'string') return { question: questionOf('choice'), answer: plainQuotes(value) };
  if (Array.isArray(value)) {
    const options = value.map((item) => (typeof item === 'string' ? plainQuotes(item) : String(item)));
    return { question: questionOf('choice'), answer: options };
  }
  // `$primo`, `$ultimo`: true as an answer given, false as none.
  return value === true ? { question: questionOf('choice'), answer: 'true' } : undefined;
};

/** Reads a name from the innermost scope that has it (a loop's item first, then the answers around it). */
const lookupIn =
  (scopes: readonly unknown[]): ExpressionLookup =>
  (name) => {
    for (let at = scopes.length - 1; at >= 0; at -= 1) {
      const scope = scopes[at];
      if (typeof scope === 'object' && scope !== null && Object.hasOwn(scope, name)) {
        return asAnswer((scope as Record<string, unknown>)[name]);
      }
    }
    return undefined;
  };

/** A result as the documents' filters take it: a number or an amount as a typed answer, rounded once, here. */
const asTagValue = (value: ExpressionValue): unknown => {
  if (value === undefined) return undefined;
  switch (value.type) {
    case 'decimal':
      return new TypedAnswer(value.kind, writeComputed(value, 'canonical'));
    case 'boolean':
      return value.value;
    case 'text':
      return value.value;
    case 'group':
      return undefined;
  }
};

const literalOf = (node: ExpressionNode): unknown =>
  node.kind === 'string' ? node.value : node.kind === 'number' ? Number(node.text) : undefined;

/**
 * A computed tag's value with the scopes of a render (outermost first): the expression evaluated in exact decimals,
 * its result rounded once (an amount to two decimals, a number to six) and handed to the filters written after it.
 * Undefined when the expression is empty (an operand not asked, a division by zero).
 */
export const computedValue = (
  tag: ComputedTag,
  scopes: readonly unknown[],
  filters: Record<string, Filter>,
): unknown => {
  const result = asTagValue(evaluateExpression(tag.computed, lookupIn(scopes)));
  return tag.filters.reduce<unknown>((input, { name, args }) => {
    const filter = filters[name];
    return filter && input !== undefined ? filter(input, ...args.map(literalOf)) : undefined;
  }, result);
};

/** What a placeholder writes: a number or amount in Italian, a filter's text; nothing for an empty or a test. */
export const computedText = (value: unknown): string =>
  typeof value === 'boolean' ? '' : typeof value === 'string' ? value : writtenValue(value);

/** Whether a section's test holds: a result given, a test that holds (`{^…}` is its opposite). */
export const computedHolds = (value: unknown): boolean => {
  if (value === undefined || value === null) return false;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' || Array.isArray(value)) return value.length > 0;
  return true;
};
