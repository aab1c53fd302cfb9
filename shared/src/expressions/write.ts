import { formatItalianAmount, formatItalianNumber } from '../italian/numbers';
import { roundHalfUp, toPlainString } from './decimal';
import type { ExpressionValue } from './values';

/** The decimals a plain number is written with at most: a division that does not end is rounded there. */
export const NUMBER_DECIMALS = 6;

/**
 * A computed number or amount as the document writes it, rounded half up once, here: an amount with two decimals
 * (`271,60`, `-1.234,50`), a number with its significant decimals, at most 6 (`24 * 0.5` → `12`, `1 / 3` →
 * `0,333333`); the canonical text (`271.60`, `12`) when `form` is `canonical`, for filters such as `lettere`. Empty
 * for anything but a decimal.
 */
export const writeComputed = (value: ExpressionValue, form: 'italian' | 'canonical' = 'italian'): string => {
  if (value?.type !== 'decimal') return '';
  if (value.kind === 'amount') {
    const canonical = toPlainString(roundHalfUp(value.value, 2), 2);
    return form === 'canonical' ? canonical : formatItalianAmount(canonical);
  }
  const canonical = toPlainString(roundHalfUp(value.value, NUMBER_DECIMALS));
  return form === 'canonical' ? canonical : formatItalianNumber(canonical);
};
