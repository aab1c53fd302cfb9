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

/**
 * GET /contract/{id}/client-link/questions: every top-level question of the draft's template (groups with their
 * fields), whatever the questionnaire has reached: what the lawyer may ask the client for.
 */
export const useOfferedQuestions = (contractId: string) =>
  useSWR(['GET /contract/{id}/client-link/questions', contractId], () =>
    apiData<AskedQuestion[]>({
      method: 'GET',
      route: '/contract/{id}/client-link/questions',
      params: { id: contractId },
    }),
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
