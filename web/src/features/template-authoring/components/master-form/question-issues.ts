import type { Question } from '@redigo/shared/domain/question';
import type { TemplateCheckResult } from '@redigo/shared/domain/template';
import { questionnaireMessages } from '@redigo/shared/messages/questionnaire';
import { validateQuestions } from '@redigo/shared/questionnaire/questions-validation';

/** What needs the author's attention on one question of the list. */
export interface QuestionIssues {
  /** The questions' own problems (questionnaire engine) and the check's errors naming the question. */
  errors: string[];
  warnings: string[];
}

const mentions = (message: string, variable: string): boolean => message.includes(`"${variable}"`);

/**
 * The problems of every question, by position: validateQuestions' messages without their 'Domanda n.' prefix,
 * plus the template check's messages that name the question's variable.
 */
export const issuesByQuestion = (
  questions: Question[],
  check: TemplateCheckResult | null,
): QuestionIssues[] => {
  const problems = validateQuestions(questions);
  return questions.map((question, index) => {
    const prefix = `${questionnaireMessages.questionPrefix(index + 1, question.variable)}: `;
    const own = problems.filter((p) => p.startsWith(prefix)).map((p) => p.slice(prefix.length));
    const named = (list: string[] | undefined) =>
      question.variable ? (list ?? []).filter((message) => mentions(message, question.variable)) : [];
    return { errors: [...own, ...named(check?.errors)], warnings: named(check?.warnings) };
  });
};
