import {
  proposalKey,
  type Proposal,
  type ReviewAction,
  type ReviewDecision,
} from '@redigo/shared/domain/client-link';
import {
  isGroup,
  typeOf,
  type AnswerValue,
  type AskedQuestion,
  type SimpleQuestion,
} from '@redigo/shared/domain/question';
import { readableAnswer } from '@redigo/shared/questionnaire/readable-answers';
import { readTypedInput, typedInputText } from '@redigo/shared/questionnaire/typed-input';
import { answerText } from '../../lib/answer-text';

/** The lawyer's choice on one proposal: the action, and for `edit` the value as typed. */
export interface Choice {
  action: ReviewAction;
  value: AnswerValue;
}

/** The question a proposal answers: a top-level one, or a group's field. */
export const questionOf = (questions: AskedQuestion[], proposal: Proposal): SimpleQuestion | undefined => {
  const question = questions.find((q) => q.variable === proposal.variable);
  if (!question) return undefined;
  if (isGroup(question)) return question.fields.find((field) => field.variable === proposal.field);
  const { index: _index, ...asked } = question;
  return { ...asked, required_answers: [] };
};

/** A value as the lawyer reads it: dates and amounts the Italian way, several options joined. */
export const shownValue = (question: SimpleQuestion | undefined, value: AnswerValue | null): string =>
  value === null || value.length === 0
    ? 'Nessuna risposta'
    : answerText(question ? readableAnswer(question, value) : value);

/** The value an edit starts from: the client's, as the field shows it (a date as gg/mm/aaaa). */
export const editStart = (question: SimpleQuestion | undefined, proposal: Proposal): AnswerValue =>
  question && typeOf(question) !== 'choice' && typeof proposal.proposed === 'string'
    ? typedInputText(question, proposal.proposed)
    : proposal.proposed;

/** The choices a review starts with: a value the client kept as it was accepted, the others left to decide. */
export const initialChoices = (proposals: Proposal[]): Record<string, Choice> =>
  Object.fromEntries(
    proposals
      .filter((proposal) => proposal.status === 'pending' && !proposal.changed)
      .map((proposal) => [proposalKey(proposal), { action: 'accept', value: proposal.proposed }]),
  );

/** A choice as the decision sent, or the problem of an edited value that does not read. */
export const decisionOf = (
  proposal: Proposal,
  choice: Choice,
  question: SimpleQuestion | undefined,
): { decision: ReviewDecision; problem?: undefined } | { problem: string } => {
  const target = {
    variable: proposal.variable,
    ...(proposal.item !== undefined && { item: proposal.item, field: proposal.field }),
  };
  if (choice.action !== 'edit') return { decision: { ...target, action: choice.action } };
  if (!question || typeOf(question) === 'choice' || typeof choice.value !== 'string')
    return choice.value.length > 0
      ? { decision: { ...target, action: 'edit', value: choice.value } }
      : { problem: 'Scegli il valore da mettere nella bozza.' };
  const read = readTypedInput(question, choice.value);
  return read.value === undefined
    ? { problem: read.problem ?? 'Scrivi il valore da mettere nella bozza.' }
    : { decision: { ...target, action: 'edit', value: read.value } };
};

/**
 * The server's refusal of a batch, each message by the proposal it names («Decisione n. 2: ...» by its position in
 * the batch sent, «Conduttore 1 – Nome: ...» by its question), the others for the whole review.
 */
export const problemsByProposal = (
  messages: readonly string[],
  sent: readonly Proposal[],
  proposals: readonly Proposal[],
): { byKey: Record<string, string>; general: string[] } => {
  const byKey: Record<string, string> = {};
  const general: string[] = [];
  for (const message of messages) {
    const position = /^Decisione n\. (\d+):/.exec(message)?.[1];
    const named =
      (position ? sent[Number(position) - 1] : undefined) ??
      proposals.find((proposal) => message.startsWith(`${proposal.question}:`)) ??
      proposals.find((proposal) => proposal.item === undefined && message.includes(`"${proposal.question}"`));
    if (named) byKey[proposalKey(named)] ??= message;
    else general.push(message);
  }
  return { byKey, general };
};
