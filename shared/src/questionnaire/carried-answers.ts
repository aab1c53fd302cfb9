import {
  isGroup,
  typeOf,
  type Answer,
  type Answers,
  type Question,
  type SimpleQuestion,
} from '../domain/question';
import { expectedValues, isAnswerValue } from './conditions';
import { effectiveAnswers } from './engine';
import { groupAnswerProblems } from './group-answers';
import { simpleAnswerProblems } from './simple-answers';
import { normalizedAnswer } from './typed-answers';

/** Why an answer of the original could not be carried over to the copy (docs/api.md, POST /contract/{id}/copy). */
export type DropReason = 'removed' | 'changed' | 'option_removed' | 'not_asked';

/** The answers a copy starts from, those left behind and why. */
export interface CarriedAnswers {
  answers: Answers;
  kept: string[];
  dropped: string[];
  reasons: Record<string, DropReason>;
}

/** Single or multiple choice, or the typed or group type: a different form is another question. */
const formOf = (question: Question): string =>
  typeOf(question) === 'choice'
    ? `choice:${question.is_multiple_selection ? 'multiple' : 'single'}`
    : typeOf(question);

const hasProblem = (problems: Iterable<unknown>): boolean => !problems[Symbol.iterator]().next().done;

/** Whether a simple answer fits the question as it is now (its options, shape, type and limits). */
const simpleFits = (question: SimpleQuestion, value: Answer): DropReason | undefined => {
  if (typeOf(question) === 'choice' && isAnswerValue(value)) {
    const options = new Set(question.options);
    if (!expectedValues(value).every((option) => options.has(option))) return 'option_removed';
  }
  return hasProblem(simpleAnswerProblems(question, normalizedAnswer(question, value)))
    ? 'changed'
    : undefined;
};

/**
 * The answers of a contract that the current version of its template still asks in the same form: the same
 * variable and type (single and multiple choice are different forms), a choice only when every option it chose still
 * exists, a typed answer within the current limits, a group only when every item still fits the group's fields (the
 * shared engine's checks); then only those the questionnaire still asks given the answers kept. `original` are the
 * questions the answers were given to (the contract's pinned version), when known.
 */
export const carryAnswers = (
  original: Question[] | undefined,
  current: Question[],
  answers: Answers,
): CarriedAnswers => {
  const before = new Map((original ?? []).map((question) => [question.variable, question]));
  const now = new Map(current.map((question) => [question.variable, question]));
  const reasons: Record<string, DropReason> = {};
  const candidates: Answers = {};
  for (const [variable, value] of Object.entries(answers)) {
    const question = now.get(variable);
    const previous = before.get(variable);
    const reason = !question
      ? 'removed'
      : previous && formOf(previous) !== formOf(question)
        ? 'changed'
        : isGroup(question)
          ? undefined
          : simpleFits(question, value);
    if (reason) reasons[variable] = reason;
    else candidates[variable] = value;
  }
  // A group's items are judged against the answers outside it, so after the simple answers are settled; an answer
  // dropped may stop a later question from being asked, so the asked ones are read again until nothing changes.
  let kept = candidates;
  for (;;) {
    const asked = effectiveAnswers(current, kept);
    for (const variable of Object.keys(kept)) {
      const question = now.get(variable);
      if (!Object.hasOwn(asked, variable)) reasons[variable] = 'not_asked';
      else if (
        question &&
        isGroup(question) &&
        hasProblem(groupAnswerProblems(question, kept[variable], asked))
      )
        reasons[variable] = 'changed';
    }
    const next = Object.fromEntries(Object.entries(kept).filter(([variable]) => !reasons[variable]));
    if (Object.keys(next).length === Object.keys(kept).length) break;
    kept = next;
  }
  // Stored answers have no order of their own: the lists follow the questionnaire's.
  const position = new Map<string, number>();
  [...(original ?? []), ...current].forEach(({ variable }) => {
    if (!position.has(variable)) position.set(variable, position.size);
  });
  const inOrder = (variables: string[]) =>
    variables.sort(
      (a, b) => (position.get(a) ?? Infinity) - (position.get(b) ?? Infinity) || a.localeCompare(b),
    );
  const answersKept = Object.fromEntries(
    inOrder(Object.keys(kept)).map((variable) => [
      variable,
      normalizedAnswer(now.get(variable) as Question, kept[variable]) as Answer,
    ]),
  );
  return {
    answers: answersKept,
    kept: Object.keys(answersKept),
    dropped: inOrder(Object.keys(reasons)),
    reasons,
  };
};
