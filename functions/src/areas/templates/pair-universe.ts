/**
 * Every pair of values of two different parameters, and every single value, as bits: done once a row has covered
 * it or it is known that no row can. Values are small integers; a pair (p = a, q = b), p < q, is the bit
 * `blockStart(p, q) + a * size(q) + b`, so a row of n parameters marks its n² / 2 pairs with index arithmetic only.
 */
export class PairUniverse {
  readonly pairCount: number;
  /** Where the block of the pairs of p and q (p < q) starts, at `p * n + q`. */
  private readonly starts: Int32Array;
  /** The blocks in order, to find the parameters of a pair from its bit. */
  private readonly blocks: { start: number; first: number; second: number }[] = [];
  private readonly pairs: Int32Array;
  private readonly singles: Uint8Array[];
  private pairsLeft: number;
  private singlesLeft: number;

  constructor(private readonly sizes: readonly number[]) {
    const n = sizes.length;
    this.starts = new Int32Array(n * n);
    let count = 0;
    for (let first = 0; first < n; first += 1) {
      for (let second = first + 1; second < n; second += 1) {
        const size = (sizes[first] ?? 0) * (sizes[second] ?? 0);
        this.starts[first * n + second] = count;
        if (size > 0) this.blocks.push({ start: count, first, second });
        count += size;
      }
    }
    this.pairCount = count;
    this.pairs = new Int32Array(Math.ceil(count / 32));
    this.pairsLeft = count;
    this.singles = sizes.map((size) => new Uint8Array(size));
    this.singlesLeft = sizes.reduce((sum, size) => sum + size, 0);
  }

  get finished(): boolean {
    return this.pairsLeft === 0 && this.singlesLeft === 0;
  }

  /** The bit of the pair (first = a, second = b); `first` must come before `second`. */
  pairBit(first: number, a: number, second: number, b: number): number {
    return (this.starts[first * this.sizes.length + second] ?? 0) + a * (this.sizes[second] ?? 0) + b;
  }

  isPairDone(bit: number): boolean {
    return ((this.pairs[bit >>> 5] ?? 0) & (1 << (bit & 31))) !== 0;
  }

  /**
   * Adds 1 to `scores[value]` for each value of the later parameter whose pair with one earlier value is not done:
   * `base` is `pairBit(earlier, itsValue, later, 0)` (the inner loop of every row: kept to plain array reads).
   */
  countOpen(base: number, scores: Int32Array): void {
    const pairs = this.pairs;
    for (let value = 0; value < scores.length; value += 1) {
      const bit = base + value;
      scores[value] = (scores[value] as number) + ((((pairs[bit >>> 5] as number) >>> (bit & 31)) & 1) ^ 1);
    }
  }

  /**
   * The same for a later parameter already in the row: `scores[value]` gains 1 when the pair (this parameter =
   * value, later = laterValue) is not done.
   */
  countOpenBefore(parameter: number, later: number, laterValue: number, scores: Int32Array): void {
    const pairs = this.pairs;
    const stride = this.sizes[later] ?? 0;
    let bit = this.pairBit(parameter, 0, later, laterValue);
    for (let value = 0; value < scores.length; value += 1, bit += stride) {
      scores[value] = (scores[value] as number) + ((((pairs[bit >>> 5] as number) >>> (bit & 31)) & 1) ^ 1);
    }
  }

  /** Marks a pair done; true when it was not. */
  donePair(bit: number): boolean {
    if (this.isPairDone(bit)) return false;
    this.pairs[bit >>> 5] = (this.pairs[bit >>> 5] ?? 0) | (1 << (bit & 31));
    this.pairsLeft -= 1;
    return true;
  }

  isSingleDone(parameter: number, value: number): boolean {
    return this.singles[parameter]?.[value] === 1;
  }

  /** Marks a single value done; true when it was not. */
  doneSingle(parameter: number, value: number): boolean {
    const values = this.singles[parameter];
    if (!values || values[value] === 1) return false;
    values[value] = 1;
    this.singlesLeft -= 1;
    return true;
  }

  /** The first pair not done at or after `from`, as its parameters and values; null when all are. */
  nextPair(from: number): { bit: number; first: number; a: number; second: number; b: number } | null {
    for (let word = from >>> 5; word < this.pairs.length; word += 1) {
      const bits = this.pairs[word] ?? 0;
      if (bits === -1) continue;
      for (let offset = word === from >>> 5 ? from & 31 : 0; offset < 32; offset += 1) {
        const bit = word * 32 + offset;
        if (bit >= this.pairCount) return null;
        if ((bits & (1 << offset)) === 0) return { bit, ...this.decode(bit) };
      }
    }
    return null;
  }

  /** The first single value not done, or null. */
  nextSingle(): { parameter: number; value: number } | null {
    if (this.singlesLeft === 0) return null;
    for (const [parameter, values] of this.singles.entries()) {
      const value = values.indexOf(0);
      if (value >= 0) return { parameter, value };
    }
    return null;
  }

  private decode(bit: number) {
    let low = 0;
    let high = this.blocks.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if ((this.blocks[middle]?.start ?? 0) <= bit) low = middle;
      else high = middle - 1;
    }
    const { start, first, second } = this.blocks[low] ?? { start: 0, first: 0, second: 0 };
    const size = this.sizes[second] ?? 1;
    return { first, a: Math.floor((bit - start) / size), second, b: (bit - start) % size };
  }
}
