import type { Answers, GroupFields, SimpleQuestion } from '../domain/question';
import { fieldWording } from '../messages/answer-wording';
import { groupAnswerMessages as messages } from '../messages/groups';
import type { Problem } from '../problem-list';
import { answersDisagreeOnBirth, BIRTH_VARIABLES } from './birth-date-agreement';
import { withoutEmptyFields, type GroupCheck } from './draft-answers';
import { askedFields, isGroupItem } from './group-items';
import { simpleAnswerProblems } from './simple-answers';

/** A group as its answer is judged: its fields and limits, and the question's text for the list's messages. */
export type JudgedGroup = GroupFields & { question: string };

/** A problem of one item: the field it is about (its variable, or the unknown key), or none for the whole item. */
export interface ItemProblem {
  field?: string;
  message: string;
}

function* fieldProblems(
  field: SimpleQuestion,
  item: Record<string, unknown>,
  asked: boolean,
  name: string,
  check: GroupCheck,
) {
  const given = Object.hasOwn(item, field.variable);
  if (!asked) {
    if (given) yield messages.fieldNotAsked(name);
  } else if (!given) {
    if (check === 'complete') yield messages.missingField(name);
  } else
    for (const problem of simpleAnswerProblems(field, item[field.variable], fieldWording))
      yield `${name}: ${problem}`;
}

/** An item's problems, each with the field it is about; an unknown key's message is written only when wanted. */
function* problemsOfItem(
  group: JudgedGroup,
  item: unknown,
  position: number,
  outer: Answers,
  check: GroupCheck = 'complete',
): Generator<{ field?: string; problem: Problem }> {
  const label = group.item_label;
  if (!isGroupItem(item)) {
    yield { problem: messages.notAnItem(label, position) };
    return;
  }
  const asked = new Set(askedFields(group, item, outer));
  for (const field of group.fields) {
    const name = messages.fieldName(label, position, field.question);
    for (const problem of fieldProblems(field, item, asked.has(field), name, check))
      yield { field: field.variable, problem };
  }
  const known = new Set(group.fields.map((field) => field.variable));
  for (const key of Object.keys(item))
    if (!known.has(key)) yield { field: key, problem: () => messages.unknownField(label, position, key) };
  if (known.has(BIRTH_VARIABLES.date) && answersDisagreeOnBirth(item))
    yield { field: BIRTH_VARIABLES.date, problem: messages.birthDateMismatch(label, position) };
}

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
): ItemProblem[] =>
  Array.from(problemsOfItem(group, item, position, outer), ({ field, problem }) => ({
    ...(field !== undefined && { field }),
    message: typeof problem === 'function' ? problem() : problem,
  }));

/**
 * What is wrong with the answer to a group, in Italian, as a lazy list (problem-list.ts): not a list, fewer than
 * `min_items` or more than `max_items` items (the items of a list too long are not judged one by one), and each
 * item's problems in order. A `draft` (draft-answers.ts) takes fewer items than `min_items`, and items whose fields
 * are missing or empty; everything else is judged as for a complete list.
 */
export function* groupAnswerProblems(
  group: JudgedGroup,
  given: unknown,
  outer: Answers,
  check: GroupCheck = 'complete',
): Generator<Problem> {
  const value = check === 'draft' ? withoutEmptyFields(group.fields, given) : given;
  if (!Array.isArray(value)) {
    yield messages.notAList(group.question, group.item_label);
    return;
  }
  if (value.length > group.max_items) {
    yield messages.tooMany(group.question, group.max_items, value.length);
    return;
  }
  if (check === 'complete' && value.length < group.min_items)
    yield messages.tooFew(group.question, group.min_items, value.length);
  for (const [index, item] of value.entries())
    for (const { problem } of problemsOfItem(group, item, index + 1, outer, check)) yield problem;
}
