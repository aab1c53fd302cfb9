import useSWR from 'swr';
import type { ClientLinkView, Proposal, ReviewDecision } from '@redigo/shared/domain/client-link';
import type { Contract } from '@redigo/shared/domain/contract';
import type { Answers, AskedQuestion } from '@redigo/shared/domain/question';
import type { CreateClientLinkBody } from '@redigo/shared/schemas/client-links';
import { apiData } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/** GET /contract/{id}/client-link: the draft's latest link with its events and proposals; null when none was made. */
export const useClientLink = (contractId: string | null) =>
  useSWR(contractId ? ['GET /contract/{id}/client-link', contractId] : null, async () => {
    try {
      return await apiData<ClientLinkView>({
        method: 'GET',
        route: '/contract/{id}/client-link',
        params: { id: contractId as string },
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  });

/** GET /contract/{id}: the draft, its answers and their detail (`source: "cliente"` on those from the client). */
export const useDraft = (contractId: string | null) =>
  useSWR(contractId ? ['GET /contract/{id}', contractId] : null, () =>
    apiData<Contract>({ method: 'GET', route: '/contract/{id}', params: { id: contractId as string } }),
  );

/** The most questions a walk asks: past it the template's conditions are taken to loop. */
const MAX_WALKED = 500;

/**
 * The top-level questions of a draft that the lawyer has reached: each one answered, in order, and the next one (a
 * group being typed included), as POST /contract/questions asks them with the draft's answers. The API gives a
 * lawyer no list of a template's questions (GET /template/{id} leaves them out but for staff), so the questions past
 * the next one, which depend on answers not yet given, cannot be offered.
 */
const reachedQuestions = async (templateId: string, answers: Answers): Promise<AskedQuestion[]> => {
  const reached: AskedQuestion[] = [];
  const given: Answers = {};
  for (let asked = 0; asked < MAX_WALKED; asked += 1) {
    let next: AskedQuestion | null;
    try {
      next = await apiData<AskedQuestion | null>({
        method: 'POST',
        route: '/contract/questions',
        query: { type: templateId },
        body: given,
      });
    } catch (error) {
      // An answer the template no longer takes ends the walk there: what was reached stays on offer.
      if (error instanceof ApiError && error.status === 400) break;
      throw error;
    }
    if (!next) break;
    reached.push(next);
    const answer = answers[next.variable];
    if (answer === undefined) break;
    given[next.variable] = answer;
  }
  return reached;
};

/** The questions the lawyer may ask the client for on a draft: those reached so far (`reachedQuestions`). */
export const useDraftQuestions = (templateId: string, answers: Answers) =>
  useSWR(
    ['POST /contract/questions', 'reached', templateId, answers],
    () => reachedQuestions(templateId, answers),
    // A review changes the answers: the questions known so far stay shown while the walk is made again.
    { keepPreviousData: true },
  );

/** POST /contract/{id}/client-link: a new link mailed to the client (the one before stops working). */
export const createClientLink = (contractId: string, body: CreateClientLinkBody) =>
  apiData<Pick<ClientLinkView, 'id' | 'status' | 'expires_at' | 'questions'>>({
    method: 'POST',
    route: '/contract/{id}/client-link',
    params: { id: contractId },
    body,
  });

/** DELETE /contract/{id}/client-link: the link stops working at once. */
export const revokeClientLink = async (contractId: string): Promise<void> => {
  await apiData({ method: 'DELETE', route: '/contract/{id}/client-link', params: { id: contractId } });
};

/** POST /contract/{id}/client-link/review: the lawyer's decisions, applied all together or not at all. */
export const reviewClientLink = (contractId: string, decisions: ReviewDecision[]) =>
  apiData<{ answers: Answers; proposals: Proposal[] }>({
    method: 'POST',
    route: '/contract/{id}/client-link/review',
    params: { id: contractId },
    body: { decisions },
  });
