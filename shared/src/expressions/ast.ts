import type { Decimal } from './decimal';

/** The operators between two operands (`===` and `!==` are read as `==` and `!=`). */
export type BinaryOperator = '+' | '-' | '*' | '/' | '<' | '<=' | '>' | '>=' | '==' | '!=' | '&&' | '||';

/**
 * A node of a parsed expression (docs/design.md, "Expressions"): a literal, a name (an answer, an item's field, a `$`
 * name of a loop or a dotted name of the firm's data), an operator, or a filter with its arguments.
 */
export type ExpressionNode =
  | { kind: 'number'; value: Decimal; text: string }
  | { kind: 'string'; value: string }
  | { kind: 'name'; name: string }
  | { kind: 'unary'; operator: '-' | '!'; operand: ExpressionNode }
  | { kind: 'binary'; operator: BinaryOperator; left: ExpressionNode; right: ExpressionNode }
  | { kind: 'filter'; name: string; input: ExpressionNode; args: ExpressionNode[] };

/** Every node of the tree, the root first (iteratively: no depth limit matters here). */
export const nodesOf = (root: ExpressionNode): ExpressionNode[] => {
  const nodes: ExpressionNode[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop() as ExpressionNode;
    nodes.push(node);
    if (node.kind === 'unary') stack.push(node.operand);
    else if (node.kind === 'binary') stack.push(node.right, node.left);
    else if (node.kind === 'filter') stack.push(...[...node.args].reverse(), node.input);
  }
  return nodes;
};

/** The names an expression reads, each once, in order of appearance (a filter's field names are not among them). */
export const namesOf = (root: ExpressionNode): string[] => [
  ...new Set(nodesOf(root).flatMap((node) => (node.kind === 'name' ? [node.name] : []))),
];
