import type { ContractStatus } from '@redigo/shared/domain/contract';
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
  states: ListState[];
  categoryId?: string;
}
