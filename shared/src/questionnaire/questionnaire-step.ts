import type { Answers, AskedQuestion, Question } from '../domain/question';
import { failingRules, type TemplateRule } from '../expressions/rules';
import { validateAnswerValues } from './answers-validation';
import { nextQuestion } from './engine';
import { normalizeAnswers } from './typed-answers';

/** What a questionnaire is answered against: a template's questions and its rules across answers. */
export interface AnsweredTemplate {
  questions: Question[];
  rules?: TemplateRule[];
}

/**
 * Where a set of answers leaves the questionnaire:
 * - `invalid`: answers no question takes (unknown variables, values outside the options, typed answers of the wrong
 *   shape or outside their limits, a birth date the codice fiscale contradicts), the Italian problems bounded as
 *   answers-validation.ts bounds them;
 * - `rulesFailed`: every answer acceptable on its own, but a rule of the template fails on them (the messages, in the
 *   template's order);
 * - `next`: the next question, or null when the questionnaire is over.
 * The last two carry the answers normalised as they are stored (typed answers trimmed and canonical).
 */
export type QuestionnaireStep =
  | { kind: 'invalid'; problems: [string, ...string[]] }
  | { kind: 'rulesFailed'; answers: Answers; failedRules: [string, ...string[]] }
  | { kind: 'next'; answers: Answers; question: AskedQuestion | null };

/**
 * The questionnaire's one answer to "problems, or the next question" for `answers`: the answers judged as given
 * (so a flood of answers to unknown questions is refused without being copied), then normalised, then the
 * template's rules, then the engine's next question (engine.ts). POST /contract/questions is this, with the
 * template read and the size of what a contract keeps checked around it.
 */
export const questionnaireStep = (template: AnsweredTemplate, answers: Answers): QuestionnaireStep => {
  const [problem, ...problems] = validateAnswerValues(template.questions, answers);
  if (problem !== undefined) return { kind: 'invalid', problems: [problem, ...problems] };
  const accepted = normalizeAnswers(template.questions, answers);
  const [failed, ...failedRules] = failingRules(template.rules ?? [], template.questions, accepted);
  if (failed !== undefined)
    return { kind: 'rulesFailed', answers: accepted, failedRules: [failed, ...failedRules] };
  return { kind: 'next', answers: accepted, question: nextQuestion(template.questions, accepted) };
};
