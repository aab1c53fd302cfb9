import {
  typeOf,
  type Answer,
  type Answers,
  type AnswerValue,
  type GroupAnswer,
  type GroupFields,
  type GroupItem,
  type SimpleQuestion,
} from '@redigo/shared/domain/question';
import { fieldWording } from '@redigo/shared/messages/answer-wording';
import { groupAnswerMessages } from '@redigo/shared/messages/groups';
import { isAnswerValue } from '@redigo/shared/questionnaire/conditions';
import { groupItemProblems } from '@redigo/shared/questionnaire/group-answers';
import { askedFields, isGroupItem } from '@redigo/shared/questionnaire/group-items';
import { readTypedInput, typedInputText } from '@redigo/shared/questionnaire/typed-input';

/** A group as the form asks it: its limits, its fields and its text. */
export type AskedGroup = GroupFields & { question: string };

/**
 * One item as the lawyer is filling it: a choice field's options as chosen, a typed field's text as typed
 * (`01/03/2026`, `1.234,5`); a field never touched is absent.
 */
export type TypedItem = Record<string, AnswerValue>;

/** Where a problem of the list sits: `item` from 0 and the field's variable, or the whole group. */
export type FieldKey = `${number}.${string}`;
export const fieldKey = (item: number, variable: string): FieldKey => `${item}.${variable}`;

/** The problems of a list as the form shows them: next to a field, or above the items. */
export interface GroupProblems {
  byField: Map<FieldKey, string>;
  general: string[];
}

const isChoice = (field: SimpleQuestion): boolean => typeOf(field) === 'choice';

/** A stored answer (canonical) as the form shows it again: dates as gg/mm/aaaa, amounts with the comma. */
const typedFromAnswer = (group: AskedGroup, item: GroupItem): TypedItem =>
  Object.fromEntries(
    group.fields.flatMap((field) => {
      const value = item[field.variable];
      if (!isAnswerValue(value)) return [];
      return [
        [
          field.variable,
          typeof value === 'string' && !isChoice(field) ? typedInputText(field, value) : value,
        ],
      ];
    }),
  );

/**
 * The items the form starts from: those kept while typing (a half-filled list, as typed), else a list answered
 * before (canonical, shown again as typed), else `min_items` empty items.
 */
export const initialItems = (group: AskedGroup, kept: unknown, recalled: Answer | undefined): TypedItem[] => {
  if (Array.isArray(kept) && kept.every(isGroupItem)) return kept.slice(0, group.max_items) as TypedItem[];
  if (Array.isArray(recalled) && recalled.length > 0 && recalled.every(isGroupItem))
    return recalled.slice(0, group.max_items).map((item) => typedFromAnswer(group, item));
  return Array.from({ length: group.min_items }, () => ({}));
};

/**
 * An item as typed, as the conditions of its fields read it: a choice as chosen, a typed field that reads right in
 * its canonical form (`1.234,5` → `1234.5`, `01/03/2026` → `2026-03-01`), one that does not yet read left out.
 */
const itemAsAnswered = (group: AskedGroup, typed: TypedItem): GroupItem =>
  Object.fromEntries(
    group.fields.flatMap((field) => {
      const value = typed[field.variable];
      if (value === undefined) return [];
      if (isChoice(field) || typeof value !== 'string') return [[field.variable, value]];
      const read = readTypedInput(field, value);
      return read.value === undefined ? [] : [[field.variable, read.value]];
    }),
  );

/**
 * The fields asked for an item as it is being filled, by the shared conditions (askedFields): a field conditioned on
 * a choice of its item, or on a comparison with a number, amount or date field of its item, shows as they are
 * answered.
 */
export const fieldsAskedFor = (group: AskedGroup, item: TypedItem, outer: Answers): SimpleQuestion[] =>
  askedFields(group, itemAsAnswered(group, item), outer);

/**
 * Item `index` (from 0) as typed read into its answer: each field asked for it that holds an answer, in its canonical
 * form; `unread` the typed fields that do not read (`01/03`, a text too long), with their problem naming the field.
 */
const readItem = (group: AskedGroup, typed: TypedItem, index: number, outer: Answers) => {
  const item: GroupItem = {};
  const unread = new Map<string, string>();
  for (const field of fieldsAskedFor(group, typed, outer)) {
    const value = typed[field.variable];
    if (isChoice(field)) {
      if (Array.isArray(value)) {
        if (value.length > 0) item[field.variable] = field.options.filter((option) => value.includes(option));
      } else if (value !== undefined && value !== '') item[field.variable] = value;
      continue;
    }
    const read = readTypedInput(field, typeof value === 'string' ? value : '', fieldWording);
    if (read.value !== undefined) item[field.variable] = read.value;
    else if (typeof value === 'string' && value.trim() !== '') {
      const name = groupAnswerMessages.fieldName(group.item_label, index + 1, field.question);
      unread.set(field.variable, `${name}: ${read.problem}`);
    }
  }
  return { item, unread };
};

/**
 * Reads the whole list as the server will judge it (the shared rules, the same Italian messages): the answer to
 * send, or the problems by item and field (`Locatore 2 – Codice fiscale: ...`). Fields not asked for an item are
 * dropped, as the API wants them absent.
 */
export const readGroupItems = (
  group: AskedGroup,
  items: TypedItem[],
  outer: Answers,
): { answer: GroupAnswer; problems?: undefined } | { answer?: undefined; problems: GroupProblems } => {
  const byField = new Map<FieldKey, string>();
  const answer = items.map((typed, index) => {
    const { item, unread: found } = readItem(group, typed, index, outer);
    for (const problem of groupItemProblems(group, item, index + 1, outer))
      if (!found.has(problem.field ?? '')) found.set(problem.field ?? '', problem.message);
    // In the order the card shows them, so the focus goes to the first problem on the page.
    for (const variable of ['', ...group.fields.map((field) => field.variable)]) {
      const message = found.get(variable);
      if (message) byField.set(fieldKey(index, variable), message);
    }
    return item;
  });
  return byField.size === 0 ? { answer } : { problems: { byField, general: [] } };
};

/**
 * The list as typed so far, as a draft saves it in `group_in_progress` (docs/api.md, "Repeating groups"): each
 * item with the fields asked for it that already read right, in their canonical form; a field still empty or not
 * yet readable (a date typed halfway) is left out, and stays as typed in this browser only.
 */
export const draftGroupItems = (group: AskedGroup, items: TypedItem[], outer: Answers): GroupAnswer =>
  items.slice(0, group.max_items).map((typed, index) => readItem(group, typed, index, outer).item);

/**
 * The server's 400 messages on a list, each put next to the field it names (`Locatore 2 – Codice fiscale: ...`);
 * a message naming no field of an item (too few items, a list refused whole) goes above the items.
 */
export const problemsFromServer = (
  group: AskedGroup,
  itemCount: number,
  messages: readonly string[],
): GroupProblems => {
  const byField = new Map<FieldKey, string>();
  const general: string[] = [];
  for (const message of messages) {
    let placed = false;
    for (let index = 0; index < itemCount && !placed; index++)
      for (const field of group.fields) {
        const name = groupAnswerMessages.fieldName(group.item_label, index + 1, field.question);
        if (message.startsWith(`${name}:`)) {
          const key = fieldKey(index, field.variable);
          if (!byField.has(key)) byField.set(key, message);
          placed = true;
          break;
        }
      }
    if (!placed) general.push(message);
  }
  return { byField, general };
};

/** «Aggiungi locatore»: the item's label in lower case, unless it reads as an acronym («Aggiungi CTU»). */
export const addLabel = (itemLabel: string): string =>
  `Aggiungi ${/^\p{Lu}\p{Ll}/u.test(itemLabel) ? itemLabel.charAt(0).toLowerCase() + itemLabel.slice(1) : itemLabel}`;
