import {
  isGroup,
  type Answer,
  type Answers,
  type Condition,
  type GroupQuestion,
  type Question,
  type SimpleQuestion,
} from '@redigo/shared/domain/question';
import { isAnswerValue, isGroupTest } from '@redigo/shared/questionnaire/conditions';
import { sampleAnswer, sampleGroupAnswer } from '@redigo/shared/questionnaire/sample-answer';

/**
 * Groups as «Verifica tutti i percorsi» tries them (docs/api.md, "Repeating groups and parties"): each group becomes
 * a choice of its item count (`min_items` or `max_items`) under the group's own conditions, and each of its fields a
 * question of its own (`locatori.tipo`), asked when the group is and its own conditions hold (a sibling field named
 * by its flattened variable). The path search then covers the fields' answers pairwise, with each other and with the
 * top-level questions, like any question's; a path is turned back into a group's list with `unflattenGroups`.
 */

const fieldVariable = (group: Pick<Question, 'variable'>, field: string) => `${group.variable}.${field}`;

/** The item counts tried: `min_items` and `max_items` (once when they are equal). */
const itemCounts = (group: GroupQuestion): string[] => [
  ...new Set([String(group.min_items), String(group.max_items)]),
];

const fieldQuestion = (group: GroupQuestion, field: SimpleQuestion): SimpleQuestion => {
  const siblings = new Set(group.fields.map(({ variable }) => variable));
  const conditions = field.required_answers.length > 0 ? field.required_answers : [{}];
  return {
    ...field,
    variable: fieldVariable(group, field.variable),
    required_answers: conditions.map((condition) => ({
      [group.variable]: itemCounts(group),
      ...Object.fromEntries(
        Object.entries(condition).map(([variable, expected]) => [
          siblings.has(variable) ? fieldVariable(group, variable) : variable,
          expected,
        ]),
      ),
    })),
  };
};

/**
 * A condition with its tests on groups read as pairs on their flattened fields: `{"conduttori": {"any": {"tipo":
 * "Persona giuridica"}}}` becomes `{"conduttori.tipo": "Persona giuridica"}`, which the first item (answering as the
 * path does) satisfies. For `all` that is the first item only: later items take the other answers tried, so a path
 * may find the test false after all, and the question it guards then stays unasked when the path is rendered.
 */
const flattenedCondition = (condition: Condition): Condition =>
  Object.fromEntries(
    Object.entries(condition).flatMap(([variable, expected]) => {
      if (!isGroupTest(expected)) return [[variable, expected]];
      const inner = 'any' in expected ? expected.any : expected.all;
      return Object.entries(inner).map(([field, value]) => [fieldVariable({ variable }, field), value]);
    }),
  );

/** The questionnaire with each group replaced by its count and its fields (see above). */
export const flattenGroups = (questions: Question[]): SimpleQuestion[] =>
  questions.flatMap((question): SimpleQuestion[] => {
    const required_answers = question.required_answers.map(flattenedCondition);
    if (!isGroup(question)) return [{ ...question, required_answers }];
    const count: SimpleQuestion = {
      variable: question.variable,
      question: question.question,
      options: itemCounts(question),
      is_multiple_selection: false,
      required_answers,
    };
    return [count, ...question.fields.map((field) => fieldQuestion(question, field))];
  });

const sameAnswer = (a: Answer | undefined, b: Answer) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A path of the flattened questionnaire as the template's answers: each group a list of as many items as its count,
 * the first answering exactly as the path does, each later one moved on by its position among the answers tried for
 * each field (so that two parties differ: a person and a company), every item answering only the fields asked for it.
 */
export const unflattenGroups = (
  questions: Question[],
  flat: Answers,
  answersOf: (question: SimpleQuestion) => Answer[],
): Answers =>
  questions.reduce<Answers>((answers, question) => {
    const value = flat[question.variable];
    if (value === undefined) return answers;
    if (!isGroup(question)) return { ...answers, [question.variable]: value };
    const itemAnswer = (field: SimpleQuestion, position: number) => {
      const first = flat[fieldVariable(question, field.variable)];
      if (position === 1 && isAnswerValue(first)) return first;
      const tried = answersOf(field).filter(isAnswerValue);
      const found = first === undefined ? -1 : tried.findIndex((each) => sameAnswer(first, each));
      return tried[(Math.max(found, 0) + position - 1) % tried.length] ?? sampleAnswer(field);
    };
    return {
      ...answers,
      [question.variable]: sampleGroupAnswer(question, answers, Number(value), itemAnswer),
    };
  }, {});
