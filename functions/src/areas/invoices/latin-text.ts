const TYPOGRAPHIC: Readonly<Record<string, string>> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u20ac': 'EUR',
};

/**
 * A text FatturaPA's Latin fields accept (Basic Latin and Latin-1 Supplement): typographic quotes and dashes
 * become plain ones, accented letters outside Latin-1 lose their accent, anything else becomes `?`.
 */
export const toLatinText = (text: string): string =>
  [...text.replace(/\s+/g, ' ').trim()]
    .map((char) => {
      if (/[\u0020-\u007e\u00a0-\u00ff]/.test(char)) return char;
      const plain = TYPOGRAPHIC[char] ?? char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      return /^[\u0020-\u007e\u00a0-\u00ff]+$/.test(plain) ? plain : '?';
    })
    .join('');
