import type { ContractStatus } from '@redigo/shared/domain/contract';
import type { ContractScope } from '@redigo/shared/domain/studio';
import type { ContractRecord } from './contract-record';

/** Where a contract stands for the lists: a draft, completed and not paid, or paid. */
const LIST_STATES = ['TO_COMPLETE', 'COMPLETED', 'PAID'] as const;
export type ListState = (typeof LIST_STATES)[number];

export const listStateOf = (record: Pick<ContractRecord, 'status' | 'paymentId'>): ListState =>
  record.paymentId ? 'PAID' : record.status;

/** The states a list shows for the `status` and `payed` filters (both optional). */
export const statesFor = (status?: ContractStatus, payed?: boolean): ListState[] =>
  LIST_STATES.filter(
    (state) =>
      (status === undefined ||
        (status === 'TO_COMPLETE' ? state === 'TO_COMPLETE' : state !== 'TO_COMPLETE')) &&
      (payed === undefined || (state === 'PAID') === payed),
  );

/** What a list shows: whose contracts, in which states, of which category. */
export interface ListScope {
  /** Only this user's contracts; every user's when undefined. */
  ownerId?: string;
  /** The owner's studio and which part of its archive (docs/api.md, "The studio"); absent outside a studio. */
  studio?: { id: string; scope: ContractScope };
  states: ListState[];
  categoryId?: string;
}

/**
 * Whether a contract belongs to a scope's list: everyone's (no owner), else the owner's riservato ones and, in a
 * studio, their share of it (`mine`), the studio's (`studio`) or both (`all`). Outside a studio, an owner's
 * contracts of a studio they left are not theirs any more.
 */
export const isInScope = (scope: ListScope, item: Pick<ContractRecord, 'userId' | 'studioId'>): boolean => {
  if (scope.ownerId === undefined) return true;
  const ownReserved = item.userId === scope.ownerId && !item.studioId;
  if (!scope.studio) return ownReserved;
  const ofStudio = item.studioId === scope.studio.id;
  switch (scope.studio.scope) {
    case 'mine':
      return ownReserved || (ofStudio && item.userId === scope.ownerId);
    case 'studio':
      return ofStudio;
    case 'all':
      return ownReserved || ofStudio;
  }
};
