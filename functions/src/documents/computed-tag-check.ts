import { isGroup, typeOf, type Question } from '@redigo/shared/domain/question';
import { nodesOf } from '@redigo/shared/expressions/ast';
import {
  checkParsedExpression,
  namesOf,
  type ExpressionNode,
  type ExpressionScope,
} from '@redigo/shared/expressions/index';
import { templateCheckMessages as messages } from '@redigo/shared/messages/documents';
import { expressionMessages } from '@redigo/shared/messages/expressions';
import type { DXT } from 'docxtemplater';
import { computedTagOf, type ComputedTag } from './computed-tag';
import { normalizeQuotes, TAG_FILTERS } from './tag-language';
import type { TagScope } from './tag-scope';
import { TYPED_FILTER_INPUTS } from './typed-filters';

/** What a computing tag uses and what is wrong with it, as template-check.ts gathers it for every tag. */
export interface ComputedTagAnalysis {
  variables: string[];
  /** The names no question, field or loop name answers to. */
  unknown: string[];
  /** The problems, in Italian with the tag as written. */
  problems: string[];
  /** The problems that only name an unknown variable (left out before any question exists). */
  unknownProblems: string[];
  /** The group fields it reads, as `group.field`. */
  fields: string[];
}

const FIELD_FILTERS = new Set(['somma', 'qualcuno', 'tutti']);

/** A choice compared with a text that is not one of its options, or a multiple choice compared with `==`. */
const optionProblems = (ast: ExpressionNode, byVariable: Map<string, Question>): string[] =>
  nodesOf(ast).flatMap((node) => {
    if (node.kind !== 'binary' || (node.operator !== '==' && node.operator !== '!=')) return [];
    const [name, text] = node.left.kind === 'name' ? [node.left, node.right] : [node.right, node.left];
    if (name.kind !== 'name' || (text.kind !== 'string' && text.kind !== 'number')) return [];
    const literal = text.kind === 'string' ? text.value : text.text;
    const question = byVariable.get(name.name);
    if (!question || isGroup(question) || typeOf(question) !== 'choice') return [];
    if (question.is_multiple_selection)
      return [messages.equalityOnMultiple(node.operator, question.variable)];
    return question.options.map(normalizeQuotes).includes(normalizeQuotes(literal))
      ? []
      : [messages.notAnOption(literal, question.variable, question.options)];
  });

/** The documents' filters after a computed result: the first must take a number or an amount, the others text. */
const trailingProblems = (tag: ComputedTag, kind: string | undefined): string[] =>
  tag.filters.flatMap(({ name }, index) => {
    const known = name === 'contiene' || Object.hasOwn(TAG_FILTERS, name);
    // An unknown filter is shared/src/expressions/check.ts' to report.
    if (!known) return [];
    const accepted = TYPED_FILTER_INPUTS[name] ?? [];
    return index === 0 && kind !== undefined && accepted.includes(kind)
      ? []
      : [expressionMessages.filterOnResult(tag.expression, name)];
  });

/** The group fields a tag reads: its loop's fields by name, and the fields of `somma`, `qualcuno` and `tutti`. */
const fieldsRead = (ast: ExpressionNode, scope: TagScope): string[] => {
  const group = scope.group;
  const inLoop = group
    ? namesOf(ast).flatMap((name) =>
        group.fields.some((field) => field.variable === name) ? [`${group.variable}.${name}`] : [],
      )
    : [];
  const filtered = nodesOf(ast).flatMap((node) => {
    if (node.kind !== 'filter' || !FIELD_FILTERS.has(node.name) || node.input.kind !== 'name') return [];
    const [field] = node.args;
    return field?.kind === 'string' ? [`${node.input.name}.${field.value}`] : [];
  });
  return [...inLoop, ...filtered];
};

/**
 * The template check of a tag that computes (computed-tag.ts; docs/api.md, "Computed amounts and rules across
 * answers"), or undefined for a tag of the language as it was: shared/src/expressions/check.ts' problems (an
 * unknown name, arithmetic or an order comparison on what is neither a number nor an amount, `somma`, `qualcuno`,
 * `tutti` and `arrotonda` misused, an unknown filter, an amount times an amount), a choice compared with a text it
 * does not offer, a documents' filter that does not take the result, a test written as a placeholder. A tag that
 * does not parse is docxtemplater's to report (template-errors.ts), with the expression language's reason.
 */
export const computedTagCheck = (part: DXT.Part, scope: TagScope): ComputedTagAnalysis | undefined => {
  if (part.module === 'rawxml') return undefined;
  let tag: ComputedTag | undefined;
  try {
    tag = computedTagOf(part.value);
  } catch {
    return { variables: [], unknown: [], problems: [], unknownProblems: [], fields: [] };
  }
  if (!tag) return undefined;
  const expressionScope: ExpressionScope = { questions: [...scope.byVariable.values()], group: scope.group };
  const { problems } = checkParsedExpression(tag.expression, tag.ast, expressionScope);
  const { kind } = checkParsedExpression(tag.expression, tag.computed, expressionScope);
  const names = namesOf(tag.ast);
  const firm = (name: string) => /^(avvocato|studio)\./.test(name);
  const unknown = names.filter((name) => !scope.byVariable.has(name) && !firm(name));
  return {
    variables: names.filter((name) => scope.byVariable.has(name)),
    unknown,
    problems: [
      ...(part.module !== 'loop' && kind === 'boolean' && tag.filters.length === 0
        ? [messages.comparisonAsText]
        : []),
      ...problems,
      ...optionProblems(tag.ast, scope.byVariable),
      ...trailingProblems(tag, kind),
    ],
    unknownProblems: unknown.map((name) => expressionMessages.unknownVariable(tag.expression, name)),
    fields: fieldsRead(tag.ast, scope),
  };
};
