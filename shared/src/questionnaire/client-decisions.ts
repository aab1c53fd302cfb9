import { proposalKey, type Proposal, type ReviewDecision } from '../domain/client-link';
import {
  isGroup,
  type Answers,
  type AnswerValue,
  type GroupItem,
  type GroupQuestion,
  type Question,
} from '../domain/question';
import { fieldWording } from '../messages/answer-wording';
import { clientLinkMessages as messages } from '../messages/client-links';
import { boundedProblems } from '../problem-list';
import { validateAnswerValues } from './answers-validation';
import { askedOnly, detailKey, draftAnswerOf, STATUS_OF_ACTION, type DraftState } from './client-review';
import { answerOf } from './conditions';
import { effectiveAnswers } from './engine';
import { groupAnswerProblems } from './group-answers';
import { isGroupItem } from './group-items';
import { simpleAnswerProblems } from './simple-answers';
import { normalizedAnswer } from './typed-answers';

/** A review applied: the draft's new answers and group being typed, the proposals decided, the values decided. */
export interface AppliedReview extends DraftState {
  proposals: Proposal[];
  /** The values accepted or edited, by the key of a contract's detail (`variable`, `group.<n>.field`). */
  decided: Record<string, AnswerValue>;
}

type Matched = { proposal: Proposal; decision: ReviewDecision; value?: AnswerValue };

const simpleOf = (questions: Question[], proposal: Proposal) => {
  const question = questions.find((q) => q.variable === proposal.variable);
  if (!question || !isGroup(question)) return question;
  return question.fields.find((field) => field.variable === proposal.field);
};

/** Each decision against its proposal: one that names nothing proposed, one decided, twice, an edit refused. */
const matched = (questions: Question[], proposals: Proposal[], decisions: ReviewDecision[]) => {
  const byKey = new Map(proposals.map((proposal) => [proposalKey(proposal), proposal]));
  const seen = new Set<string>();
  const problems: string[] = [];
  const found: Matched[] = [];
  decisions.forEach((decision, index) => {
    const position = index + 1;
    const key = proposalKey(decision);
    const proposal = byKey.get(key);
    const name = `"${proposal?.question ?? decision.variable}"`;
    if (!proposal) return void problems.push(messages.nothingProposed(position, name));
    if (seen.has(key)) return void problems.push(messages.decidedTwice(position, name));
    seen.add(key);
    if (proposal.status !== 'pending') return void problems.push(messages.alreadyDecided(position, name));
    if (decision.action !== 'edit') return void found.push({ proposal, decision });
    if (decision.value === undefined) return void problems.push(messages.editValueRequired(position, name));
    const question = simpleOf(questions, proposal);
    if (!question) return void problems.push(messages.nothingProposed(position, name));
    const value = normalizedAnswer(question, decision.value);
    const refused = [
      ...simpleAnswerProblems(question, value, proposal.item === undefined ? undefined : fieldWording),
    ];
    if (refused.length > 0)
      problems.push(
        ...refused.map((problem) =>
          proposal.item === undefined ? problem : `${proposal.question}: ${problem}`,
        ),
      );
    else found.push({ proposal, decision, value: value as AnswerValue });
  });
  return { problems, found };
};

/** A group's list with the decided fields put in: items the draft lacks are added, those left empty dropped. */
const editedItems = (original: GroupItem[], edits: Matched[]) => {
  const items = original.map((item) => ({ ...item }));
  for (const { proposal, value } of edits) {
    const index = proposal.item ?? 0;
    while (items.length <= index) items.push({});
    (items[index] as GroupItem)[proposal.field ?? ''] = value ?? proposal.proposed;
  }
  const positions = new Map<number, number>();
  const kept = items.filter((item, index) => {
    const keep = index < original.length || Object.keys(item).length > 0;
    if (keep) positions.set(index, positions.size + 1);
    return keep;
  });
  return { kept, positions };
};

/**
 * The lawyer's decisions applied to the draft (docs/api.md, "The client's data by link"), all or none: an accepted
 * proposal replaces the draft's answer, an edited one puts the lawyer's value (judged as the questionnaire judges
 * it), a rejected one changes nothing. A group's items take the fields decided, each item keeps only the fields its
 * answers still ask; a list the draft's answers held must stay whole (a blank never erases), one being typed may stay
 * so in the draft's group in progress. `problems` lists why nothing can be applied.
 */
export const applyDecisions = (
  questions: Question[],
  proposals: Proposal[],
  decisions: ReviewDecision[],
  draft: DraftState,
): { problems: string[] } | { problems: []; applied: AppliedReview } => {
  const { problems, found } = matched(questions, proposals, decisions);
  if (problems.length > 0) return { problems: boundedProblems(problems) };
  const answers: Answers = { ...draft.answers };
  const typing: Answers = { ...(draft.group_in_progress ?? {}) };
  const decided: Record<string, AnswerValue> = {};
  const byGroup = new Map<string, Matched[]>();
  for (const entry of found) {
    if (entry.decision.action === 'reject') continue;
    const { proposal } = entry;
    if (proposal.item === undefined) {
      answers[proposal.variable] = entry.value ?? proposal.proposed;
      decided[proposal.variable] = entry.value ?? proposal.proposed;
    } else byGroup.set(proposal.variable, [...(byGroup.get(proposal.variable) ?? []), entry]);
  }
  const edited = new Map<string, GroupItem[]>();
  for (const [variable, edits] of byGroup) {
    const current = draftAnswerOf(draft, variable);
    const original = Array.isArray(current) ? (current as unknown[]).filter(isGroupItem) : [];
    const { kept, positions } = editedItems(original, edits);
    edited.set(variable, kept);
    for (const { proposal, value } of edits)
      decided[detailKey(variable, positions.get(proposal.item ?? 0), proposal.field)] =
        value ?? proposal.proposed;
  }
  const placed = placeGroups(questions, answers, typing, edited);
  if (placed.length > 0) return { problems: boundedProblems(placed) };
  const left = validateAnswerValues(questions, answers);
  if (left.length > 0) return { problems: left };
  const statuses = new Map(found.map(({ proposal, decision }) => [proposalKey(proposal), decision.action]));
  return {
    problems: [],
    applied: {
      answers,
      ...(Object.keys(typing).length > 0 && { group_in_progress: typing as DraftState['group_in_progress'] }),
      decided,
      proposals: proposals.map((proposal) => {
        const action = statuses.get(proposalKey(proposal));
        return action ? { ...proposal, status: STATUS_OF_ACTION[action] } : proposal;
      }),
    },
  };
};

/**
 * Puts every group of the draft where it belongs after the decisions (changing `answers` and `typing`): a whole list
 * in the answers; a list that was being typed (or not given) and is still incomplete in the group in progress, when
 * that holds no other group. A list the answers held stays whole: the problems of one that would not.
 */
const placeGroups = (
  questions: Question[],
  answers: Answers,
  typing: Answers,
  edited: Map<string, GroupItem[]>,
): string[] => {
  const outer = effectiveAnswers(questions, answers);
  const problems: string[] = [];
  let slot = Object.keys(typing)[0];
  for (const question of questions.filter((q): q is GroupQuestion => isGroup(q))) {
    const { variable } = question;
    const wasWhole = answerOf(answers, variable) !== undefined;
    const value = edited.get(variable) ?? answerOf(answers, variable) ?? answerOf(typing, variable);
    if (!Array.isArray(value)) continue;
    const items = askedOnly(question, (value as unknown[]).filter(isGroupItem), outer);
    const missing = boundedProblems(groupAnswerProblems(question, items, outer, 'complete'));
    if (missing.length === 0) {
      answers[variable] = items;
      delete typing[variable];
      if (slot === variable) slot = undefined;
      continue;
    }
    const wrong = boundedProblems(groupAnswerProblems(question, items, outer, 'draft'));
    if (wrong.length > 0 || wasWhole || (slot !== undefined && slot !== variable))
      problems.push(...(wrong.length > 0 ? wrong : missing));
    else {
      typing[variable] = items;
      slot = variable;
    }
  }
  return problems;
};
