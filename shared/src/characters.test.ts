import { hasUnsafeCharacters } from './characters';

describe('hasUnsafeCharacters', () => {
  it.each([
    ['U+FFFE', '\ufffe'],
    ['U+FFFF', '\uffff'],
    ['U+FDD0', '\ufdd0'],
    ['U+FDEF', '\ufdef'],
    ['U+1FFFE', '\u{1fffe}'],
    ['U+10FFFF', '\u{10ffff}'],
    ['a lone high surrogate', '\ud800'],
    ['a lone low surrogate', '\udc00'],
    ['a low surrogate before a high one', '\udc00\ud800'],
  ])('finds %s, wherever it is', (_, character) => {
    expect(hasUnsafeCharacters(character)).toBe(true);
    expect(hasUnsafeCharacters(`Mario ${character} Rossi`)).toBe(true);
  });

  it.each([
    ['Italian text', 'Società “Alfa” – l’immobile è in via Dell’Orso, 3°'],
    ['an emoji (a surrogate pair)', 'Firma ✍️ 😀'],
    ['the characters next to the noncharacters', '\ufdcf\ufdf0\ufffd\u{1fffd}\u{10fffd}'],
    ['line breaks', 'riga 1\nriga 2'],
  ])('accepts %s', (_, text) => expect(hasUnsafeCharacters(text)).toBe(false));
});
