import { isGroup, type Question, type SimpleQuestion } from '@redigo/shared/domain/question';

/** The list with the item at `from` moved one place up (-1) or down (1); the list itself when it cannot go. */
export const moveAt = <T>(list: readonly T[], from: number, by: -1 | 1): T[] => {
  const to = from + by;
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const moved = [...list];
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item as T);
  return moved;
};

/** The variables a question's conditions name: its own conditions and, for a group, its fields' conditions. */
export const namedVariables = (question: Question): Set<string> => {
  const conditions = [
    ...question.required_answers,
    ...(isGroup(question) ? question.fields.flatMap((field: SimpleQuestion) => field.required_answers) : []),
  ];
  return new Set(conditions.flatMap((condition) => Object.keys(condition)));
};

/**
 * Why the question at `from` cannot move one place up or down, in Italian, or null when it can: a question is
 * asked after every question its conditions name (docs/api.md, conditions on earlier questions), so it cannot
 * pass above one of them, nor can one of them pass below it.
 */
export const moveProblem = (questions: readonly Question[], from: number, by: -1 | 1): string | null => {
  const [upper, lower] = by === -1 ? [from - 1, from] : [from, from + 1];
  const above = questions[upper];
  const below = questions[lower];
  if (!above || !below || !above.variable || !namedVariables(below).has(above.variable)) return null;
  return by === -1
    ? `La domanda ${from + 1} non può salire sopra la domanda ${upper + 1}: le sue condizioni nominano «${above.variable}».`
    : `La domanda ${from + 1} non può scendere sotto la domanda ${lower + 1}: le condizioni di quella nominano «${above.variable}».`;
};
