import { completedRecord } from '../../../areas/contracts/test-support/contract-fixtures';
import { matchesSearch, searchItemsOf, searchTextOf, searchWriteItems } from './contract-search-keys';

const lease = completedRecord({
  name: 'Locazione via Po – Mario Rossi',
  title: 'Contratto di locazione abitativa 4+4',
  parties: ['Mario Rossi', 'Società Èlite S.r.l.'],
});

describe('the search items of a contract', () => {
  it("hold each word of its name, title and parties once, folded, and are keyed by each word's first three letters", () => {
    const text = searchTextOf(lease);
    const prefixes = [...searchItemsOf(lease).keys()];

    expect(text).toBe(' locazione via po mario rossi contratto di abitativa 4 societa elite s r l ');
    expect(prefixes).toEqual(['loc', 'via', 'mar', 'ros', 'con', 'abi', 'soc', 'eli']);
    expect(searchItemsOf(lease).get('ros')).toMatchObject({
      id: `search#${lease.id}#ros`,
      searchKey: 'ros',
      searchSort: `${lease.userId}#${lease.createdAt}#${lease.id}`,
      listState: 'COMPLETED',
      contractId: lease.id,
    });
  });

  it('match a search whose every word begins a word of theirs', () => {
    const text = searchTextOf(lease);
    expect(matchesSearch(text, ['ross', 'mar'])).toBe(true);
    expect(matchesSearch(text, ['societa'])).toBe(true);
    expect(matchesSearch(text, ['ossi'])).toBe(false);
    expect(matchesSearch(text, ['rossi', 'bianchi'])).toBe(false);
  });

  it('are written only where something a search reads changed, and deleted for a prefix gone', () => {
    const renamed = { ...lease, name: 'Appartamento Bianchi', version: lease.version + 1 };

    const unchanged = searchWriteItems('contracts', lease, { ...lease, version: lease.version + 1 });
    const writes = searchWriteItems('contracts', lease, renamed);

    expect(unchanged).toEqual([]);
    expect(writes.filter((item) => item.Delete).map((item) => item.Delete?.Key?.id)).toEqual([
      `search#${lease.id}#via`,
    ]);
    expect(writes.filter((item) => item.Put).map((item) => item.Put?.Item?.searchKey)).toEqual(
      expect.arrayContaining(['app', 'bia', 'ros', 'loc']),
    );
    expect(searchWriteItems('contracts', lease, undefined)).toHaveLength(searchItemsOf(lease).size);
  });
});
