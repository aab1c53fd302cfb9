import { isGroup } from '@redigo/shared/domain/question';
import { isAnswerValue } from '@redigo/shared/questionnaire/conditions';
import { detailedGroupAnswer } from '@redigo/shared/questionnaire/detailed-answers';
import { readableAnswer } from '@redigo/shared/questionnaire/readable-answers';
import { answerText } from '../../../lib/answer-text';
import type { ContractStep } from '../store/new-contract-store';

/** One line of an answer: its text, the answer's own text, and the key of the contract's detail it stands for. */
interface AnswerLine {
  key: string;
  text: string;
  value: string;
}

/** A step's answer as lines to read: one, or for a group one per item and field (`Locatore 1 – Nome: Mario`). */
export const answerLines = (steps: readonly ContractStep[], index: number): AnswerLine[] => {
  const step = steps[index];
  if (!step) return [];
  if (isGroup(step.question)) {
    const before = Object.fromEntries(
      steps.slice(0, index).map(({ question, answer }) => [question.variable, answer]),
    );
    return detailedGroupAnswer(step.question, step.answer, before).map((detail) => {
      const value = answerText(detail.given_answer);
      return { key: detail.variable, text: `${detail.question}: ${value}`, value };
    });
  }
  if (!isAnswerValue(step.answer)) return [];
  const value = answerText(readableAnswer(step.question, step.answer));
  return [{ key: step.question.variable, text: value, value }];
};
