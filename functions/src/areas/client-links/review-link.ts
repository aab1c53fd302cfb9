import type { Proposal, ReviewDecision } from '@redigo/shared/domain/client-link';
import type { Answers } from '@redigo/shared/domain/question';
import { clientLinkMessages as messages } from '@redigo/shared/messages/client-links';
import { applyDecisions } from '@redigo/shared/questionnaire/client-decisions';
import { BadRequestError, ConflictError } from '../../errors/app-errors';
import type { Principal } from '../../security/principal';
import { reviewedContract } from '../contracts';
import type { ClientLinkDeps } from './client-link-deps';
import { changed } from './client-link-record';
import { StaleLinkError } from './client-link-repository';
import { ownLatestLink, questionsOf } from './link-access';

/** How many times a review is tried again when the draft or the link changed while it was being applied. */
const ATTEMPTS = 3;

/** One try of a review, on the draft and the link as read now. */
const reviewOnce = async (
  deps: ClientLinkDeps,
  caller: Principal,
  contractId: string,
  decisions: ReviewDecision[],
): Promise<{ answers: Answers; proposals: Proposal[] }> => {
  const { contract, link } = await ownLatestLink(deps, caller, contractId);
  const stored =
    link.state === 'submitted' || link.state === 'reviewed'
      ? await deps.links.proposalsOf(link.id)
      : undefined;
  if (!stored) throw new ConflictError(messages.notSubmitted);
  const questions = await questionsOf(deps, contract);
  const outcome = applyDecisions(questions, stored.proposals, decisions, contract);
  if (!('applied' in outcome)) throw new BadRequestError(outcome.problems[0] ?? '', outcome.problems);
  const { applied } = outcome;
  const now = deps.clock.now().toISOString();
  const next = reviewedContract(contract, questions, applied, applied.decided, now);
  const done = applied.proposals.every((proposal) => proposal.status !== 'pending');
  const nextLink =
    done && link.state === 'submitted'
      ? changed(link, { state: 'reviewed' }, { event: 'reviewed', at: now })
      : changed(link, {});
  await deps.links.review(
    { next: nextLink, previous: link },
    { next: { proposals: applied.proposals, version: stored.version + 1 }, previous: stored },
    { next, previous: contract },
  );
  return { answers: next.answers, proposals: applied.proposals };
};

/**
 * POST /contract/{id}/client-link/review: the lawyer's decisions on the client's proposals, applied all together or
 * not at all (a decision for nothing proposed, one already decided or given twice, an edited value its question
 * refuses: 400, nothing applied). Accepted and edited values go into the draft and are marked as the client's; the
 * link is `reviewed` once every proposal is decided. 409 before the client submitted, or on a paid or COMPLETED
 * contract.
 */
export const reviewClientLink = async (
  deps: ClientLinkDeps,
  caller: Principal,
  contractId: string,
  decisions: ReviewDecision[],
): Promise<{ answers: Answers; proposals: Proposal[] }> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await reviewOnce(deps, caller, contractId, decisions);
    } catch (error) {
      if (!(error instanceof StaleLinkError)) throw error;
      if (attempt >= ATTEMPTS) throw new ConflictError(messages.reviewChanged);
    }
  }
};
