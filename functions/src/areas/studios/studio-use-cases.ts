import type { Studio } from '@redigo/shared/domain/studio';
import { studioMessages as messages } from '@redigo/shared/messages/studios';
import type { StudioBody } from '@redigo/shared/schemas/studios';
import { ConflictError } from '../../errors/app-errors';
import type { Principal } from '../../security/principal';
import { asConflict, callerStudio, revised, titolareStudio } from './studio-access';
import type { StudioDeps } from './studio-deps';
import { AlreadyInStudioError } from './studio-repository';
import { studioBillingOf, toStudio } from './studio-view';

/** POST /studio: a studio whose titolare is the caller; 409 when the caller already belongs to one. */
export const createStudio = async (
  deps: StudioDeps,
  caller: Principal,
  body: StudioBody,
): Promise<Studio> => {
  if (await deps.studios.membershipOf(caller.userId)) throw new ConflictError(messages.alreadyInStudio);
  const now = deps.clock.now().toISOString();
  const billing = studioBillingOf(body);
  const record = {
    id: deps.ids.newId(),
    denominazione: billing.denominazione ?? '',
    billing,
    members: { [caller.userId]: { role: 'titolare' as const, joinedAt: now } },
    invitations: {},
    revision: 1,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await deps.studios.commit({ next: record, join: { userId: caller.userId, role: 'titolare' } });
  } catch (error) {
    if (error instanceof AlreadyInStudioError) throw new ConflictError(messages.alreadyInStudio);
    throw error;
  }
  return toStudio(deps, record);
};

/** GET /studio: the caller's studio with its members; 404 when the caller has none. */
export const readStudio = async (deps: StudioDeps, caller: Principal): Promise<Studio> =>
  toStudio(deps, await callerStudio(deps, caller));

/** PUT /studio: the titolare changes the studio's data; invoices already issued keep the data they carry. */
export const updateStudio = async (
  deps: StudioDeps,
  caller: Principal,
  body: StudioBody,
): Promise<Studio> => {
  const previous = await titolareStudio(deps, caller);
  const billing = studioBillingOf(body);
  const next = revised(previous, deps.clock.now().toISOString(), {
    denominazione: billing.denominazione ?? '',
    billing,
  });
  await deps.studios.commit({ previous, next }).catch(asConflict);
  return toStudio(deps, next);
};
