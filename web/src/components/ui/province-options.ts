import { ITALIAN_PROVINCES } from '@redigo/shared/tax-codes/index';
import type { SelectOption } from './choice-fields';

/** The Italian provinces for a select, by name: `Roma (RM)`, valued by their code. */
export const PROVINCE_OPTIONS: readonly SelectOption[] = Object.entries(ITALIAN_PROVINCES)
  .map(([value, name]) => ({ value, label: `${name} (${value})` }))
  .sort((a, b) => a.label.localeCompare(b.label, 'it'));
