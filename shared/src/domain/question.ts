/** An answer: one option for single choice, the chosen options for multiple choice. */
export type AnswerValue = string | string[];

/** The answers of a questionnaire so far, by question variable. */
export type Answers = Record<string, AnswerValue>;

/**
 * A condition maps earlier questions' variables to one answer or a list of answers. All its pairs must hold
 * (AND); a pair `v: [a, b]` holds when any of them does.
 */
export type Condition = Record<string, AnswerValue>;

/** A question of a template's questionnaire (an item of `json_questions`). */
export interface Question {
  /** The key authors use in the document's tags; spaces become underscores. */
  variable: string;
  question: string;
  description?: string;
  options: string[];
  is_multiple_selection: boolean;
  /** The question is asked when any condition holds, or always when the list is empty. */
  required_answers: Condition[];
}

/** A question as the questionnaire route answers it. */
export interface AskedQuestion {
  variable: string;
  question: string;
  /** The question's note; the server always sends it, `''` when there is none. */
  description?: string;
  options: string[];
  is_multiple_selection: boolean;
  /** Position of the question in the template's list, from 0. */
  index: number;
}

/** A question and the answer given, as a contract's detail shows them. */
export interface DetailedAnswer {
  variable: string;
  question: string;
  given_answer: AnswerValue;
}

/** The variable for a question key typed by an author: spaces become underscores. */
export const toVariable = (key: string): string => key.trim().replace(/\s+/g, '_');
