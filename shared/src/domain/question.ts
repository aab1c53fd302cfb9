/**
 * The answer to a question that is not a group, and to a group's field: one option for single choice, the chosen
 * options for multiple choice, the canonical text of a typed answer.
 */
export type AnswerValue = string | string[];

/** One item of a group's answer: the answers to the fields asked for that item, by field variable. */
export type GroupItem = Record<string, AnswerValue>;

/** The answer to a group question: its items, in the lawyer's order. */
export type GroupAnswer = GroupItem[];

/** What `answers[variable]` holds: a value, or a group's items. */
export type Answer = AnswerValue | GroupAnswer;

/** The answers of a questionnaire so far, by question variable. */
export type Answers = Record<string, Answer>;

/** The comparisons a condition may make on a number, amount or date answer (docs/api.md, "Computed amounts"). */
export const COMPARISON_OPERATORS = ['gt', 'gte', 'lt', 'lte', 'eq', 'ne'] as const;
export type ComparisonOperator = (typeof COMPARISON_OPERATORS)[number];

/** `{"gt": 1000}`: a number for a number or amount question, a `YYYY-MM-DD` date for a date question. */
export type ComparisonTest = Partial<Record<ComparisonOperator, number | string>>;

/** `{"any": {"tipo": "Persona giuridica"}}`: some item (`any`) or every item (`all`) of a group holds the pairs. */
export type GroupTest = { any: Record<string, AnswerValue> } | { all: Record<string, AnswerValue> };

/** What a condition's pair expects: an answer, one of a list, a comparison, or a test on a group's items. */
export type ConditionValue = AnswerValue | ComparisonTest | GroupTest;

/**
 * A condition maps earlier questions' variables to one answer or a list of answers, a comparison on a number,
 * amount or date, or a test on a group's items. All its pairs must hold (AND); a pair `v: [a, b]` holds when any of
 * them does.
 */
export type Condition = Record<string, ConditionValue>;

/** What a question asks for (docs/api.md, "Question types", "Repeating groups"); without a type, a choice. */
export const QUESTION_TYPES = [
  'choice',
  'text',
  'number',
  'amount',
  'date',
  'codice_fiscale',
  'partita_iva',
  'iban',
  'provincia',
  'cap',
  'group',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** The types of a question answered with one value, which a group's fields may have: any but `group`. */
export type SimpleType = Exclude<QuestionType, 'group'>;
export const SIMPLE_TYPES = QUESTION_TYPES.filter((type): type is SimpleType => type !== 'group');

/** The limits a typed question may set: `max_length` and `multiline` for text, `min` and `max` for the others. */
export interface TypedFields {
  type?: SimpleType;
  /** Text: at most this many characters (1–2000, 200 when not set). */
  max_length?: number;
  /** Text: line breaks allowed, written as line breaks in Word. */
  multiline?: boolean;
  /** Number and amount: a number; date: `YYYY-MM-DD`. */
  min?: number | string;
  max?: number | string;
}

/** What every question has, a group included (for a group `options` is [] and `is_multiple_selection` false). */
interface QuestionBase {
  /** The key authors use in the document's tags; spaces become underscores. */
  variable: string;
  question: string;
  description?: string;
  options: string[];
  is_multiple_selection: boolean;
  /** The question is asked when any condition holds, or always when the list is empty. */
  required_answers: Condition[];
}

/** A question answered with one value: a choice or a typed answer. A group's fields are simple questions. */
export interface SimpleQuestion extends QuestionBase, TypedFields {}

/** What a group adds to a question (docs/api.md, "Repeating groups and parties"). */
export interface GroupFields {
  /** The singular name of one item, capitalised: `Locatore` (1–40 characters). */
  item_label: string;
  /** 1 ≤ min_items ≤ max_items ≤ 20. */
  min_items: number;
  max_items: number;
  /**
   * 1–30 sub-questions asked for each item. A field's conditions name earlier `choice` fields of the same item and
   * earlier top-level `choice` questions; its variable is unique within the group and no top-level question's.
   */
  fields: SimpleQuestion[];
}

/** A question asking for a list of items (parties, properties), each answered through the group's fields. */
export interface GroupQuestion extends QuestionBase, GroupFields {
  type: 'group';
}

/** A question of a template's questionnaire (an item of `json_questions`). */
export type Question = SimpleQuestion | GroupQuestion;

/** Whether a question is a group. */
export const isGroup = <T extends Pick<Question, 'type'>>(question: T): question is T & { type: 'group' } =>
  question.type === 'group';

/** What the questionnaire route sends of any question. */
interface AskedBase {
  variable: string;
  question: string;
  /** The question's note; the server always sends it, `''` when there is none. */
  description?: string;
  options: string[];
  is_multiple_selection: boolean;
  /** Position of the question in the template's list, from 0. */
  index: number;
}

/**
 * A simple question as the questionnaire route answers it: the server always sends `type` with the type's limits (a
 * step a browser kept from before types existed has none: a choice); `options` is [] for typed questions.
 */
export interface AskedSimpleQuestion extends AskedBase, TypedFields {}

/** A group as the questionnaire route answers it: its fields as stored, so the client asks them; `options` is []. */
export interface AskedGroupQuestion extends AskedBase, GroupFields {
  type: 'group';
}

/** A question as the questionnaire route answers it. */
export type AskedQuestion = AskedSimpleQuestion | AskedGroupQuestion;

/** The type of a question: `choice` when it has none. */
export const typeOf = <T extends QuestionType>(question: { type?: T }): T | 'choice' =>
  question.type ?? 'choice';

/**
 * What one template may hold (docs/api.md, "Limits"), so that no request on it (a save, an upload, «Verifica tutti
 * i percorsi») can hold the server: questions per template, options per choice question, characters per option.
 */
export const TEMPLATE_LIMITS = { questions: 200, options: 50, optionLength: 200 } as const;

/** The default and the bounds of a text question's `max_length`. */
export const TEXT_LENGTH = { default: 200, min: 1, max: 2000 } as const;

/** The bounds of a group (docs/api.md, "Repeating groups and parties"). */
export const GROUP_LIMITS = { itemLabelLength: 40, maxItems: 20, fields: 30 } as const;

/** A question and the answer given, as a contract's detail shows them (a group: one per item and field asked). */
export interface DetailedAnswer {
  variable: string;
  question: string;
  given_answer: AnswerValue;
  /** `cliente` while the answer is the value the lawyer accepted or edited from the client's (docs/api.md). */
  source?: 'cliente';
}

/** The variable for a question key typed by an author: spaces become underscores. */
export const toVariable = (key: string): string => key.trim().replace(/\s+/g, '_');
