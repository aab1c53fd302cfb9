/**
 * Exact decimal arithmetic on BigInt (docs/api.md, "Computed amounts and rules across answers"): a value is a
 * coefficient and a scale, `coefficient / 10^scale`. Sums, differences and products are exact; a quotient that does
 * not end is carried to 20 significant digits. Nothing is rounded until roundHalfUp is asked for, once, at the end.
 */
export interface Decimal {
  readonly coefficient: bigint;
  readonly scale: number;
}

/** The significant digits a quotient that does not end is carried to. */
export const DIVISION_DIGITS = 20;

const TEN = 10n;
const pow10 = (exponent: number): bigint => TEN ** BigInt(exponent);
const abs = (value: bigint): bigint => (value < 0n ? -value : value);

/** The same value with trailing zeros of its decimals dropped: `1.50` → `1.5`, `12.00` → `12`. */
export const normalize = ({ coefficient, scale }: Decimal): Decimal => {
  let c = coefficient;
  let s = scale;
  while (s > 0 && c % TEN === 0n) {
    c /= TEN;
    s -= 1;
  }
  return { coefficient: c, scale: s };
};

const DECIMAL_TEXT = /^(-?)(\d+)(?:\.(\d+))?$/;

/** A decimal from its text with a dot (`-1234.5`, `0.15`), or null when it is not one. */
export const parseDecimal = (text: string): Decimal | null => {
  const match = DECIMAL_TEXT.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', decimals = ''] = match;
  const coefficient = BigInt(`${whole}${decimals}`);
  return normalize({ coefficient: sign ? -coefficient : coefficient, scale: decimals.length });
};

/** An integer as a decimal. */
export const fromInteger = (value: number | bigint): Decimal => ({ coefficient: BigInt(value), scale: 0 });

/** Both coefficients at the larger scale. */
const aligned = (a: Decimal, b: Decimal): [bigint, bigint, number] => {
  const scale = Math.max(a.scale, b.scale);
  return [a.coefficient * pow10(scale - a.scale), b.coefficient * pow10(scale - b.scale), scale];
};

export const add = (a: Decimal, b: Decimal): Decimal => {
  const [x, y, scale] = aligned(a, b);
  return normalize({ coefficient: x + y, scale });
};

export const subtract = (a: Decimal, b: Decimal): Decimal => {
  const [x, y, scale] = aligned(a, b);
  return normalize({ coefficient: x - y, scale });
};

export const multiply = (a: Decimal, b: Decimal): Decimal =>
  normalize({ coefficient: a.coefficient * b.coefficient, scale: a.scale + b.scale });

export const negate = (a: Decimal): Decimal => ({ coefficient: -a.coefficient, scale: a.scale });

export const isZero = (a: Decimal): boolean => a.coefficient === 0n;

/** -1, 0 or 1 as a is less than, equal to or greater than b. */
export const compare = (a: Decimal, b: Decimal): -1 | 0 | 1 => {
  const [x, y] = aligned(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
};

/** Integer division rounding half up (away from zero on a tie), for non-negative numerator and positive divisor. */
const divideHalfUp = (numerator: bigint, divisor: bigint): bigint => {
  const quotient = numerator / divisor;
  return (numerator % divisor) * 2n >= divisor ? quotient + 1n : quotient;
};

const digitCount = (value: bigint): number => (value === 0n ? 1 : abs(value).toString().length);

/**
 * a / b, exact when the quotient ends (its denominator has no prime factor but 2 and 5), else carried to 20
 * significant digits (the last one rounded half up); null when b is zero.
 */
export const divide = (a: Decimal, b: Decimal): Decimal | null => {
  if (isZero(b)) return null;
  if (isZero(a)) return { coefficient: 0n, scale: 0 };
  const negative = a.coefficient < 0n !== b.coefficient < 0n;
  // a / b = (|a.c| · 10^b.s) / (|b.c| · 10^a.s)
  const numerator = abs(a.coefficient) * pow10(b.scale);
  const denominator = abs(b.coefficient) * pow10(a.scale);
  let rest = denominator;
  let twos = 0;
  let fives = 0;
  while (rest % 2n === 0n) {
    rest /= 2n;
    twos += 1;
  }
  while (rest % 5n === 0n) {
    rest /= 5n;
    fives += 1;
  }
  let coefficient: bigint;
  let scale: number;
  if (numerator % rest === 0n) {
    // It ends: multiply up to a power of ten.
    scale = Math.max(twos, fives);
    coefficient = (numerator * pow10(scale)) / denominator;
  } else {
    // The integer part's digits, then as many decimals as make 20 significant digits.
    const whole = numerator / denominator;
    const wholeDigits = whole === 0n ? 0 : digitCount(whole);
    if (wholeDigits >= DIVISION_DIGITS) {
      scale = 0;
      coefficient = divideHalfUp(numerator, denominator);
    } else {
      // Leading zeros after the point do not count as significant digits.
      let zeros = 0;
      if (whole === 0n) {
        let scaled = numerator * TEN;
        while (scaled < denominator) {
          scaled *= TEN;
          zeros += 1;
        }
      }
      scale = DIVISION_DIGITS - wholeDigits + zeros;
      coefficient = divideHalfUp(numerator * pow10(scale), denominator);
    }
  }
  return normalize({ coefficient: negative ? -coefficient : coefficient, scale });
};

/** The value rounded half up (away from zero on a tie: -0.5 → -1) to `decimals` decimals. */
export const roundHalfUp = (a: Decimal, decimals: number): Decimal => {
  if (a.scale <= decimals) return a;
  const divisor = pow10(a.scale - decimals);
  const rounded = divideHalfUp(abs(a.coefficient), divisor);
  return normalize({ coefficient: a.coefficient < 0n ? -rounded : rounded, scale: decimals });
};

/** The value's decimals, trailing zeros dropped. */
export const decimalsOf = (a: Decimal): number => normalize(a).scale;

/** The canonical text with a dot and the given number of decimals at least (`1234.5`, `-0.25`, `12.00`). */
export const toPlainString = (a: Decimal, minDecimals = 0): string => {
  const value = normalize(a);
  const scale = Math.max(value.scale, minDecimals);
  const coefficient = abs(value.coefficient) * pow10(scale - value.scale);
  const digits = coefficient.toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const decimals = digits.slice(digits.length - scale);
  const sign = value.coefficient < 0n ? '-' : '';
  return `${sign}${whole}${scale > 0 ? `.${decimals}` : ''}`;
};
