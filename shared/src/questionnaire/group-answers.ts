import type { Answers, GroupFields, SimpleQuestion } from '../domain/question';
import { fieldWording } from '../messages/answer-wording';
import { groupAnswerMessages as messages } from '../messages/groups';
import { askedFields, isGroupItem } from './group-items';
import { simpleAnswerProblems } from './simple-answers';

/** A group as its answer is judged: its fields and limits, and the question's text for the list's messages. */
export type JudgedGroup = GroupFields & { question: string };

/** A problem of one item: the field it is about (its variable, or the unknown key), or none for the whole item. */
export interface ItemProblem {
  field?: string;
  message: string;
}

const fieldProblems = (
  field: SimpleQuestion,
  item: Record<string, unknown>,
  asked: boolean,
  name: string,
): string[] => {
  const given = Object.hasOwn(item, field.variable);
  if (!asked) return given ? [messages.fieldNotAsked(name)] : [];
  if (!given) return [messages.missingField(name)];
  return simpleAnswerProblems(field, item[field.variable], fieldWording).map(
    (problem) => `${name}: ${problem}`,
  );
};

/**
 * What is wrong with item `position` (from 1) of a group's answer, in Italian naming the item and the field
 * (`Locatore 2 – Codice fiscale: ...`): not an object, a key that is no field of the group, a field given that is not
 * asked for this item, a field asked and missing, a field's answer of the wrong shape or outside its rules. `outer`:
 * the answers outside the group, which the fields' conditions may read. Empty when the item is complete and right.
 */
export const groupItemProblems = (
  group: JudgedGroup,
  item: unknown,
  position: number,
  outer: Answers,
): ItemProblem[] => {
  const label = group.item_label;
  if (!isGroupItem(item)) return [{ message: messages.notAnItem(label, position) }];
  const asked = new Set(askedFields(group, item, outer));
  const known = new Set(group.fields.map((field) => field.variable));
  return [
    ...group.fields.flatMap((field) =>
      fieldProblems(field, item, asked.has(field), messages.fieldName(label, position, field.question)).map(
        (message) => ({ field: field.variable, message }),
      ),
    ),
    ...Object.keys(item)
      .filter((key) => !known.has(key))
      .map((key) => ({ field: key, message: messages.unknownField(label, position, key) })),
  ];
};

/**
 * What is wrong with the answer to a group, in Italian: not a list, fewer than `min_items` or more than `max_items`
 * items (the items of a list too long are not judged one by one), and each item's problems in order.
 */
export const groupAnswerProblems = (group: JudgedGroup, value: unknown, outer: Answers): string[] => {
  if (!Array.isArray(value)) return [messages.notAList(group.question, group.item_label)];
  if (value.length > group.max_items)
    return [messages.tooMany(group.question, group.max_items, value.length)];
  return [
    ...(value.length < group.min_items
      ? [messages.tooFew(group.question, group.min_items, value.length)]
      : []),
    ...value.flatMap((item: unknown, index) =>
      groupItemProblems(group, item, index + 1, outer).map(({ message }) => message),
    ),
  ];
};
