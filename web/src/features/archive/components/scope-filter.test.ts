import { scopeOf } from './scope-filter';

describe('the archive scope', () => {
  it.each([
    ['miei', 'mine'],
    ['studio', 'studio'],
    [null, 'all'],
    ['tutti', 'all'],
    ['', 'all'],
  ] as const)('reads ?ambito=%s as %s', (param, scope) => {
    expect(scopeOf(param)).toBe(scope);
  });
});
