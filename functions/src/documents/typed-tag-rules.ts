import { typeOf, type Question } from '@redigo/shared/domain/question';
import { typedTagMessages as messages } from '@redigo/shared/messages/typed-answers';
import type { DXT } from 'docxtemplater';
import { EQUALITY_OPERATORS, isFilterNode, isTagNode, parseTagAst, type TagNode } from './tag-ast';
import { TYPED_FILTER_INPUTS } from './typed-filters';

const DATE_FILTERS = new Set(['aggiungi_mesi', 'aggiungi_anni', 'aggiungi_giorni']);

const filterName = (node: TagNode): string | undefined =>
  isFilterNode(node) && isTagNode(node.callee) ? node.callee.name : undefined;

const allNodes = (node: TagNode): TagNode[] => [
  node,
  ...Object.values(node)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter(isTagNode)
    .flatMap(allNodes),
];

/**
 * The type of what a filter is applied to: a question's type (`multiple` for a multiple choice, `group` for a group),
 * `date` for a moved date, `number` for a group's count (`numero`), null for anything else.
 */
const inputType = (input: unknown, byVariable: Map<string, Question>): string | null => {
  if (!isTagNode(input)) return null;
  if (input.type === 'Identifier') {
    const question = input.name === undefined ? undefined : byVariable.get(input.name);
    if (!question) return null;
    return typeOf(question) === 'choice' && question.is_multiple_selection ? 'multiple' : typeOf(question);
  }
  const name = filterName(input);
  if (name === 'numero') return 'number';
  return name !== undefined && DATE_FILTERS.has(name) ? 'date' : null;
};

const wrongInput = (name: string, label: string): string => {
  if (name === 'lettere') return messages.lettereOnWrongType(label);
  if (name === 'plurale') return messages.pluraleOnWrongType(label);
  if (name === 'oppure') return messages.oppureOnNotMultiple(label);
  return messages.dateFilterOnWrongType(name, label);
};

const isText = (node: unknown): boolean =>
  isTagNode(node) && node.type === 'Literal' && typeof node.value === 'string';

const typedFilterProblems = (node: TagNode, name: string, byVariable: Map<string, Question>): string[] => {
  const [input, amount, second] = (node.arguments as unknown[] | undefined) ?? [];
  const accepted = TYPED_FILTER_INPUTS[name] ?? [];
  const type = inputType(input, byVariable);
  const label = isTagNode(input) && input.type === 'Identifier' ? (input.name ?? '') : '';
  const problems: string[] = [];
  if (type === null && !label) problems.push(messages.filterOnExpression(name));
  else if (type !== null && !accepted.includes(type)) problems.push(wrongInput(name, label));
  const wholeNumber = isTagNode(amount) && amount.type === 'Literal' && Number.isInteger(amount.value);
  const negated =
    isTagNode(amount) &&
    amount.type === 'UnaryExpression' &&
    isTagNode(amount.argument) &&
    amount.operator === '-';
  if (DATE_FILTERS.has(name) && !wholeNumber && !negated)
    problems.push(messages.filterNeedsWholeNumber(name));
  if (name === 'plurale' && !(isText(amount) && isText(second))) problems.push(messages.pluraleNeedsTwoTexts);
  return problems;
};

const contieneProblems = (node: TagNode, byVariable: Map<string, Question>): string[] => {
  const [input] = (node.arguments as unknown[] | undefined) ?? [];
  if (!isTagNode(input) || input.type !== 'Identifier' || input.name === undefined) return [];
  const question = byVariable.get(input.name);
  return question && !(typeOf(question) === 'choice' && question.is_multiple_selection)
    ? [messages.contieneOnNotMultiple(input.name)]
    : [];
};

const equalityProblems = (node: TagNode, byVariable: Map<string, Question>): string[] =>
  [node.left, node.right].flatMap((side) => {
    if (!isTagNode(side) || side.type !== 'Identifier' || side.name === undefined) return [];
    const question = byVariable.get(side.name);
    return question && typeOf(question) !== 'choice'
      ? [messages.equalityOnTyped(node.operator ?? '', side.name)]
      : [];
  });

/**
 * What a tag does wrong with typed questions (docs/api.md, "Question types"), in Italian: `lettere` on anything but
 * a number or an amount, a date filter on anything but a date, `plurale` on anything but a number or a group (or without its
 * two texts), `contiene` and `oppure` on anything but a multiple choice, `==`/`!=` on anything but a choice. Tags that don't parse are the template errors' to report.
 */
export const typedTagProblems = (part: DXT.Part, byVariable: Map<string, Question>): string[] => {
  if (part.module === 'rawxml' || part.value.trim() === '') return [];
  const program = parseTagAst(part.value);
  if (!program) return [];
  return allNodes(program).flatMap((node) => {
    const name = filterName(node);
    if (name === 'contiene') return contieneProblems(node, byVariable);
    if (name !== undefined && TYPED_FILTER_INPUTS[name]) return typedFilterProblems(node, name, byVariable);
    if (node.type === 'BinaryExpression' && EQUALITY_OPERATORS.has(node.operator ?? ''))
      return equalityProblems(node, byVariable);
    return [];
  });
};
