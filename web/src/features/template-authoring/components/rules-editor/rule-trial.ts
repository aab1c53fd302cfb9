import {
  isGroup,
  typeOf,
  type Answers,
  type GroupItem,
  type GroupQuestion,
  type Question,
  type SimpleQuestion,
} from '@redigo/shared/domain/question';
import { nodesOf } from '@redigo/shared/expressions/ast';
import {
  evaluateExpression,
  isTruthy,
  namesOf,
  parseExpression,
  whenOf,
  type TemplateRule,
} from '@redigo/shared/expressions/index';
import { isAsked } from '@redigo/shared/questionnaire/conditions';
import { sampleWithinLimits } from '@redigo/shared/questionnaire/sample-answer';
import { readTypedInput, typedInputText } from '@redigo/shared/questionnaire/typed-input';

/** A question the trial asks an example answer for; for a group, the fields the check's filters read. */
export interface TrialQuestion {
  question: Question;
  fields: SimpleQuestion[];
}

/** The example answers as typed: a value per simple question, a list of items (field → value) per group. */
export type TrialExamples = Record<string, string | Record<string, string>[]>;

/** What the rule does with the example answers. */
export type TrialOutcome =
  | { kind: 'unreadable' }
  | { kind: 'missing'; questions: string[] }
  | { kind: 'not-applied' }
  | { kind: 'empty' }
  | { kind: 'held' }
  | { kind: 'broken' };

/** The fields of `group` that the check's filters name (`eredi | somma:"quota"`), in the group's order. */
const fieldsRead = (check: string, group: GroupQuestion): SimpleQuestion[] => {
  const parsed = parseExpression(check);
  if (!parsed.ok) return [];
  const named = new Set(
    nodesOf(parsed.ast).flatMap((node) =>
      node.kind === 'filter' &&
      node.input.kind === 'name' &&
      node.input.name === group.variable &&
      node.args[0]?.kind === 'string'
        ? [node.args[0].value]
        : [],
    ),
  );
  return group.fields.filter((field) => named.has(field.variable));
};

/** The questions a rule reads, its check's then its `when`'s, each once, in the template's order. */
export const trialQuestions = (rule: TemplateRule, questions: Question[]): TrialQuestion[] => {
  const parsed = parseExpression(rule.check);
  const names = new Set([
    ...(parsed.ok ? namesOf(parsed.ast) : []),
    ...whenOf(rule).flatMap((condition) => Object.keys(condition)),
  ]);
  return questions
    .filter((question) => names.has(question.variable))
    .map((question) => ({ question, fields: isGroup(question) ? fieldsRead(rule.check, question) : [] }));
};

/** An example answer as the field shows it: the sample the palette's examples use, or a choice's first option. */
const exampleOf = (question: SimpleQuestion): string =>
  typeOf(question) === 'choice'
    ? (question.options[0] ?? '')
    : typedInputText(question, sampleWithinLimits(question));

/** Example answers to start from: a sample for each question, two items for a group. */
export const initialExamples = (asked: TrialQuestion[]): TrialExamples =>
  Object.fromEntries(
    asked.map(({ question, fields }) => [
      question.variable,
      isGroup(question)
        ? [1, 2].map(() => Object.fromEntries(fields.map((field) => [field.variable, exampleOf(field)])))
        : exampleOf(question),
    ]),
  );

/** An example as an answer: its canonical form, or undefined when it does not read or is not given. */
const answerOf = (question: SimpleQuestion, typed: string): string | undefined =>
  typeOf(question) === 'choice' ? typed || undefined : readTypedInput(question, typed).value;

/** The examples as answers, and the questions whose example does not read. */
const answersOf = (asked: TrialQuestion[], examples: TrialExamples) => {
  const answers: Answers = {};
  const unread: string[] = [];
  for (const { question, fields } of asked) {
    const example = examples[question.variable];
    if (isGroup(question)) {
      const items = (Array.isArray(example) ? example : []).map((typed) =>
        Object.fromEntries(
          fields.flatMap((field) => {
            const answer = answerOf(field, typed[field.variable] ?? '');
            return answer === undefined ? [] : [[field.variable, answer]];
          }),
        ),
      ) as GroupItem[];
      answers[question.variable] = items;
      continue;
    }
    const answer = answerOf(question, typeof example === 'string' ? example : '');
    if (answer === undefined) unread.push(question.question);
    else answers[question.variable] = answer;
  }
  return { answers, unread };
};

/**
 * What the rule does with the example answers, by the shared evaluator (the one the questionnaire runs on the server):
 * held, broken (the lawyer reads its message), not applied (its `when` does not hold), or empty (a division by zero:
 * it stops nothing).
 */
export const tryRule = (rule: TemplateRule, questions: Question[], examples: TrialExamples): TrialOutcome => {
  const parsed = parseExpression(rule.check);
  if (!parsed.ok) return { kind: 'unreadable' };
  const asked = trialQuestions(rule, questions);
  const { answers, unread } = answersOf(asked, examples);
  if (unread.length > 0) return { kind: 'missing', questions: unread };
  if (!isAsked({ required_answers: whenOf(rule) }, answers)) return { kind: 'not-applied' };
  const value = evaluateExpression(parsed.ast, (name) => {
    const question = questions.find((candidate) => candidate.variable === name);
    const answer = Object.hasOwn(answers, name) ? answers[name] : undefined;
    return question && answer !== undefined ? { question, answer } : undefined;
  });
  if (value === undefined) return { kind: 'empty' };
  return isTruthy(value) ? { kind: 'held' } : { kind: 'broken' };
};
