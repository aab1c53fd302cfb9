import { expressionMessages as messages } from '../messages/expressions';
import type { BinaryOperator, ExpressionNode } from './ast';
import { parseDecimal } from './decimal';

/** The bounds of one expression (docs/api.md, "Computed amounts and rules across answers"). */
export const EXPRESSION_LIMITS = { length: 500, depth: 20 } as const;

export type ParseResult = { ok: true; ast: ExpressionNode } | { ok: false; error: string };

type Token =
  | { type: 'number'; text: string }
  | { type: 'string'; value: string }
  | { type: 'name'; name: string }
  | { type: 'operator'; text: string };

const OPERATORS = [
  '===',
  '!==',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '<',
  '>',
  '+',
  '-',
  '*',
  '/',
  '!',
  '(',
  ')',
  '|',
  ':',
];
const NAME_START = /[\p{L}_$]/u;
const DIGIT = /\d/;

class ExpressionError extends Error {}

/** Word's typographic double quotes, read as plain ones. */
const plainQuotes = (text: string): string => text.replace(/[“”]/g, '"');

const tokenize = (expression: string): Token[] => {
  const text = plainQuotes(expression);
  const tokens: Token[] = [];
  let depth = 0;
  let at = 0;
  while (at < text.length) {
    const character = text.charAt(at);
    if (/\s/.test(character)) {
      at += 1;
    } else if (DIGIT.test(character)) {
      const match = /^\d+(\.\d+)?/.exec(text.slice(at)) as RegExpExecArray;
      const comma = /^\d+,\d+/.exec(text.slice(at));
      if (comma) throw new ExpressionError(messages.commaLiteral(expression, comma[0]));
      tokens.push({ type: 'number', text: match[0] });
      at += match[0].length;
    } else if (character === '"' || character === "'") {
      let value = '';
      let end = at + 1;
      while (end < text.length && text.charAt(end) !== character) {
        if (text.charAt(end) === '\\' && end + 1 < text.length) end += 1;
        value += text.charAt(end);
        end += 1;
      }
      if (end >= text.length) throw new ExpressionError(messages.unclosedString(expression));
      tokens.push({ type: 'string', value });
      at = end + 1;
    } else if (NAME_START.test(character)) {
      // A dotted name (`avvocato.nome`) is one name: the firm's data.
      const match = /^[\p{L}_$][\p{L}\p{N}_$]*(?:\.[\p{L}_$][\p{L}\p{N}_$]*)*/u.exec(
        text.slice(at),
      ) as RegExpExecArray;
      tokens.push({ type: 'name', name: match[0] });
      at += match[0].length;
    } else {
      const operator = OPERATORS.find((candidate) => text.startsWith(candidate, at));
      if (!operator) throw new ExpressionError(messages.unexpectedCharacter(expression, character));
      if (operator === '(') depth += 1;
      if (operator === ')') depth -= 1;
      if (depth > EXPRESSION_LIMITS.depth) {
        throw new ExpressionError(messages.tooDeep(expression, EXPRESSION_LIMITS.depth));
      }
      tokens.push({ type: 'operator', text: operator });
      at += operator.length;
    }
  }
  return tokens;
};

const describe = (token: Token): string =>
  token.type === 'number'
    ? token.text
    : token.type === 'string'
      ? `"${token.value}"`
      : token.type === 'name'
        ? token.name
        : token.text;

/**
 * A recursive-descent parser whose recursion grows only with parentheses (at most 20 levels, refused while reading
 * the tokens), prefix operators and operator chains being read in loops. Precedence, loosest first: `||`, `&&`,
 * `==` `!=`, `<` `<=` `>` `>=`, `!`, filters `| f:arg`, `+` `-`, `*` `/`, unary `-`. A filter so applies to the
 * arithmetic on its left (`canone * 12 | lettere`) and a comparison to the filter's result (`eredi | somma:"quota"
 * == 100`); `!x | contiene:"A"` negates the filter's result, as the tag language reads it today.
 */
class Parser {
  private at = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly expression: string,
  ) {}

  parse(): ExpressionNode {
    const node = this.or();
    const extra = this.tokens[this.at];
    if (extra) throw this.unexpected(extra);
    return node;
  }

  private unexpected(token: Token | undefined): ExpressionError {
    return new ExpressionError(
      token
        ? messages.unexpectedToken(this.expression, describe(token))
        : messages.unexpectedEnd(this.expression),
    );
  }

  private peekOperator(...candidates: string[]): string | undefined {
    const token = this.tokens[this.at];
    return token?.type === 'operator' && candidates.includes(token.text) ? token.text : undefined;
  }

  private binary(operators: string[], operand: () => ExpressionNode): ExpressionNode {
    let left = operand();
    for (
      let operator = this.peekOperator(...operators);
      operator;
      operator = this.peekOperator(...operators)
    ) {
      this.at += 1;
      const normalized = (operator === '===' ? '==' : operator === '!==' ? '!=' : operator) as BinaryOperator;
      left = { kind: 'binary', operator: normalized, left, right: operand() };
    }
    return left;
  }

  private or = (): ExpressionNode => this.binary(['||'], this.and);
  private and = (): ExpressionNode => this.binary(['&&'], this.equality);
  private equality = (): ExpressionNode => this.binary(['==', '!=', '===', '!=='], this.relational);
  private relational = (): ExpressionNode => this.binary(['<', '<=', '>', '>='], this.not);

  private not = (): ExpressionNode => {
    let count = 0;
    while (this.peekOperator('!')) {
      this.at += 1;
      count += 1;
    }
    let node = this.filtered();
    for (; count > 0; count -= 1) node = { kind: 'unary', operator: '!', operand: node };
    return node;
  };

  private filtered = (): ExpressionNode => {
    let node = this.additive();
    while (this.peekOperator('|')) {
      this.at += 1;
      const name = this.tokens[this.at];
      if (name?.type !== 'name') throw new ExpressionError(messages.filterName(this.expression));
      this.at += 1;
      const args: ExpressionNode[] = [];
      while (this.peekOperator(':')) {
        this.at += 1;
        args.push(this.unary());
      }
      node = { kind: 'filter', name: name.name, input: node, args };
    }
    return node;
  };

  private additive = (): ExpressionNode => this.binary(['+', '-'], this.multiplicative);
  private multiplicative = (): ExpressionNode => this.binary(['*', '/'], this.unary);

  private unary = (): ExpressionNode => {
    const prefixes: ('-' | '!')[] = [];
    for (
      let operator = this.peekOperator('-', '+', '!');
      operator;
      operator = this.peekOperator('-', '+', '!')
    ) {
      this.at += 1;
      if (operator !== '+') prefixes.push(operator as '-' | '!');
    }
    let node = this.primary();
    while (prefixes.length > 0)
      node = { kind: 'unary', operator: prefixes.pop() as '-' | '!', operand: node };
    return node;
  };

  private primary(): ExpressionNode {
    const token = this.tokens[this.at];
    if (!token) throw this.unexpected(undefined);
    this.at += 1;
    switch (token.type) {
      case 'number':
        return {
          kind: 'number',
          value: parseDecimal(token.text) as NonNullable<ReturnType<typeof parseDecimal>>,
          text: token.text,
        };
      case 'string':
        return { kind: 'string', value: token.value };
      case 'name':
        return { kind: 'name', name: token.name };
      default: {
        if (token.text !== '(') throw this.unexpected(token);
        const inner = this.or();
        if (!this.peekOperator(')')) {
          throw new ExpressionError(messages.unclosedParenthesis(this.expression));
        }
        this.at += 1;
        return inner;
      }
    }
  }
}

const parse = (expression: string): ParseResult => {
  if (expression.length > EXPRESSION_LIMITS.length) {
    return { ok: false, error: messages.tooLong(expression, EXPRESSION_LIMITS.length) };
  }
  if (expression.trim() === '') return { ok: false, error: messages.empty };
  try {
    const tokens = tokenize(expression);
    return { ok: true, ast: new Parser(tokens, expression).parse() };
  } catch (error) {
    if (error instanceof ExpressionError) return { ok: false, error: error.message };
    throw error;
  }
};

/** How many parsed expressions are kept: a template's rules and tags many times over. */
const PARSED_KEPT = 2_000;
const parsed = new Map<string, ParseResult>();

/**
 * An expression parsed once into its tree, or the Italian reason it is not one, quoting it as written: more than
 * 500 characters or 20 levels of parentheses, a literal with a comma (`1,5`), a character or a token out of place.
 * The result is kept (the last 2,000 expressions): a rule checked on every next question is not parsed again. A
 * tree is never changed once made, so the same one is handed to every caller.
 */
export const parseExpression = (expression: string): ParseResult => {
  const known = parsed.get(expression);
  if (known) return known;
  const result = parse(expression);
  if (parsed.size >= PARSED_KEPT) parsed.delete(parsed.keys().next().value as string);
  parsed.set(expression, result);
  return result;
};
