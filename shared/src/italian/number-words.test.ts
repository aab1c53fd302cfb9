import { integerInWords } from './number-words';

/** Italian orthography as on a cheque: elisions (ventuno, ventotto, centotto), the final accented tré. */
const CASES: [number, string][] = [
  [0, 'zero'],
  [1, 'uno'],
  [3, 'tre'],
  [8, 'otto'],
  [11, 'undici'],
  [13, 'tredici'],
  [17, 'diciassette'],
  [19, 'diciannove'],
  [20, 'venti'],
  [21, 'ventuno'],
  [23, 'ventitré'],
  [28, 'ventotto'],
  [31, 'trentuno'],
  [33, 'trentatré'],
  [38, 'trentotto'],
  [48, 'quarantotto'],
  [80, 'ottanta'],
  [81, 'ottantuno'],
  [88, 'ottantotto'],
  [99, 'novantanove'],
  [100, 'cento'],
  [101, 'centouno'],
  [103, 'centotré'],
  [108, 'centotto'],
  [111, 'centoundici'],
  [123, 'centoventitré'],
  [180, 'centottanta'],
  [200, 'duecento'],
  [333, 'trecentotrentatré'],
  [999, 'novecentonovantanove'],
  [1000, 'mille'],
  [1001, 'milleuno'],
  [1003, 'milletré'],
  [1100, 'millecento'],
  [2000, 'duemila'],
  [2023, 'duemilaventitré'],
  [3000, 'tremila'],
  [21000, 'ventunomila'],
  [23000, 'ventitremila'],
  [28000, 'ventottomila'],
  [100000, 'centomila'],
  [101000, 'centounomila'],
  [123456, 'centoventitremilaquattrocentocinquantasei'],
  [1_000_000, 'un milione'],
  [1_000_001, 'un milione uno'],
  [2_000_000, 'due milioni'],
  [3_000_003, 'tre milioni tre'],
  [1_234_567, 'un milione duecentotrentaquattromilacinquecentosessantasette'],
  [23_000_000, 'ventitré milioni'],
  [21_000_000, 'ventuno milioni'],
  [100_000_000, 'cento milioni'],
  [999_999_999, 'novecentonovantanove milioni novecentonovantanovemilanovecentonovantanove'],
  [1_000_000_000, 'un miliardo'],
  [3_000_000_000, 'tre miliardi'],
];

describe('integerInWords', () => {
  it.each(CASES)('%d is %s', (value, words) => {
    expect(integerInWords(BigInt(value))).toBe(words);
  });

  it('writes a negative number with meno', () => {
    expect(integerInWords(-21n)).toBe('meno ventuno');
  });
});
