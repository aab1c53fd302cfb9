import type { ContractRecord } from '../../../areas/contracts';
import { completedRecord, contractRecord } from '../../../areas/contracts/test-support/contract-fixtures';
import { toItem } from './contract-items';
import { counterIdOf, partitionsOf } from './contract-list-keys';
import { createContractPages } from './contract-pages';
import { fakeListDynamo } from './test-support/fake-list-dynamo';

/** Contract n: every third one paid, every fifth a draft, owners u-0 and u-1, titles alternating. */
const contractNumber = (n: number): ContractRecord => {
  const at = new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString();
  const base = { id: `c-${String(n).padStart(3, '0')}`, userId: `u-${n % 2}`, createdAt: at, updatedAt: at };
  const title = n % 2 === 0 ? 'Accordo di riservatezza' : 'Contratto di locazione';
  if (n % 5 === 0) return contractRecord({ ...base, title });
  return completedRecord({
    ...base,
    title,
    ...(n % 3 === 0 && { paymentId: { id: `p-${n}`, updatedAt: at } }),
  });
};

const setUp = (count: number, pageSize?: number) => {
  const records = Array.from({ length: count }, (_, n) => contractNumber(n));
  const contracts = new Map(records.map((record) => [record.id, toItem(record)]));
  for (const record of records) {
    for (const partition of partitionsOf(record)) {
      const id = counterIdOf(partition);
      contracts.set(id, { id, total: Number(contracts.get(id)?.total ?? 0) + 1 });
    }
  }
  const users = new Map([
    ['u-0', { id: 'u-0', status: 'confermato' }],
    ['u-1', { id: 'u-1', status: 'sospeso' }],
  ]);
  const fake = fakeListDynamo({ contracts, users }, pageSize);
  return {
    records,
    calls: fake.calls,
    list: createContractPages(fake.dynamo, { contracts: 'contracts', users: 'users' }),
  };
};

const newestFirst = (records: ContractRecord[]) =>
  [...records].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1)).map((record) => record.id);

describe('the contract list pages', () => {
  it.each([
    ['everyone completed', {}, (r: ContractRecord) => r.status === 'COMPLETED', ['COMPLETED', 'PAID']],
    [
      'one owner, paid',
      { ownerId: 'u-1' },
      (r: ContractRecord) => r.userId === 'u-1' && !!r.paymentId,
      ['PAID'],
    ],
    ['all states of one category', { categoryId: 'cat-1' }, () => true, ['TO_COMPLETE', 'COMPLETED', 'PAID']],
  ] as const)(
    'pages through %s from either end: each page is its slice, the total the counters',
    async (_case, scope, keep, states) => {
      const { records, list } = setUp(37);
      const expected = newestFirst(records.filter(keep));
      for (const limit of [1, 4, 10]) {
        const pages = Math.ceil(expected.length / limit) + 1;
        for (let page = 1; page <= pages; page += 1) {
          const { items, total } = await list({ ...scope, states: [...states] }, { page, limit });

          expect(total).toBe(expected.length);
          expect(items.map((item) => item.id)).toEqual(expected.slice((page - 1) * limit, page * limit));
        }
      }
    },
  );

  it('reads the last page from the oldest end, about as little as the first page', async () => {
    const { list, calls } = setUp(120, 1000);
    await list({ states: ['COMPLETED'] }, { page: 1, limit: 10 });
    const firstPageReads = calls.itemsRead;

    const total = (await list({ states: ['COMPLETED'] }, { page: 1, limit: 1 })).total;
    calls.itemsRead = 0;
    await list({ states: ['COMPLETED'] }, { page: Math.ceil(total / 10), limit: 10 });

    expect(calls.itemsRead).toBeLessThanOrEqual(firstPageReads);
  });

  it('counts and pages the active owner filter by reading the partitions whole', async () => {
    const { records, list } = setUp(30);
    const completed = records.filter((record) => record.status === 'COMPLETED');

    const inactive = await list(
      { states: ['COMPLETED', 'PAID'], userActive: false },
      { page: 1, limit: 100 },
    );
    const secondPage = await list({ states: ['COMPLETED', 'PAID'], userActive: true }, { page: 2, limit: 3 });

    expect(inactive.items.map((item) => item.id)).toEqual(
      newestFirst(completed.filter((r) => r.userId === 'u-1')),
    );
    expect(inactive.total).toBe(inactive.items.length);
    const active = newestFirst(completed.filter((r) => r.userId === 'u-0'));
    expect(secondPage.items.map((item) => item.id)).toEqual(active.slice(3, 6));
    expect(secondPage.total).toBe(active.length);
  });

  it('answers an empty page without reading anything when no state is asked for', async () => {
    const { list, calls } = setUp(10);

    expect(await list({ states: [] }, { page: 1, limit: 10 })).toEqual({ items: [], total: 0 });
    expect(calls.queries).toBe(0);
  });
});
