import {
  GROUP_LIMITS,
  isGroup,
  typeOf,
  type GroupQuestion,
  type Question,
  type SimpleQuestion,
} from '../domain/question';
import { groupQuestionMessages as messages } from '../messages/groups';
import { questionnaireMessages } from '../messages/questionnaire';
import { conditionProblems, keyProblems, optionProblems } from './question-rules';
import { characterCount } from './typed-answers';
import { typedQuestionProblems } from './typed-questions';

/** A group's fields, or none when the list is missing (a shape yup refuses first). */
const fieldsOf = (group: GroupQuestion): SimpleQuestion[] =>
  Array.isArray(group.fields) ? group.fields : [];

const isItemCount = (count: unknown): boolean =>
  Number.isInteger(count) && (count as number) >= 1 && (count as number) <= GROUP_LIMITS.maxItems;

/** The item label, the bounds, the number of fields, and no options of its own. */
const ownProblems = (group: GroupQuestion): string[] => {
  const { item_label, min_items, max_items } = group;
  const label = typeof item_label === 'string' ? characterCount(item_label.trim()) : 0;
  const counts = [
    ...(isItemCount(min_items) ? [] : [messages.itemCount('min_items')]),
    ...(isItemCount(max_items) ? [] : [messages.itemCount('max_items')]),
  ];
  const fields = fieldsOf(group).length;
  return [
    ...(label >= 1 && label <= GROUP_LIMITS.itemLabelLength ? [] : [messages.itemLabel]),
    ...(counts.length === 0 && min_items > max_items ? [messages.minAboveMax] : counts),
    ...(fields >= 1 && fields <= GROUP_LIMITS.fields ? [] : [messages.fieldCount]),
    ...(group.options.length > 0 ? [messages.withOptions] : []),
    ...(group.is_multiple_selection ? [messages.multiple] : []),
  ];
};

/** A field's key: a tag's name not starting with `$`, unique in the group, no top-level question's. */
const fieldKeyProblems = (
  field: SimpleQuestion,
  position: number,
  group: GroupQuestion,
  questions: Question[],
) => {
  const { variable } = field;
  if (variable.startsWith('$')) return [messages.fieldKeyDollar];
  const problems = keyProblems(variable);
  if (problems.length > 0 || !variable.trim()) return problems;
  const firstInGroup = fieldsOf(group).findIndex((other) => other.variable === variable);
  const question = questions.findIndex((other) => other.variable === variable);
  return [
    ...(firstInGroup < position ? [messages.fieldKeyDuplicate(firstInGroup + 1)] : []),
    ...(question >= 0 ? [messages.fieldKeyTopLevel(question + 1)] : []),
  ];
};

const fieldProblems = (
  field: SimpleQuestion,
  position: number,
  group: GroupQuestion,
  questions: Question[],
) => {
  if ((field.type as unknown) === 'group') return [messages.nested];
  const groupIndex = questions.indexOf(group);
  const earlier = [...fieldsOf(group).slice(0, position), ...questions.slice(0, Math.max(groupIndex, 0))];
  return [
    ...fieldKeyProblems(field, position, group, questions),
    ...(field.question.trim() ? [] : [questionnaireMessages.textRequired]),
    ...(typeOf(field) === 'choice' ? optionProblems(field.options) : []),
    ...typedQuestionProblems(field),
    ...field.required_answers.flatMap((condition, index) =>
      conditionProblems(
        condition,
        index + 1,
        earlier,
        (variable) => messages.fieldConditionNotEarlier(index + 1, variable),
        true,
      ),
    ),
  ];
};

/**
 * What is wrong with a group's definition (docs/api.md, "Repeating groups and parties"), in Italian: its item label
 * (1–40 characters), 1 ≤ min_items ≤ max_items ≤ 20, 1–30 fields and no options; and for each field, prefixed
 * `campo n. 2 ("nome")`: no nesting, its key (no `$`, unique in the group, no top-level question's), its text, its
 * type's rules, and conditions naming only earlier choice fields of the group or choice questions before it.
 */
export const groupQuestionProblems = (group: GroupQuestion, questions: Question[]): string[] => [
  ...ownProblems(group),
  ...fieldsOf(group).flatMap((field, index) =>
    fieldProblems(field, index, group, questions).map(
      (problem) => `${messages.fieldPrefix(index + 1, field.variable)}: ${problem}`,
    ),
  ),
];

/** What a top-level condition's name is when it is a group's field, not a question; null when it is not. */
export const fieldNamedOutside = (
  variable: string,
  position: number,
  questions: Question[],
): string | null => {
  const group = questions.find(
    (question) => isGroup(question) && fieldsOf(question).some((field) => field.variable === variable),
  );
  return group ? messages.conditionOnField(position, variable, group.variable) : null;
};
