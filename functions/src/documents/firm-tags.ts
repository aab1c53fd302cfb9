import { FIRM_PARTS, FIRM_TAGS, type FirmData, type FirmPart } from '@redigo/shared/domain/firm';
import type { Question } from '@redigo/shared/domain/question';
import { firmMessages as messages } from '@redigo/shared/messages/firm';
import { isTagNode, type TagNode } from './tag-ast';
import type { RenderScope } from './typed-answer';

const isFirmPart = (name: string | undefined): name is FirmPart => FIRM_PARTS.includes(name as FirmPart);

/** `avvocato.x` or `studio.x` in a tag: the one member access the authors' tag language has. */
export const firmMember = (node: TagNode): { part: FirmPart; field: string } | undefined => {
  if (node.type !== 'MemberExpression' || node.computed) return undefined;
  const { object, property } = node;
  if (!isTagNode(object) || object.type !== 'Identifier' || !isFirmPart(object.name)) return undefined;
  if (!isTagNode(property) || property.type !== 'Identifier' || property.name === undefined) return undefined;
  return { part: object.name, field: property.name };
};

/**
 * What is wrong with a node about the firm's data: an unknown `avvocato.x` / `studio.x` (named in the message), or
 * `avvocato` / `studio` alone when no question is called so; undefined for a node that is not about them.
 */
export const firmTagProblem = (node: TagNode, byVariable: Map<string, Question>): string | undefined => {
  const member = firmMember(node);
  if (member) {
    const fields: readonly string[] = FIRM_TAGS[member.part];
    return fields.includes(member.field) ? undefined : messages.unknownTag(`${member.part}.${member.field}`);
  }
  if (node.type === 'Identifier' && isFirmPart(node.name) && !byVariable.has(node.name)) {
    return messages.partAlone(node.name);
  }
  return undefined;
};

/** A question may not take `avvocato` or `studio` as its variable: the firm's data would hide its answer. */
export const reservedVariableProblems = (questions: Question[]): string[] =>
  questions.flatMap((question, index) =>
    isFirmPart(question.variable) ? [messages.reservedVariable(index + 1, question.variable)] : [],
  );

/** The render scope with the firm's data beside the answers, as `avvocato` and `studio`. */
export const withFirm = (scope: RenderScope, firm: FirmData): RenderScope => ({
  ...scope,
  avvocato: firm.avvocato,
  studio: firm.studio,
});
