const UNITS = (
  'zero uno due tre quattro cinque sei sette otto nove dieci undici dodici tredici quattordici quindici sedici ' +
  'diciassette diciotto diciannove'
).split(' ');
const TENS = ['', '', ...'venti trenta quaranta cinquanta sessanta settanta ottanta novanta'.split(' ')];

/** 1–99: a ten drops its last vowel before `uno` and `otto` (ventuno, ventotto). */
const belowHundred = (n: number): string => {
  if (n < 20) return UNITS[n] ?? '';
  const ten = TENS[Math.floor(n / 10)] ?? '';
  const unit = n % 10;
  if (unit === 0) return ten;
  return (unit === 1 || unit === 8 ? ten.slice(0, -1) : ten) + (UNITS[unit] ?? '');
};

/** 1–999: `cento` keeps its vowel except before `otto` and `ottanta` (centotto, centottanta). */
const belowThousand = (n: number): string => {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return belowHundred(rest);
  const head = hundreds === 1 ? 'cento' : `${UNITS[hundreds] ?? ''}cento`;
  if (rest === 0) return head;
  const tail = belowHundred(rest);
  return (tail.startsWith('ott') ? head.slice(0, -1) : head) + tail;
};

/** 1–999 999: `mille`, `milleuno`, `duemila`, `ventunomila`. */
const belowMillion = (n: number): string => {
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  const head = thousands === 0 ? '' : thousands === 1 ? 'mille' : `${belowThousand(thousands)}mila`;
  return head + (rest === 0 ? '' : belowThousand(rest));
};

/** A `tre` that ends a word made of several takes the accent: ventitré, centotré, milletré (but tre). */
const accentFinalTre = (word: string): string =>
  word !== 'tre' && word.endsWith('tre') ? `${word.slice(0, -3)}tré` : word;

/** `un milione`, `due milioni`, `un miliardo`…: the large units are separate words. */
const scaled = (count: number, one: string, many: string): string =>
  count === 1 ? `un ${one}` : `${accentFinalTre(belowMillion(count))} ${many}`;

/**
 * A whole number from 0 up to 999 999 999 999 in Italian words, joined as on a cheque: `duemilaventitré`,
 * `un milione duecentomila`.
 */
export const integerInWords = (value: bigint): string => {
  if (value < 0n) return `meno ${integerInWords(-value)}`;
  if (value === 0n) return 'zero';
  const billions = Number(value / 1_000_000_000n);
  const millions = Number((value / 1_000_000n) % 1000n);
  const rest = Number(value % 1_000_000n);
  const words = [
    billions > 0 ? scaled(billions, 'miliardo', 'miliardi') : '',
    millions > 0 ? scaled(millions, 'milione', 'milioni') : '',
    rest > 0 ? accentFinalTre(belowMillion(rest)) : '',
  ].filter(Boolean);
  return words.join(' ');
};
