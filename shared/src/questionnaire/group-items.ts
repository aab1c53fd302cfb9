import type { Answers, GroupFields, GroupItem, SimpleQuestion } from '../domain/question';
import { answerOf, isAnswered, isAsked } from './conditions';

/** Whether a value of a group's answer has the shape of an item: an object (not a list, not null). */
export const isGroupItem = (value: unknown): value is GroupItem =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields asked for one item of a group, in order (docs/api.md, "Repeating groups and parties"): a field is asked
 * when it has no conditions or one of them holds, reading the item's answers to the earlier fields asked for it and
 * `outer`, the answers outside the group (a field's conditions may name earlier top-level choice questions). The
 * questionnaire on the server and in the browser judge an item with this one function.
 */
export const askedFields = (
  group: Pick<GroupFields, 'fields'>,
  item: GroupItem,
  outer: Answers,
): SimpleQuestion[] => {
  // Without a prototype, every key (even `__proto__`) is an answer of its own; field and top-level variables differ.
  const scope: Answers = Object.assign(Object.create(null) as Answers, outer);
  return group.fields.filter((field) => {
    if (!isAsked(field, scope)) return false;
    const value = answerOf(item, field.variable);
    if (isAnswered(value)) scope[field.variable] = value;
    return true;
  });
};
