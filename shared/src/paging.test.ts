import { pageOf, toPaged } from './paging';

describe('paging', () => {
  it('cuts pages of a list held in memory and counts them', () => {
    const items = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(items, 3, 10)).toEqual({ results: [20, 21, 22], page: 3, totalPages: 3, totalResults: 23 });
    expect(pageOf(items, 4, 10).results).toEqual([]);
  });

  it('gives an empty list one empty page', () => {
    expect(pageOf([], 1, 10)).toEqual({ results: [], page: 1, totalPages: 1, totalResults: 0 });
    expect(toPaged([], 0, 1, 10).totalPages).toBe(1);
  });

  it('counts a last partial page', () => {
    expect(toPaged(['a'], 21, 3, 10).totalPages).toBe(3);
    expect(toPaged(['a'], 20, 2, 10).totalPages).toBe(2);
  });
});
