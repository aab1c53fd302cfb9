import {
  GROUP_LIMITS,
  isGroup,
  TEXT_LENGTH,
  typeOf,
  type Question,
  type SimpleQuestion,
} from '../domain/question';
import { questionnaireMessages as messages } from '../messages/questionnaire';
import { namesAParty, PARTY_NAME_MAX_LENGTH } from './parties';

/**
 * How much a contract may keep of its answers, in bytes (docs/api.md, "Templates", Limits). A contract is one
 * DynamoDB item, at most 400 KB: its answers, its `group_in_progress` and the parties its answers name must fit in
 * this budget, which leaves room for the rest of the item (name, title, the pinned template's data, list keys).
 */
export const ANSWERS_BUDGET_BYTES = 300 * 1024;

/** The most a contract's item may weigh as stored, by `storedBytes`: 413 past it (DynamoDB's limit is 400 KB). */
export const CONTRACT_ITEM_MAX_BYTES = 380 * 1024;

/** A character of a text answer weighs at most 4 bytes in UTF-8 (a text's limit counts characters). */
const BYTES_PER_CHARACTER = 4;
/** The longest canonical text of a typed answer that is not free text (a number, an amount, a date, a code). */
const TYPED_VALUE_BYTES = 64;
/** What JSON adds around one value of a map: quotes, colon, comma. */
const ENTRY_OVERHEAD = 6;

const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;

/** The bytes of a value as JSON: what `storedBytes` weighs, a little more than DynamoDB counts for it. */
export const storedBytes = (value: unknown): number => utf8Bytes(JSON.stringify(value) ?? '');

/** A limit as the rules take it (a wrong one is their problem to report): `fallback` when not a number. */
const within = (limit: unknown, fallback: number, max: number): number =>
  typeof limit === 'number' && Number.isFinite(limit) ? Math.min(Math.max(limit, 0), max) : fallback;

/** The largest answer a simple question (or a group's field) takes, in bytes. */
const simpleAnswerBytes = (question: SimpleQuestion): number => {
  switch (typeOf(question)) {
    case 'choice':
      return question.is_multiple_selection
        ? question.options.reduce((sum, option) => sum + utf8Bytes(option) + 3, 2)
        : Math.max(0, ...question.options.map(utf8Bytes));
    case 'text':
      return within(question.max_length, TEXT_LENGTH.default, TEXT_LENGTH.max) * BYTES_PER_CHARACTER;
    default:
      return TYPED_VALUE_BYTES;
  }
};

const entryBytes = (question: SimpleQuestion): number =>
  utf8Bytes(question.variable) + ENTRY_OVERHEAD + simpleAnswerBytes(question);

/** A party's name as a contract keeps it: cut to PARTY_NAME_MAX_LENGTH characters (parties.ts). */
const partyBytes = (bytes: number): number =>
  Math.min(bytes, PARTY_NAME_MAX_LENGTH * BYTES_PER_CHARACTER) + ENTRY_OVERHEAD;

/** The largest party one item of a group can name: its `nome` and `cognome` together, or a field naming a party. */
const itemPartyBytes = (fields: SimpleQuestion[]): number => {
  const text = (variable: string) =>
    fields.find((field) => field.variable === variable && typeOf(field) === 'text');
  const named = fields.filter(namesAParty).map(simpleAnswerBytes);
  const fullName = [text('nome'), text('cognome')].reduce(
    (sum, field) => sum + (field ? simpleAnswerBytes(field) + 1 : 0),
    0,
  );
  const longest = Math.max(fullName, ...named);
  return longest > 0 ? partyBytes(longest) : 0;
};

/** The most one question's answer can weigh in a contract's item: the answer, and the parties it names. */
export const worstAnswerBytes = (question: Question): number => {
  if (!isGroup(question))
    return entryBytes(question) + (namesAParty(question) ? partyBytes(simpleAnswerBytes(question)) : 0);
  const fields = Array.isArray(question.fields) ? question.fields : [];
  const items = within(question.max_items, GROUP_LIMITS.maxItems, GROUP_LIMITS.maxItems);
  const item = fields.reduce((sum, field) => sum + entryBytes(field), 2);
  return utf8Bytes(question.variable) + ENTRY_OVERHEAD + items * (item + itemPartyBytes(fields));
};

/**
 * The most a contract's answers on these questions can weigh, in bytes: every question answered at its longest
 * (each group with `max_items` items, each field at its longest) and the parties they name. A draft's
 * `group_in_progress` stands for its group's answer, never beside it (group-in-progress.ts), so it adds nothing.
 */
export const worstAnswersBytes = (questions: Question[]): number =>
  questions.reduce((sum, question) => sum + worstAnswerBytes(question), 0);

/** The question whose answer can weigh the most, and how much, for a message naming it. */
export const heaviestQuestion = (questions: Question[]): { variable: string; bytes: number } | undefined =>
  questions
    .map((question) => ({ variable: question.variable, bytes: worstAnswerBytes(question) }))
    .sort((a, b) => b.bytes - a.bytes)[0];

const KB = 1024;

/** The problem of questions whose answers could not all be kept (docs/api.md, "Templates", Limits), if any. */
export const answerSizeProblems = (questions: Question[]): string[] => {
  const worst = worstAnswersBytes(questions);
  const heaviest = heaviestQuestion(questions);
  if (worst <= ANSWERS_BUDGET_BYTES || !heaviest) return [];
  return [
    messages.answersTooLarge(
      Math.ceil(worst / KB),
      ANSWERS_BUDGET_BYTES / KB,
      heaviest.variable,
      Math.ceil(heaviest.bytes / KB),
    ),
  ];
};
