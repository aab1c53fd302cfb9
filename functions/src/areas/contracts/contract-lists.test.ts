import { statesFor } from './contract-lists';

describe('statesFor', () => {
  it.each([
    [undefined, undefined, ['TO_COMPLETE', 'COMPLETED', 'PAID']],
    ['COMPLETED', undefined, ['COMPLETED', 'PAID']],
    ['COMPLETED', true, ['PAID']],
    ['COMPLETED', false, ['COMPLETED']],
    ['TO_COMPLETE', undefined, ['TO_COMPLETE']],
    ['TO_COMPLETE', true, []],
    ['TO_COMPLETE', false, ['TO_COMPLETE']],
    [undefined, true, ['PAID']],
    [undefined, false, ['TO_COMPLETE', 'COMPLETED']],
  ] as const)('status %s and payed %s list the states %j', (status, payed, expected) => {
    expect(statesFor(status, payed)).toEqual(expected);
  });
});
