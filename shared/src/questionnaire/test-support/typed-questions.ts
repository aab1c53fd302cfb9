import type { SimpleQuestion, SimpleType, TypedFields } from '../../domain/question';

/** A typed question for tests; its text is `Domanda <variable>?`. */
export const typed = (
  variable: string,
  type: SimpleType,
  limits: Omit<TypedFields, 'type'> = {},
): SimpleQuestion => ({
  variable,
  question: `Domanda ${variable}?`,
  type,
  ...limits,
  options: [],
  is_multiple_selection: false,
  required_answers: [],
});
