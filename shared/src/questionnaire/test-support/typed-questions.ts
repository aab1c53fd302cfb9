import type { Question, TypedFields } from '../../domain/question';

/** A typed question for tests; its text is `Domanda <variable>?`. */
export const typed = (
  variable: string,
  type: NonNullable<TypedFields['type']>,
  limits: Omit<TypedFields, 'type'> = {},
): Question => ({
  variable,
  question: `Domanda ${variable}?`,
  type,
  ...limits,
  options: [],
  is_multiple_selection: false,
  required_answers: [],
});
