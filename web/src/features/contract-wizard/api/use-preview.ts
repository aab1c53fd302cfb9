import useSWR from 'swr';
import type { Answers } from '@redigo/shared/domain/question';
import { apiBlob } from '../../../lib/api-client';

/** GET /contract/preview/{id}: the free preview .docx of a completed contract (keyed by its answers too). */
export const usePreview = (contractId: string | null, answers: Answers) =>
  useSWR(
    contractId ? ['GET /contract/preview/{id}', contractId, answers] : null,
    () => apiBlob({ method: 'GET', route: '/contract/preview/{id}', params: { id: contractId as string } }),
    { revalidateOnFocus: false },
  );
