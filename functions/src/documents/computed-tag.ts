import { EXPRESSION_FILTERS, parseExpression, type ExpressionNode } from '@redigo/shared/expressions/index';
import { NamedError } from '../errors/named-error';

/** A document filter written after an expression (`{canone * 12 | lettere}`), applied to its result. */
export interface TrailingFilter {
  name: string;
  args: ExpressionNode[];
}

/** A tag that computes (docs/api.md, "Computed amounts and rules across answers"), parsed once. */
export interface ComputedTag {
  /** The expression as written, for the check's messages. */
  expression: string;
  /** The whole expression, trailing filters included. */
  ast: ExpressionNode;
  /** The part the expression language evaluates. */
  computed: ExpressionNode;
  /** The documents' filters after it, innermost first. */
  filters: TrailingFilter[];
}

/** A tag the expression language refuses: its Italian reason, quoting the tag. */
export class ComputedTagError extends NamedError {}

const ARITHMETIC = new Set(['+', '-', '*', '/', '<', '<=', '>', '>=']);
const COMPUTING_FILTERS = new Set<string>(EXPRESSION_FILTERS);

/** The nodes a filter's arguments are not among (`aggiungi_mesi:12` computes nothing). */
const evaluatedNodes = (root: ExpressionNode): ExpressionNode[] =>
  root.kind === 'filter'
    ? [root, ...evaluatedNodes(root.input)]
    : root.kind === 'unary'
      ? [root, ...evaluatedNodes(root.operand)]
      : root.kind === 'binary'
        ? [root, ...evaluatedNodes(root.left), ...evaluatedNodes(root.right)]
        : [root];

/** Whether a node computes: arithmetic, a comparison of order, a number, a minus sign, a group's sum or test. */
const computes = (node: ExpressionNode): boolean =>
  (node.kind === 'binary' && ARITHMETIC.has(node.operator)) ||
  (node.kind === 'unary' && node.operator === '-') ||
  node.kind === 'number' ||
  (node.kind === 'filter' && COMPUTING_FILTERS.has(node.name));

/** Word's typographic quotes, read as plain ones. */
const plainQuotes = (text: string): string => text.replace(/[’‘]/g, "'").replace(/[“”]/g, '"');

/** A tag's text outside its string literals, to guess whether an over-long or too-deep tag meant to compute. */
const outsideStrings = (text: string): string => text.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""');
const COMPUTING_HINT = /[+*/<>]|-|\|\s*(?:somma|qualcuno|tutti|arrotonda)\b/;

const splitTrailing = (ast: ExpressionNode): { computed: ExpressionNode; filters: TrailingFilter[] } => {
  const filters: TrailingFilter[] = [];
  let computed = ast;
  while (computed.kind === 'filter' && !COMPUTING_FILTERS.has(computed.name)) {
    filters.unshift({ name: computed.name, args: computed.args });
    computed = computed.input;
  }
  return { computed, filters };
};

/**
 * The tag as the expression language reads it when it computes (it does arithmetic, compares by order, writes a
 * number, sums or tests a group's items, rounds), or undefined when it is a tag of the language as it was (a name,
 * a choice's comparison, `contiene`, a typed answer's filters): those keep their meaning and are read as before.
 * Throws ComputedTagError, with the Italian reason, for a tag meant to compute that does not parse: a literal with
 * a comma, past 500 characters or 20 levels of parentheses, or a computing tag out of shape.
 */
export const computedTagOf = (tag: string): ComputedTag | undefined => {
  const expression = plainQuotes(tag).trim();
  if (expression === '') return undefined;
  const parsed = parseExpression(expression);
  if (!parsed.ok) {
    const comma = /^\d+,\d+/;
    const meant =
      COMPUTING_HINT.test(outsideStrings(expression)) ||
      outsideStrings(expression)
        .split(/[^\d,]+/)
        .some((word) => comma.test(word));
    if (meant) throw new ComputedTagError(parsed.error);
    return undefined;
  }
  if (!evaluatedNodes(parsed.ast).some(computes)) return undefined;
  return { expression, ast: parsed.ast, ...splitTrailing(parsed.ast) };
};
