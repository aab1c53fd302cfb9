import { tagParser } from './tag-language';

/** A node of angular-expressions' AST, with the fields the tag checks read. */
export interface TagNode {
  type: string;
  name?: string;
  value?: unknown;
  operator?: string;
  filter?: boolean;
  computed?: boolean;
  [child: string]: unknown;
}

export const EQUALITY_OPERATORS = new Set(['==', '!=', '===', '!==']);

export const isTagNode = (value: unknown): value is TagNode =>
  typeof value === 'object' && value !== null && typeof (value as TagNode).type === 'string';

/** Whether the node applies a filter (`x | f`): a FilterExpression, or a call angular-expressions marks `filter`. */
export const isFilterNode = (node: TagNode): boolean =>
  node.type === 'FilterExpression' || node.filter === true;

/** The AST of a tag's expression, or undefined when it does not parse (the template errors report that). */
export const parseTagAst = (expression: string): TagNode | undefined => {
  try {
    return (tagParser(expression).compiled as { ast: TagNode }).ast;
  } catch {
    return undefined;
  }
};
