import { proposalKey, type Proposal, type ProposalStatus, type ReviewDecision } from '../domain/client-link';
import {
  isGroup,
  type Answer,
  type Answers,
  type AnswerValue,
  type DetailedAnswer,
  type GroupItem,
  type Question,
} from '../domain/question';
import { groupAnswerMessages } from '../messages/groups';
import { answerOf, isAnswerValue } from './conditions';
import { askedFields, isGroupItem } from './group-items';
import type { ClientScope } from './client-questions';
import type { GroupInProgress } from './group-in-progress';

/** A draft as the review reads and writes it: its answers and its group being typed. */
export interface DraftState {
  answers: Answers;
  group_in_progress?: GroupInProgress;
}

/** The draft's answer to a question: in `answers`, or the group being typed. */
export const draftAnswerOf = (draft: DraftState, variable: string): Answer | undefined =>
  answerOf(draft.answers, variable) ?? answerOf(draft.group_in_progress ?? {}, variable);

/** Two answers are the same: the same text, or the same options in any order. */
export const sameAnswer = (a: AnswerValue | null, b: AnswerValue | null): boolean => {
  if (typeof a === 'string' || typeof b === 'string' || a === null || b === null) return a === b;
  return a.length === b.length && a.every((option) => b.includes(option));
};

const itemsOf = (value: Answer | undefined): GroupItem[] =>
  Array.isArray(value) ? (value as unknown[]).filter(isGroupItem) : [];

const proposal = (base: Omit<Proposal, 'changed' | 'status'>): Proposal => ({
  ...base,
  changed: !sameAnswer(base.current, base.proposed),
  status: 'pending',
});

/**
 * One proposal per answer the client gave (docs/api.md, "The client's data by link"): a top-level question's, and for
 * a group each field of each item the client gave (`item` its 0-based index in the client's list), against the
 * draft's answer now (`current`, null when none). Nothing the client did not give is proposed.
 */
export const proposalsOf = (scope: ClientScope, draft: DraftState, submitted: Answers): Proposal[] =>
  scope.questions.flatMap(({ question }) => {
    const given = answerOf(submitted, question.variable);
    const current = draftAnswerOf(draft, question.variable);
    if (given === undefined) return [];
    if (!isGroup(question)) {
      if (!isAnswerValue(given)) return [];
      const before = isAnswerValue(current) ? current : null;
      return [
        proposal({
          variable: question.variable,
          question: question.question,
          current: before,
          proposed: given,
        }),
      ];
    }
    const draftItems = itemsOf(current);
    return itemsOf(given).flatMap((item, index) =>
      question.fields.flatMap((field) => {
        const proposed = answerOf(item, field.variable);
        if (!isAnswerValue(proposed)) return [];
        const before = answerOf(draftItems[index] ?? {}, field.variable);
        return [
          proposal({
            variable: question.variable,
            item: index,
            field: field.variable,
            question: groupAnswerMessages.fieldName(question.item_label, index + 1, field.question),
            current: isAnswerValue(before) ? before : null,
            proposed,
          }),
        ];
      }),
    );
  });

/** The key of an answer in a contract's detail: `variable`, or `group.<position>.field` (positions from 1). */
export const detailKey = (variable: string, position?: number, field?: string): string =>
  position === undefined ? variable : `${variable}.${position}.${field}`;

/** The answer a detail key names in `answers`, if any. */
const answerAtKey = (answers: Answers, key: string): Answer | undefined => {
  const [variable = '', position, field] = key.split('.');
  const value = answerOf(answers, variable);
  if (position === undefined || field === undefined) return value;
  return answerOf(itemsOf(value)[Number(position) - 1] ?? {}, field);
};

/**
 * A contract's detail with `source: "cliente"` on the answers the lawyer accepted or edited in a review, for as long
 * as the answer is still the value decided (`decided`, by detail key).
 */
export const withClientSource = (
  detailed: DetailedAnswer[],
  answers: Answers,
  decided: Record<string, AnswerValue> | undefined,
): DetailedAnswer[] => {
  if (!decided) return detailed;
  return detailed.map((entry) => {
    const value = answerAtKey(answers, entry.variable);
    const wanted = Object.hasOwn(decided, entry.variable) ? decided[entry.variable] : undefined;
    return wanted !== undefined && isAnswerValue(value) && sameAnswer(value, wanted)
      ? { ...entry, source: 'cliente' }
      : entry;
  });
};

/** The status a decision gives its proposal. */
export const STATUS_OF_ACTION: Record<ReviewDecision['action'], ProposalStatus> = {
  accept: 'accepted',
  edit: 'edited',
  reject: 'rejected',
};

/** The fields a group's item still asks, given its own answers and `outer`: the others are dropped. */
export const askedOnly = (
  group: Extract<Question, { type: 'group' }>,
  items: GroupItem[],
  outer: Answers,
): GroupItem[] =>
  items.map((item) =>
    Object.fromEntries(
      askedFields(group, item, outer).flatMap((field) =>
        Object.hasOwn(item, field.variable) ? [[field.variable, item[field.variable] as AnswerValue]] : [],
      ),
    ),
  );

export { proposalKey };
