import { isGroup, typeOf, type Question } from '@redigo/shared/domain/question';
import { templateCheckMessages } from '@redigo/shared/messages/documents';
import { groupTagMessages as messages } from '@redigo/shared/messages/groups';
import { typedTagMessages } from '@redigo/shared/messages/typed-answers';
import type { DXT } from 'docxtemplater';
import { GROUP_FILTER_INPUTS } from './group-filters';
import { isFilterNode, isTagNode, parseTagAst, type TagNode } from './tag-ast';
import { isGroupIn, type TagScope } from './tag-scope';

/** The names a tag's expression reads (not its filters' names). */
const namesOf = (node: TagNode): string[] => [
  ...(node.type === 'Identifier' && node.name !== undefined ? [node.name] : []),
  ...Object.entries(node).flatMap(([key, value]) =>
    (key === 'callee' && isFilterNode(node)) || (key === 'property' && !node.computed)
      ? []
      : (Array.isArray(value) ? value : [value]).filter(isTagNode).flatMap(namesOf),
  ),
];

const filterNodes = (node: TagNode): TagNode[] => [
  ...(isFilterNode(node) ? [node] : []),
  ...Object.values(node)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter(isTagNode)
    .flatMap(filterNodes),
];

const text = (node: unknown): string | undefined =>
  isTagNode(node) && node.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;

/** What a filter is applied to: a question's type (`group` included), `number` after `numero`, null otherwise. */
const inputType = (input: unknown, byVariable: Map<string, Question>): string | null => {
  if (!isTagNode(input)) return null;
  if (input.type === 'Identifier') {
    const question = input.name === undefined ? undefined : byVariable.get(input.name);
    return question ? typeOf(question) : null;
  }
  return isFilterNode(input) && isTagNode(input.callee) && input.callee.name === 'numero' ? 'number' : null;
};

/** What one of the groups' filters does wrong, and the group fields its `elenco` names. */
const filterProblems = (node: TagNode, name: string, scope: TagScope) => {
  const [input, first, second] = (node.arguments as unknown[] | undefined) ?? [];
  const type = inputType(input, scope.byVariable);
  const label = isTagNode(input) && input.type === 'Identifier' ? (input.name ?? '') : '';
  const problems: string[] = [];
  const fields: string[] = [];
  if (type === null && !label) problems.push(typedTagMessages.filterOnExpression(name));
  else if (type !== null && !(GROUP_FILTER_INPUTS[name] ?? []).includes(type)) {
    if (name === 'nato' || name === 'genere') problems.push(messages.onlyOnCodiceFiscale(name, label));
    else problems.push(messages.onlyOnGroup(name, label));
  }
  if (name === 'genere' && (text(first) === undefined || text(second) === undefined))
    problems.push(messages.needsTwoTexts(name, '"il Sig.":"la Sig.ra"'));
  if (name === 'elenco') {
    const names = (text(first) ?? '').split(/\s+/).filter(Boolean);
    if (names.length === 0) problems.push(messages.elencoNeedsFields);
    const group = scope.byVariable.get(label);
    if (group && isGroup(group)) {
      names.forEach((field) =>
        group.fields.some((each) => each.variable === field)
          ? fields.push(`${label}.${field}`)
          : problems.push(messages.elencoUnknownField(field, label)),
      );
    }
  }
  return { problems, fields };
};

/** A tag's problems with groups, the unknown-name messages they stand for, and the group fields it uses. */
export interface GroupTagAnalysis {
  problems: string[];
  /** Messages of the tag analysis these problems say better (a field outside its loop is not "no question"). */
  replaced: string[];
  /** `group.field` of every field the tag names. */
  fields: string[];
}

/**
 * The rules of docs/api.md, "Repeating groups and parties", for one tag: a field's tag outside its group's loop, a
 * name inside a loop that is neither a field of its group, a question nor a `$` name, `$` names outside a loop, a
 * loop inside another loop, a group written as text, and the groups' filters on the wrong input (`plurale`'s are typed-tag-rules.ts').
 */
export const groupTagProblems = (
  part: DXT.Part,
  scope: TagScope,
  fieldGroups: Map<string, string>,
): GroupTagAnalysis => {
  const none = { problems: [], replaced: [], fields: [] };
  if (part.module === 'rawxml' || part.value.trim() === '') return none;
  const program = parseTagAst(part.value);
  if (!program) return none;
  const problems: string[] = [];
  const replaced: string[] = [];
  const fields: string[] = [];
  namesOf(program).forEach((name) => {
    if (scope.group?.fields.some((field) => field.variable === name))
      fields.push(`${scope.group.variable}.${name}`);
    if (scope.byVariable.has(name)) return;
    const problem = scope.group
      ? messages.unknownInLoop(name, scope.group.variable)
      : name.startsWith('$')
        ? messages.dollarOutsideLoop(name)
        : fieldGroups.has(name)
          ? messages.fieldOutsideLoop(name, fieldGroups.get(name) ?? '')
          : undefined;
    if (problem) {
      problems.push(problem);
      replaced.push(templateCheckMessages.unknownVariable(name));
    }
  });
  const expression = part.value.trim();
  const outer = scope.loops[scope.loops.length - 1];
  if (part.module === 'loop' && isGroupIn(scope.byVariable, expression) && outer !== undefined)
    problems.push(messages.nestedLoop(expression, outer));
  if (part.module !== 'loop' && isGroupIn(scope.byVariable, expression))
    problems.push(messages.groupAsText(expression));
  filterNodes(program).forEach((node) => {
    const name = isTagNode(node.callee) ? node.callee.name : undefined;
    if (name === undefined || !(name in GROUP_FILTER_INPUTS)) return;
    const found = filterProblems(node, name, scope);
    problems.push(...found.problems);
    fields.push(...found.fields);
  });
  return { problems: [...new Set(problems)], replaced, fields };
};

/** The fields of the used groups that no tag of their loop names and no sibling field's condition reads. */
export const unusedFields = (usedGroups: Question[], usedFields: Set<string>): string[] =>
  usedGroups.flatMap((question) => {
    if (!isGroup(question)) return [];
    const gating = new Set(question.fields.flatMap((field) => field.required_answers.flatMap(Object.keys)));
    return question.fields
      .filter(
        (field) => !gating.has(field.variable) && !usedFields.has(`${question.variable}.${field.variable}`),
      )
      .map((field) => messages.unusedField(field.variable, question.variable));
  });
