import type { Answer, Answers, Question } from '../domain/question';
import { isAsked } from './conditions';

/**
 * Walks the paths through a questionnaire, depth first: at each question asked, each answer `answersOf` gives for it
 * in turn (a question it gives none for is left unanswered). `onPath` takes each complete set of answers and returns
 * false to stop the walk; the walk returns whether it went to the end.
 */
export const walkAnswerPaths = (
  questions: Question[],
  answersOf: (question: Question) => Answer[],
  onPath: (answers: Answers) => boolean,
): boolean => {
  const walk = (index: number, answers: Answers): boolean => {
    const question = questions[index];
    if (!question) return onPath(answers);
    if (!isAsked(question, answers)) return walk(index + 1, answers);
    const values = answersOf(question);
    if (values.length === 0) return walk(index + 1, answers);
    return values.every((value) => walk(index + 1, { ...answers, [question.variable]: value }));
  };
  return walk(0, {});
};
