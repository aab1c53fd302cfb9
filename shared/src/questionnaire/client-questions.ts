import type { ClientQuestion } from '../domain/client-link';
import {
  isGroup,
  type Answers,
  type Condition,
  type GroupQuestion,
  type Question,
  type SimpleQuestion,
} from '../domain/question';
import { clientLinkMessages } from '../messages/client-links';
import { questionnaireMessages } from '../messages/questionnaire';
import { typedAnswerMessages } from '../messages/typed-answers';
import { boundedProblems, type Problem } from '../problem-list';
import { unsafeAnswerProblems } from './answers-validation';
import { answersDisagreeOnBirth, BIRTH_VARIABLES } from './birth-date-agreement';
import { answerOf, isAnswered, pairHolds } from './conditions';
import { withoutEmptyFields, type GroupCheck } from './draft-answers';
import { askedQuestion, effectiveAnswers } from './engine';
import { groupAnswerProblems } from './group-answers';
import { simpleAnswerProblems } from './simple-answers';
import { normalizedAnswer } from './typed-answers';

/**
 * A field's conditions as the client may read them: a pair on the item's own fields or on a chosen question stays
 * (the client's form judges it with the client's answers), a pair on any other top-level question is judged now on
 * the draft's answers (`outer`), so the form never needs an answer the client was not asked. A condition with a
 * pair that fails is dropped; undefined when none is left of a field that had some: the field is never asked.
 */
const resolvedConditions = (
  field: SimpleQuestion,
  own: Set<string>,
  chosen: Set<string>,
  outer: Answers,
): Condition[] | undefined => {
  if (field.required_answers.length === 0) return [];
  const kept: Condition[] = [];
  for (const condition of field.required_answers) {
    const pairs = Object.entries(condition);
    const live = pairs.filter(([variable]) => own.has(variable) || chosen.has(variable));
    const settled = pairs.filter(([variable]) => !own.has(variable) && !chosen.has(variable));
    if (settled.every(([variable, expected]) => pairHolds(answerOf(outer, variable), expected)))
      kept.push(Object.fromEntries(live));
  }
  return kept.length > 0 ? kept : undefined;
};

const resolvedGroup = (group: GroupQuestion, chosen: Set<string>, outer: Answers): GroupQuestion => {
  const own = new Set(group.fields.map((field) => field.variable));
  const fields = group.fields.flatMap((field) => {
    const required_answers = resolvedConditions(field, own, chosen, outer);
    return required_answers ? [{ ...field, required_answers }] : [];
  });
  return { ...group, fields };
};

/** The questions a link asks, in the template's order, with their position in it. */
export interface ClientScope {
  questions: { question: Question; index: number }[];
  /** The draft's answers that count, which a group field's conditions on questions not chosen were judged on. */
  outer: Answers;
}

/**
 * The chosen top-level questions of a template as the client answers them (docs/api.md, "The client's data by
 * link"): in the template's order, each group's field conditions on questions the client is not asked judged on the
 * draft's answers. The client's form and every check of the client's answers use this one scope.
 */
export const clientScope = (questions: Question[], chosen: string[], draft: Answers): ClientScope => {
  const wanted = new Set(chosen);
  const outer = effectiveAnswers(questions, draft);
  return {
    outer,
    questions: questions.flatMap((question, index) =>
      wanted.has(question.variable)
        ? [{ question: isGroup(question) ? resolvedGroup(question, wanted, outer) : question, index }]
        : [],
    ),
  };
};

/** The scope's questions as the client's form serves them: as the questionnaire serves them. */
export const servedQuestions = (scope: ClientScope): ClientQuestion[] =>
  scope.questions.map(({ question, index }) => askedQuestion(question, index));

/** The answers a group's fields read outside their item: the draft's that count, the client's own over them. */
const outerOf = (scope: ClientScope, given: Answers): Answers => ({ ...scope.outer, ...given });

const isEmptyValue = (value: unknown): boolean =>
  (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/**
 * The client's answers as kept: normalised as any answer (typed answers trimmed), a question left empty and a
 * group's fields left empty dropped (nothing typed yet). Keys that are no question of the scope stay, to be refused.
 */
export const clientWork = (scope: ClientScope, given: Answers): Answers => {
  const byVariable = new Map(scope.questions.map(({ question }) => [question.variable, question]));
  const kept: Answers = {};
  for (const [variable, value] of Object.entries(given)) {
    const question = byVariable.get(variable);
    if (!question) kept[variable] = value;
    else if (isGroup(question))
      kept[variable] = withoutEmptyFields(question.fields, normalizedAnswer(question, value)) as never;
    else if (!isEmptyValue(value)) kept[variable] = normalizedAnswer(question, value) as never;
  }
  return kept;
};

function* problemsOf(scope: ClientScope, given: Answers, check: GroupCheck): Generator<Problem> {
  const byVariable = new Map(scope.questions.map(({ question }) => [question.variable, question]));
  yield* unsafeAnswerProblems(
    scope.questions.map(({ question }) => question),
    given,
  );
  const outer = outerOf(scope, given);
  for (const [variable, value] of Object.entries(given)) {
    const question = byVariable.get(variable);
    if (!question) yield () => clientLinkMessages.notAsked(variable);
    else if (isGroup(question)) yield* groupAnswerProblems(question, value, outer, check);
    else yield* simpleAnswerProblems(question, value);
  }
  const { code, date } = BIRTH_VARIABLES;
  if (byVariable.has(code) && byVariable.has(date) && answersDisagreeOnBirth(given))
    yield typedAnswerMessages.birthDateMismatch(byVariable.get(date)?.question ?? date);
  if (check === 'complete')
    for (const { question } of scope.questions)
      if (!isAnswered(answerOf(given, question.variable)))
        yield questionnaireMessages.missingAnswer(question.question);
}

/**
 * What is wrong with the client's answers (already kept by `clientWork`), in Italian naming question, item and
 * field: an answer to a question not asked, and each answer judged as the questionnaire judges it (types, options,
 * limits, check characters, a group's fields and their conditions, codice fiscale against data di nascita). A
 * `draft` (PUT /client/form) takes a group's items lacking fields; `complete` (POST /client/submit) wants every
 * chosen question answered and every list whole. At most the first 20 problems.
 */
export const clientAnswerProblems = (scope: ClientScope, given: Answers, check: GroupCheck): string[] =>
  boundedProblems(problemsOf(scope, given, check));
