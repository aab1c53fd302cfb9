import useSWR from 'swr';
import type { Answers } from '@redigo/shared/domain/question';
import { apiBlob } from './api-client';

type ContractFileRoute = '/contract/preview/{id}' | '/contract/download/{id}';

/** A contract's .docx, fetched once per key: the page's document view and its download button share it. */
const useContractFile = (route: ContractFileRoute, contractId: string | null, ...keyParts: unknown[]) =>
  useSWR(
    contractId ? [`GET ${route}`, contractId, ...keyParts] : null,
    () => apiBlob({ method: 'GET', route, params: { id: contractId as string } }),
    { revalidateOnFocus: false },
  );

/** GET /contract/preview/{id}: the free preview .docx of a completed contract (keyed by its answers, if given). */
export const usePreviewFile = (contractId: string | null, answers?: Answers) =>
  useContractFile('/contract/preview/{id}', contractId, ...(answers ? [answers] : []));

/** GET /contract/download/{id}: the purchased .docx of a paid contract. */
export const usePurchasedFile = (contractId: string | null) =>
  useContractFile('/contract/download/{id}', contractId);
