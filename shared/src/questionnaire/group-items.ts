import type { Answer, Answers, GroupFields, GroupItem, SimpleQuestion } from '../domain/question';
import { answerOf, isAnswered, isAskedReading } from './conditions';

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
  // The item's answers to the fields asked so far; a field's variable is never a top-level question's.
  const given = new Map<string, Answer>();
  const read = (variable: string) => given.get(variable) ?? answerOf(outer, variable);
  return group.fields.filter((field) => {
    if (!isAskedReading(field, read)) return false;
    const value = answerOf(item, field.variable);
    if (isAnswered(value)) given.set(field.variable, value);
    return true;
  });
};
