import {
  isGroup,
  type Answers,
  type DetailedAnswer,
  type GroupQuestion,
  type Question,
} from '../domain/question';
import { groupAnswerMessages } from '../messages/groups';
import { answerOf, isAnswered, isAnswerValue } from './conditions';
import { askedPath, effectiveAnswers } from './engine';
import { askedFields, isGroupItem } from './group-items';
import { readableAnswer } from './readable-answers';

/**
 * A group's answer as a contract's detail shows it: one entry per item and field asked and answered, in order
 * (`locatori.2.nome`, `Locatore 2 – Nome`, the answer as the lawyer reads it). `outer`: the answers outside the group.
 */
export const detailedGroupAnswer = (
  group: Pick<GroupQuestion, 'variable' | 'item_label' | 'fields'>,
  value: unknown,
  outer: Answers,
): DetailedAnswer[] =>
  (Array.isArray(value) ? value : []).flatMap((item: unknown, index) => {
    if (!isGroupItem(item)) return [];
    const position = index + 1;
    return askedFields(group, item, outer).flatMap((field) => {
      const answer = answerOf(item, field.variable);
      return isAnswered(answer) && isAnswerValue(answer)
        ? [
            {
              variable: `${group.variable}.${position}.${field.variable}`,
              question: groupAnswerMessages.fieldName(group.item_label, position, field.question),
              given_answer: readableAnswer(field, answer),
            },
          ]
        : [];
    });
  });

/**
 * The answered questions along the way, in order, as a contract's detail shows them (typed answers in Italian); a
 * group gives one entry per item and field asked, in order.
 */
export const detailedAnswers = (questions: Question[], answers: Answers): DetailedAnswer[] => {
  const outer = effectiveAnswers(questions, answers);
  return askedPath(questions, answers).flatMap(({ question }) => {
    const value = answerOf(answers, question.variable);
    if (!isAnswered(value)) return [];
    if (isGroup(question)) return detailedGroupAnswer(question, value, outer);
    if (!isAnswerValue(value)) return [];
    return [
      {
        variable: question.variable,
        question: question.question,
        given_answer: readableAnswer(question, value),
      },
    ];
  });
};
