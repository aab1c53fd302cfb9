/**
 * The progress bar's end: the template's maximum of questions; a template that gives none gets one question
 * more than answered, so the bar moves on with every answer and is never full before the summary.
 */
export const progressMaximum = (answered: number, maxQuestions: number): number =>
  maxQuestions > 0 ? Math.max(maxQuestions, answered) : answered + 1;
