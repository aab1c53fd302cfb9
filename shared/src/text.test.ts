import { foldName, searchWords } from './text';

describe('foldName', () => {
  it('drops accents, case and extra spaces, and folds compatibility forms that stay one character', () => {
    expect(foldName('  Società   Àlfa ')).toBe('societa alfa');
    expect(foldName('Societa\u0300')).toBe('societa');
    expect(foldName('ＡＢＣ')).toBe('abc');
    expect(foldName('İstanbul')).toBe('istanbul');
  });

  it('never lets one character become many: U+FDFA, U+337F and «ﬁ» stay one each', () => {
    expect(foldName('\uFDFA'.repeat(40))).toBe('\uFDFA'.repeat(40));
    expect(foldName('\u337F')).toBe('\u337F');
    expect([...foldName('ﬁne')]).toHaveLength(3);
    expect(searchWords('\uFDFA\uFDFA\uFDFA')).toEqual(['\uFDFA\uFDFA\uFDFA']);
  });

  it('is never longer than its text, for every assigned plane (0 to 3 and 14)', () => {
    const longer: string[] = [];
    const planes = [
      [0, 0x3ffff],
      [0xe0000, 0xeffff],
    ];
    for (const [first = 0, last = 0] of planes)
      for (let codePoint = first; codePoint <= last; codePoint += 1) {
        if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
        const character = String.fromCodePoint(codePoint);
        if (foldName(character).length > character.length) longer.push(codePoint.toString(16));
      }
    expect(longer).toEqual([]);
  });
});
