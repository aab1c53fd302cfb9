import {
  typeOf,
  type Condition,
  type Question,
  type SimpleQuestion,
  type SimpleType,
  type TypedFields,
} from '@redigo/shared/domain/question';
import type { TemplateRule } from '@redigo/shared/expressions/rules';

/** A seed template: its catalogue data, its questionnaire and the source of its master and preview. */
export interface TemplateDefinition {
  /** A stable id for file names and seeding. */
  slug: string;
  name: string;
  description: string;
  /** The category the seed creates or reuses, by name. */
  categoryName: string;
  /** Euro, VAT excluded. */
  price: number;
  /** Minutes a lawyer needs to answer, at least and at most. */
  min_time: number;
  max_time: number;
  /** How many questions a lawyer is asked, on the shortest and the longest path. */
  min_questions: number;
  max_questions: number;
  questions: Question[];
  /**
   * The rules across answers (docs/api.md, "Computed amounts and rules across answers"), stored with the template:
   * the questionnaire refuses answers that break one, with its message. None when absent.
   */
  rules?: TemplateRule[];
  /** The document in the markup of `../docx/SOURCE-FORMAT.md`. */
  source: string;
}

interface QuestionExtras {
  description?: string;
  multiple?: boolean;
  /** The conditions (alternatives) under which the question is asked. */
  when?: Condition[];
}

/** A question of a seed questionnaire, written compactly. */
export const question = (
  variable: string,
  text: string,
  options: string[],
  extras: QuestionExtras = {},
): Question => ({
  variable,
  question: text,
  ...(extras.description ? { description: extras.description } : {}),
  options,
  is_multiple_selection: extras.multiple ?? false,
  required_answers: extras.when ?? [],
});

interface TypedExtras extends Omit<TypedFields, 'type'> {
  description?: string;
  when?: Condition[];
}

/** A typed question of a seed questionnaire (text, number, amount, date, tax codes), written compactly. */
export const typedQuestion = (
  variable: string,
  text: string,
  type: Exclude<SimpleType, 'choice'>,
  { description, when, ...limits }: TypedExtras = {},
): SimpleQuestion => ({
  variable,
  question: text,
  ...(description ? { description } : {}),
  type,
  ...limits,
  options: [],
  is_multiple_selection: false,
  required_answers: when ?? [],
});

/**
 * A seed questionnaire in the order the lawyer meets it: first every choice that shapes the contract, then the data
 * written into it (names, amounts, dates), each group in its own order.
 */
export const choicesThenData = (questions: Question[]): Question[] => [
  ...questions.filter((question) => typeOf(question) === 'choice'),
  ...questions.filter((question) => typeOf(question) !== 'choice'),
];
