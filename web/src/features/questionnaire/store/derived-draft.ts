import type { Contract } from '@redigo/shared/domain/contract';
import { apiData } from '../../../lib/api-client';

/**
 * A draft the server makes out of a contract with the answers that still fit (POST /contract/{id}/copy or
 * /update): what the server answered about it, and the draft as it reads (GET /contract/{id}).
 */
export const deriveDraft = async <Made extends { id: string }>(
  from: Contract,
  route: '/contract/{id}/copy' | '/contract/{id}/update',
): Promise<{ made: Made; created: Contract }> => {
  const made = await apiData<Made>({ method: 'POST', route, params: { id: from.id } });
  const created = await apiData<Contract>({
    method: 'GET',
    route: '/contract/{id}',
    params: { id: made.id },
  });
  return { made, created };
};
