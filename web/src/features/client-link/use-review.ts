import { useEffect, useId, useRef, useState } from 'react';
import { proposalKey, type Proposal, type ReviewDecision } from '@redigo/shared/domain/client-link';
import type { AskedQuestion } from '@redigo/shared/domain/question';
import { ApiError, errorMessageOf } from '../../lib/api-error';
import { reviewClientLink } from './api/client-link-api';
import { decisionOf, initialChoices, problemsByProposal, questionOf, type Choice } from './review-state';

const NOTHING_CHOSEN = 'Scegli per almeno un dato se accettarlo, modificarlo o rifiutarlo.';

/** The id of a proposal's row (its fieldset), and of its edited value's field: where an error moves the focus. */
export const rowId = (prefix: string, key: string) => `${prefix}-${key.replace(/[^\w-]/g, '_')}`;

/**
 * The lawyer's review of what the client sent (docs/api.md, POST /contract/{id}/client-link/review): a choice per
 * proposal still pending (accept, edit with a value checked as the questionnaire checks it, reject), «Accetta tutto»,
 * and one batch applied all together or not at all; each problem shown by its proposal, the focus on the first.
 */
export const useReview = (
  contractId: string,
  proposals: Proposal[],
  questions: AskedQuestion[],
  onApplied: (decided: number) => void,
) => {
  const id = useId();
  const [choices, setChoices] = useState<Record<string, Choice>>(() => initialChoices(proposals));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [applying, setApplying] = useState(false);
  const focusTarget = useRef<string | null>(null);
  const pending = proposals.filter((proposal) => proposal.status === 'pending');

  useEffect(() => {
    if (!focusTarget.current) return;
    document.getElementById(focusTarget.current)?.focus();
    focusTarget.current = null;
  });

  const choose = (key: string, choice: Choice) => {
    setChoices({ ...choices, [key]: choice });
    if (problems[key]) setProblems(Object.fromEntries(Object.entries(problems).filter(([k]) => k !== key)));
  };

  const acceptAll = () =>
    setChoices(
      Object.fromEntries(
        pending.map((proposal) => [proposalKey(proposal), { action: 'accept', value: proposal.proposed }]),
      ),
    );

  const show = (byKey: Record<string, string>, messages: string[]) => {
    setProblems(byKey);
    setGeneral(messages);
    const first = pending.find((proposal) => byKey[proposalKey(proposal)]);
    focusTarget.current = first ? rowId(id, proposalKey(first)) : `${id}-general`;
  };

  const apply = async () => {
    const sent: Proposal[] = [];
    const decisions: ReviewDecision[] = [];
    const refused: Record<string, string> = {};
    for (const proposal of pending) {
      const choice = choices[proposalKey(proposal)];
      if (!choice) continue;
      const read = decisionOf(proposal, choice, questionOf(questions, proposal));
      if (read.problem !== undefined) refused[proposalKey(proposal)] = read.problem;
      else {
        sent.push(proposal);
        decisions.push(read.decision);
      }
    }
    if (Object.keys(refused).length > 0) return show(refused, []);
    if (decisions.length === 0) return show({}, [NOTHING_CHOSEN]);
    setApplying(true);
    try {
      await reviewClientLink(contractId, decisions);
      setProblems({});
      setGeneral([]);
      onApplied(decisions.length);
    } catch (error) {
      const messages =
        error instanceof ApiError && error.errors?.length ? error.errors : [errorMessageOf(error)];
      const placed = problemsByProposal(messages, sent, proposals);
      show(placed.byKey, placed.general);
    } finally {
      setApplying(false);
    }
  };

  return { id, pending, choices, problems, general, applying, choose, acceptAll, apply };
};
