import { completedRecord, contractRecord } from '../../../areas/contracts/test-support/contract-fixtures';
import { counterIdOf, listAttributesOf, partitionsOf, partitionsOfScope } from './contract-list-keys';

describe('the partitions of a contract', () => {
  it('lists a draft under its owner and its category, alone and with everyone', () => {
    const record = contractRecord({ userId: 'u-7', categoryId: 'cat-2' });

    expect(partitionsOf(record)).toEqual([
      { index: 'owner', value: 'u-7#TO_COMPLETE' },
      { index: 'ownerCategory', value: 'u-7#TO_COMPLETE#cat-2' },
      { index: 'all', value: 'TO_COMPLETE' },
      { index: 'allCategory', value: 'TO_COMPLETE#cat-2' },
    ]);
  });

  it('lists a paid contract as PAID, and one without a category under a placeholder (keys cannot be empty)', () => {
    const record = completedRecord({ categoryId: '', paymentId: { id: 'p', updatedAt: 'x' } });

    expect(partitionsOf(record).map((partition) => partition.value)).toEqual([
      'u-1#PAID',
      'u-1#PAID#-',
      'PAID',
      'PAID#-',
    ]);
  });

  it('puts the partitions and the sort key on the item, the sort key newest-last by creation then id', () => {
    const attributes = listAttributesOf(
      completedRecord({ id: 'c-9', createdAt: '2026-05-01T00:00:00.000Z' }),
    );

    expect(attributes).toEqual({
      listSort: '2026-05-01T00:00:00.000Z#c-9',
      ownerKey: 'u-1#COMPLETED',
      ownerCategoryKey: 'u-1#COMPLETED#cat-1',
      stateKey: 'COMPLETED',
      stateCategoryKey: 'COMPLETED#cat-1',
    });
  });
});

describe('partitionsOfScope', () => {
  it.each([
    [{ ownerId: 'u-1', states: ['PAID'] }, [{ index: 'owner', value: 'u-1#PAID' }]],
    [
      { ownerId: 'u-1', states: ['PAID'], categoryId: 'c' },
      [{ index: 'ownerCategory', value: 'u-1#PAID#c' }],
    ],
    [
      { states: ['COMPLETED', 'PAID'] },
      [
        { index: 'all', value: 'COMPLETED' },
        { index: 'all', value: 'PAID' },
      ],
    ],
    [{ states: ['TO_COMPLETE'], categoryId: 'c' }, [{ index: 'allCategory', value: 'TO_COMPLETE#c' }]],
    [{ states: [] }, []],
  ] as const)('reads %j from %j', (scope, expected) => {
    expect(partitionsOfScope({ ...scope, states: [...scope.states] })).toEqual(expected);
  });

  it('names each partition counter after its index and value', () => {
    expect(counterIdOf({ index: 'ownerCategory', value: 'u-1#PAID#c' })).toBe(
      'count#by-owner-category#u-1#PAID#c',
    );
  });
});
