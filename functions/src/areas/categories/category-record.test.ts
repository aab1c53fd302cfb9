import { categorySortKey, normalizeCategoryName, uniqueNameOf } from './category-record';
import { foldName } from '@redigo/shared/text';

describe('category names', () => {
  it('are stored trimmed, with single spaces', () => {
    expect(normalizeCategoryName('  Diritto   di\tfamiglia ')).toBe('Diritto di famiglia');
  });

  it('are unique whatever their case and spacing, but not whatever their accents', () => {
    expect(uniqueNameOf(' LOCAZIONI ')).toBe(uniqueNameOf('locazioni'));
    expect(uniqueNameOf('Società')).not.toBe(uniqueNameOf('Societa'));
  });

  it('sort by their folded form, so accents and case do not move them', () => {
    const names = ['zeta', 'Àlfa', 'beta', 'Alfa'];

    expect([...names].sort((a, b) => categorySortKey(a).localeCompare(categorySortKey(b)))).toEqual([
      'Àlfa',
      'Alfa',
      'beta',
      'zeta',
    ]);
  });
});

describe('foldName', () => {
  it('lowers the case, drops accents and squeezes spaces', () => {
    expect(foldName('  Contratto di  LOCAZIONE  è Società ')).toBe('contratto di locazione e societa');
  });
});
