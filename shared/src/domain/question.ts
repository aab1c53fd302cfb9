/** An answer: one option for single choice, the chosen options for multiple choice. */
export type AnswerValue = string | string[];

/** The answers of a questionnaire so far, by question variable. */
export type Answers = Record<string, AnswerValue>;

/**
 * A condition maps earlier questions' variables to one answer or a list of answers. All its pairs must hold
 * (AND); a pair `v: [a, b]` holds when any of them does.
 */
export type Condition = Record<string, AnswerValue>;

/** What a question asks for (docs/api.md, "Question types"); a question without a type is a choice. */
export const QUESTION_TYPES = ['choice', 'text', 'number', 'amount', 'date'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** The limits a typed question may set: `max_length` and `multiline` for text, `min` and `max` for the others. */
export interface TypedFields {
  type?: QuestionType;
  /** Text: at most this many characters (1–2000, 200 when not set). */
  max_length?: number;
  /** Text: line breaks allowed, written as line breaks in Word. */
  multiline?: boolean;
  /** Number and amount: a number; date: `YYYY-MM-DD`. */
  min?: number | string;
  max?: number | string;
}

/** A question of a template's questionnaire (an item of `json_questions`). */
export interface Question extends TypedFields {
  /** The key authors use in the document's tags; spaces become underscores. */
  variable: string;
  question: string;
  description?: string;
  options: string[];
  is_multiple_selection: boolean;
  /** The question is asked when any condition holds, or always when the list is empty. */
  required_answers: Condition[];
}

/**
 * A question as the questionnaire route answers it: the server always sends `type` with the type's limits (a step
 * a browser kept from before types existed has none: a choice); `options` is [] for typed questions.
 */
export interface AskedQuestion extends TypedFields {
  variable: string;
  question: string;
  /** The question's note; the server always sends it, `''` when there is none. */
  description?: string;
  options: string[];
  is_multiple_selection: boolean;
  /** Position of the question in the template's list, from 0. */
  index: number;
}

/** The type of a question: `choice` when it has none. */
export const typeOf = (question: Pick<Question, 'type'>): QuestionType => question.type ?? 'choice';

/**
 * What one template may hold (docs/api.md, "Limits"), so that no request on it (a save, an upload, «Verifica tutti
 * i percorsi») can hold the server: questions per template, options per choice question, characters per option.
 */
export const TEMPLATE_LIMITS = { questions: 200, options: 50, optionLength: 200 } as const;

/** The default and the bounds of a text question's `max_length`. */
export const TEXT_LENGTH = { default: 200, min: 1, max: 2000 } as const;

/** A question and the answer given, as a contract's detail shows them. */
export interface DetailedAnswer {
  variable: string;
  question: string;
  given_answer: AnswerValue;
}

/** The variable for a question key typed by an author: spaces become underscores. */
export const toVariable = (key: string): string => key.trim().replace(/\s+/g, '_');
