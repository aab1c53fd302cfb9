import { studioMessages as messages } from '@redigo/shared/messages/studios';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors/app-errors';
import type { Principal } from '../../security/principal';
import type { StudioDeps } from './studio-deps';
import { StudioChangedError } from './studio-repository';
import type { StudioRecord } from './studio-record';

/** The caller's studio, read from storage at this request; 404 when the caller belongs to none. */
export const callerStudio = async (
  deps: Pick<StudioDeps, 'studios'>,
  caller: Pick<Principal, 'userId'>,
): Promise<StudioRecord> => {
  const membership = await deps.studios.membershipOf(caller.userId);
  const studio = membership && (await deps.studios.find(membership.studioId));
  if (!studio || !studio.members[caller.userId]) throw new NotFoundError(messages.studioNotFound);
  return studio;
};

/** The caller's studio when the caller is one of its titolari; 403 for another member. */
export const titolareStudio = async (
  deps: Pick<StudioDeps, 'studios'>,
  caller: Pick<Principal, 'userId'>,
): Promise<StudioRecord> => {
  const studio = await callerStudio(deps, caller);
  if (studio.members[caller.userId]?.role !== 'titolare') throw new ForbiddenError(messages.titolareOnly);
  return studio;
};

/** The next revision of a studio, stamped now. */
export const revised = (studio: StudioRecord, now: string, change: Partial<StudioRecord>): StudioRecord => ({
  ...studio,
  ...change,
  revision: studio.revision + 1,
  updatedAt: now,
});

/** A concurrent change of the studio met: 409, to reload and try again. */
export const asConflict = (error: unknown): never => {
  if (error instanceof StudioChangedError) throw new ConflictError(messages.studioChanged);
  throw error;
};
