import type { Contract } from '@redigo/shared/domain/contract';

/** A COMPLETED, unpaid contract of a lease template, for list tests; `overrides` change any field. */
export const aCompletedContract = (id: string, overrides: Partial<Contract> = {}): Contract => ({
  id,
  name: `Locazione ${id}`,
  type: 't1',
  title: `Locazione ${id}`,
  status: 'COMPLETED',
  answers: {},
  templateId: null,
  paymentId: null,
  template_version: 1,
  userId: null,
  createdAt: '2026-03-01T10:00:00Z',
  updatedAt: '2026-03-01T10:00:00Z',
  ...overrides,
});

/** The payment of contract `id`, made at `at`. */
export const paymentOf = (id: string, at = '2026-03-20T10:00:00Z'): Contract['paymentId'] => ({
  id: `p-${id}`,
  updatedAt: at,
});
