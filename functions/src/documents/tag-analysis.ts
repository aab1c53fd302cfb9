import { typeOf, type Question } from '@redigo/shared/domain/question';
import { templateCheckMessages as messages } from '@redigo/shared/messages/documents';
import type { DXT } from 'docxtemplater';
import { firmMember, firmTagProblem } from './firm-tags';
import { EQUALITY_OPERATORS, isFilterNode, isTagNode, parseTagAst, type TagNode } from './tag-ast';
import { normalizeQuotes } from './tag-language';
import { GROUP_FILTERS } from './group-filters';
import { TYPED_FILTERS } from './typed-filters';

/** What a tag uses and what is wrong with it. */
export interface TagAnalysis {
  variables: string[];
  /** The names that are no question's variable (each is among the problems too). */
  unknown: string[];
  problems: string[];
}

const TEST_TYPES = new Set(['BinaryExpression', 'LogicalExpression', 'UnaryExpression', 'FilterExpression']);

const childrenOf = (node: TagNode): TagNode[] => {
  return Object.entries(node).flatMap(([key, value]) => {
    if ((key === 'callee' && isFilterNode(node)) || (key === 'property' && !node.computed)) return [];
    return (Array.isArray(value) ? value : [value]).filter(isTagNode);
  });
};

const stringLiteral = (node: unknown): string | undefined =>
  isTagNode(node) && node.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;

/** Typed questions have no options: what a tag does with them is typed-tag-rules.ts' to judge. */
const optionProblem = (question: Question, literal: string): string[] => {
  if (typeOf(question) !== 'choice') return [];
  const options = question.options.map(normalizeQuotes);
  return options.includes(normalizeQuotes(literal))
    ? []
    : [messages.notAnOption(literal, question.variable, question.options)];
};

/** The nodes the documented tag language is made of; a filter call is a CallExpression marked `filter`. */
const LANGUAGE_NODES = new Set([
  'Program',
  'ExpressionStatement',
  'Identifier',
  'Literal',
  'LogicalExpression',
]);

/** What the authors' tag language does not have: assignments, arithmetic, member access, calls, lists... */
const languageProblem = (node: TagNode): string | undefined => {
  if (LANGUAGE_NODES.has(node.type) || isFilterNode(node)) return undefined;
  if (node.type === 'AssignmentExpression') return messages.assignment;
  if (node.type === 'BinaryExpression') {
    return EQUALITY_OPERATORS.has(node.operator ?? '')
      ? undefined
      : messages.notInLanguage(`L'operatore "${node.operator ?? ''}"`);
  }
  if (node.type === 'UnaryExpression') {
    const negativeNumber =
      node.operator === '-' &&
      isTagNode(node.argument) &&
      node.argument.type === 'Literal' &&
      typeof node.argument.value === 'number';
    return node.operator === '!' || negativeNumber
      ? undefined
      : messages.notInLanguage(`L'operatore "${node.operator ?? ''}"`);
  }
  const names: Record<string, string> = {
    MemberExpression: 'L\'accesso a una proprietà (".")',
    CallExpression: 'Una chiamata di funzione',
    ConditionalExpression: 'L\'operatore "? :"',
    ArrayExpression: 'Un elenco tra parentesi quadre',
    ObjectExpression: 'Un oggetto tra parentesi graffe',
    ThisExpression: '"this"',
  };
  return messages.notInLanguage(names[node.type] ?? `L'espressione ${node.type}`);
};

const nodeProblems = (node: TagNode, byVariable: Map<string, Question>): string[] => {
  const firm = firmTagProblem(node, byVariable);
  if (firm) return [firm];
  if (firmMember(node)) return [];
  const outside = languageProblem(node);
  if (outside) return [outside];
  if (node.type === 'Identifier' && node.name !== undefined && !byVariable.has(node.name)) {
    return [messages.unknownVariable(node.name)];
  }
  if (node.type === 'BinaryExpression' && EQUALITY_OPERATORS.has(node.operator ?? '')) {
    const [variable, literal] =
      isTagNode(node.left) && node.left.type === 'Identifier'
        ? [node.left, node.right]
        : [node.right, node.left];
    const question =
      isTagNode(variable) && variable.name !== undefined ? byVariable.get(variable.name) : undefined;
    const text = stringLiteral(literal);
    if (!question || text === undefined) return [];
    if (question.is_multiple_selection)
      return [messages.equalityOnMultiple(node.operator ?? '', question.variable)];
    return optionProblem(question, text);
  }
  if (
    (node.type === 'FilterExpression' || node.filter) &&
    isTagNode(node.callee) &&
    node.callee.name === 'contiene'
  ) {
    const [input, option] = (node.arguments as unknown[] | undefined) ?? [];
    const text = stringLiteral(option);
    if (text === undefined) return [messages.contieneWithoutOption];
    if (!isTagNode(input) || input.type !== 'Identifier') return [messages.contieneOnQuestion];
    const question = input.name !== undefined ? byVariable.get(input.name) : undefined;
    return question ? optionProblem(question, text) : [];
  }
  return [];
};

/** The questions a tag names and, in Italian, what is wrong with it (unknown names, answers no question has…). */
export const analyseTag = (part: DXT.Part, byVariable: Map<string, Question>): TagAnalysis => {
  if (part.module === 'rawxml') return { variables: [], unknown: [], problems: [messages.rawXml] };
  if (part.value.trim() === '') return { variables: [], unknown: [], problems: [messages.emptyTag] };
  const program = parseTagAst(part.value);
  if (!program) return { variables: [], unknown: [], problems: [] };
  const nodes: TagNode[] = [];
  const visit = (node: TagNode) => {
    nodes.push(node);
    // `avvocato.nome` is one tag of the firm's data (firm-tags.ts), not the question `avvocato`.
    if (!firmMember(node)) childrenOf(node).forEach(visit);
  };
  visit(program);
  const top = (program.body as { expression?: TagNode }[] | undefined)?.[0]?.expression;
  const writesTypedAnswer =
    isTagNode(top?.callee) &&
    top.callee.name !== undefined &&
    (top.callee.name in TYPED_FILTERS || top.callee.name in GROUP_FILTERS);
  const asText =
    part.module !== 'loop' && top !== undefined && TEST_TYPES.has(top.type) && !writesTypedAnswer;
  return {
    variables: nodes.flatMap((node) =>
      node.type === 'Identifier' && node.name !== undefined && byVariable.has(node.name) ? [node.name] : [],
    ),
    unknown: nodes.flatMap((node) =>
      node.type === 'Identifier' && node.name !== undefined && !byVariable.has(node.name) ? [node.name] : [],
    ),
    problems: [
      ...(asText ? [messages.comparisonAsText] : []),
      ...nodes.flatMap((node) => nodeProblems(node, byVariable)),
    ],
  };
};
