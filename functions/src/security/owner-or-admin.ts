import { NotFoundError } from '../errors/app-errors';
import type { Principal } from './principal';

/**
 * What belongs to `owned.userId`, for its owner or an admin; anyone else gets NotFoundError (404) with `notFound`,
 * as for an unknown id, so that ids cannot be probed. An absent record is not found either.
 */
export const ownerOrAdmin = <T extends { userId: string }>(
  caller: Principal,
  owned: T | undefined,
  notFound: string,
): T => {
  if (!owned || (owned.userId !== caller.userId && caller.role !== 'admin'))
    throw new NotFoundError(notFound);
  return owned;
};
