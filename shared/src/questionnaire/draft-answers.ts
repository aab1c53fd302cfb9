import type { SimpleQuestion } from '../domain/question';
import { isGroupItem } from './group-items';

/**
 * How a group's answer is judged (docs/api.md, "Repeating groups and parties"): `complete` for `answers` everywhere
 * (the questionnaire, a draft, a COMPLETED save), the whole list with every field asked; `draft` for a draft's
 * `group_in_progress` (group-in-progress.ts), the list as it is being typed, whose items may lack fields and may be
 * fewer than `min_items`, but whose every answer given is right.
 */
export type GroupCheck = 'complete' | 'draft';

/** An answer left empty: a text with nothing in it (once trimmed), an empty selection. */
const isEmptyAnswer = (value: unknown): boolean =>
  value === '' || (Array.isArray(value) && value.length === 0);

/**
 * A group's list with its items' empty field answers (`''`, `[]`) left out: in a group being typed a field left
 * empty is a field not answered yet. A key that is no field of the group stays, to be refused; anything not an item
 * stays as given. Give it the list as stored (typed-answers.ts), so a text of spaces is already empty.
 */
export const withoutEmptyFields = (fields: SimpleQuestion[], value: unknown): unknown => {
  if (!Array.isArray(value)) return value;
  const known = new Set(fields.map((field) => field.variable));
  return value.map((item: unknown) =>
    isGroupItem(item)
      ? Object.fromEntries(
          Object.entries(item).filter(
            ([variable, answer]) => !(known.has(variable) && isEmptyAnswer(answer)),
          ),
        )
      : item,
  );
};
