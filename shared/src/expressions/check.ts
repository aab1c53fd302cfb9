import { isGroup, typeOf, type GroupQuestion, type Question, type SimpleQuestion } from '../domain/question';
import { expressionMessages as messages } from '../messages/expressions';
import type { ExpressionNode } from './ast';
import { parseExpression } from './parser';

/** What a part of an expression is, as the check reads it from the questions' types. */
export type StaticKind = 'amount' | 'number' | 'boolean' | 'text' | 'choice' | 'group' | 'unknown';

/** The filters of the tag language (docs/api.md, "Question types", "Repeating groups") and of the expressions. */
export const EXPRESSION_FILTERS = ['somma', 'qualcuno', 'tutti', 'arrotonda'] as const;
const DOCUMENT_FILTERS = [
  'contiene',
  'lettere',
  'data_breve',
  'aggiungi_mesi',
  'aggiungi_anni',
  'aggiungi_giorni',
  'plurale',
  'oppure',
  'elenco',
  'numero',
  'nato',
  'genere',
];
const KNOWN_FILTERS = new Set<string>([...EXPRESSION_FILTERS, ...DOCUMENT_FILTERS]);

/** Where an expression stands: the template's questions and, inside a group's loop, that group. */
export interface ExpressionScope {
  questions: Question[];
  group?: GroupQuestion;
}

export interface ExpressionCheck {
  /** Italian problems, each quoting the expression as written; empty when it is fine. */
  problems: string[];
  /** The kind of the result, when it parses. */
  kind?: StaticKind;
}

const NUMERIC = new Set<StaticKind>(['amount', 'number', 'unknown']);

const kindOfType = (question: Question | SimpleQuestion): StaticKind => {
  if (isGroup(question)) return 'group';
  const type = typeOf(question);
  if (type === 'amount' || type === 'number') return type;
  return type === 'choice' ? 'choice' : 'text';
};

/** A loop's own names (docs/api.md, "Repeating groups and parties"). */
const LOOP_NAMES: Record<string, StaticKind> = {
  $posizione: 'number',
  $primo: 'boolean',
  $ultimo: 'boolean',
  $separatore: 'text',
};

/** A choice compared with a numeric literal, read as one of its options. */
const isChoiceAndLiteral = (choice: ExpressionNode, kind: StaticKind, literal: ExpressionNode): boolean =>
  choice.kind === 'name' && kind === 'choice' && literal.kind === 'number';

class Checker {
  readonly problems: string[] = [];

  constructor(
    private readonly expression: string,
    private readonly scope: ExpressionScope,
  ) {}

  private report(problem: string) {
    if (!this.problems.includes(problem)) this.problems.push(problem);
  }

  private resolve(name: string): Question | SimpleQuestion | undefined {
    const field = this.scope.group?.fields.find((candidate) => candidate.variable === name);
    return field ?? this.scope.questions.find((question) => question.variable === name);
  }

  private nameKind(name: string): StaticKind {
    const question = this.resolve(name);
    if (question) return kindOfType(question);
    if (this.scope.group && Object.hasOwn(LOOP_NAMES, name)) return LOOP_NAMES[name] as StaticKind;
    // The firm's data (`avvocato.nome`) are texts; the documents' check judges their names.
    if (/^(avvocato|studio)\./.test(name)) return 'text';
    this.report(messages.unknownVariable(this.expression, name));
    return 'unknown';
  }

  /** The operand must be a number or an amount. */
  private numeric(node: ExpressionNode, kind: StaticKind) {
    if (NUMERIC.has(kind)) return;
    this.report(
      node.kind === 'name'
        ? messages.notNumeric(this.expression, node.name)
        : messages.notNumericValue(this.expression),
    );
  }

  private groupOf(node: ExpressionNode, kind: StaticKind, filter: string): GroupQuestion | undefined {
    if (kind === 'unknown') return undefined;
    const question = node.kind === 'name' ? this.resolve(node.name) : undefined;
    if (question && isGroup(question)) return question;
    this.report(messages.filterOnNotGroup(this.expression, filter));
    return undefined;
  }

  private fieldOf(group: GroupQuestion, args: ExpressionNode[], filter: string): SimpleQuestion | undefined {
    const [first] = args;
    if (first?.kind !== 'string') {
      this.report(messages.filterNeedsField(this.expression, filter));
      return undefined;
    }
    const field = group.fields.find((candidate) => candidate.variable === first.value);
    if (!field) this.report(messages.fieldMissing(this.expression, group.variable, first.value));
    return field;
  }

  private filter(node: Extract<ExpressionNode, { kind: 'filter' }>): StaticKind {
    const input = this.kind(node.input);
    if (!KNOWN_FILTERS.has(node.name)) {
      this.report(messages.unknownFilter(this.expression, node.name));
      return 'unknown';
    }
    switch (node.name) {
      case 'somma': {
        const group = this.groupOf(node.input, input, node.name);
        const field = group && this.fieldOf(group, node.args, node.name);
        if (!field) return 'unknown';
        const kind = kindOfType(field);
        if (kind !== 'amount' && kind !== 'number') {
          this.report(messages.sommaOnNotNumeric(this.expression, field.variable));
          return 'unknown';
        }
        return kind;
      }
      case 'qualcuno':
      case 'tutti': {
        const group = this.groupOf(node.input, input, node.name);
        const field = group && this.fieldOf(group, node.args, node.name);
        if (field && typeOf(field) !== 'choice') {
          this.report(messages.testOnNotChoice(this.expression, node.name, field.variable));
        } else if (field) {
          const option = node.args[1];
          if (option?.kind !== 'string') this.report(messages.filterNeedsField(this.expression, node.name));
          else if (!field.options.includes(option.value)) {
            this.report(messages.optionMissing(this.expression, field.variable, option.value));
          }
        }
        return 'boolean';
      }
      case 'arrotonda': {
        this.numeric(node.input, input);
        const [digits] = node.args;
        const valid =
          node.args.length === 1 &&
          digits?.kind === 'number' &&
          /^\d$/.test(digits.text) &&
          Number(digits.text) <= 6;
        if (!valid) this.report(messages.arrotondaDigits(this.expression));
        return input;
      }
      default:
        // The documents' filters are judged by the documents' own check.
        node.args.forEach((arg) => this.kind(arg));
        return 'text';
    }
  }

  kind(node: ExpressionNode): StaticKind {
    switch (node.kind) {
      case 'number':
        return 'number';
      case 'string':
        return 'text';
      case 'name':
        return this.nameKind(node.name);
      case 'unary': {
        const operand = this.kind(node.operand);
        if (node.operator === '!') return 'boolean';
        this.numeric(node.operand, operand);
        return operand;
      }
      case 'filter':
        return this.filter(node);
      case 'binary': {
        const left = this.kind(node.left);
        const right = this.kind(node.right);
        switch (node.operator) {
          case '&&':
          case '||':
            return 'boolean';
          case '==':
          case '!=':
            // Between two numbers, or a choice and one of its options (the documents' check reads the options),
            // an option being a number as the tag language has always compared it (`{#figli == 2}`).
            if (
              isChoiceAndLiteral(node.left, left, node.right) ||
              isChoiceAndLiteral(node.right, right, node.left)
            ) {
              return 'boolean';
            }
            if (left === 'amount' || left === 'number' || right === 'amount' || right === 'number') {
              this.numeric(node.left, left);
              this.numeric(node.right, right);
            }
            return 'boolean';
          case '<':
          case '<=':
          case '>':
          case '>=':
            this.numeric(node.left, left);
            this.numeric(node.right, right);
            return 'boolean';
          case '+':
          case '-':
            this.numeric(node.left, left);
            this.numeric(node.right, right);
            return left === 'amount' || right === 'amount'
              ? 'amount'
              : left === 'unknown' || right === 'unknown'
                ? 'unknown'
                : 'number';
          case '*':
          case '/':
            this.numeric(node.left, left);
            this.numeric(node.right, right);
            if (left === 'amount' && right === 'amount') {
              this.report(messages.amountTimesAmount(this.expression, node.operator));
            }
            if (left === 'amount' && right !== 'amount') return 'amount';
            if (node.operator === '*' && right === 'amount' && left !== 'amount') return 'amount';
            return left === 'unknown' || right === 'unknown' ? 'unknown' : 'number';
        }
      }
    }
  }
}

/** Checks an already parsed expression against the questions: its problems in Italian, and its result's kind. */
export const checkParsedExpression = (
  expression: string,
  ast: ExpressionNode,
  scope: ExpressionScope,
): ExpressionCheck => {
  const checker = new Checker(expression, scope);
  const kind = checker.kind(ast);
  return { problems: checker.problems, kind };
};

/**
 * The template check of one expression (docs/api.md, "Computed amounts and rules across answers"), in Italian with
 * the expression as written: it does not parse (a comma literal, past 500 characters or 20 parentheses); it names
 * an unknown variable; it computes or compares with a variable that is neither a number nor an amount; `somma` on a
 * field that is neither; `qualcuno`/`tutti` on a field that is not a choice or with an option it lacks; `arrotonda`
 * outside 0–6; an unknown filter; an amount multiplied or divided by an amount.
 */
export const checkExpression = (expression: string, scope: ExpressionScope): ExpressionCheck => {
  const parsed = parseExpression(expression);
  if (!parsed.ok) return { problems: [parsed.error] };
  return checkParsedExpression(expression, parsed.ast, scope);
};
