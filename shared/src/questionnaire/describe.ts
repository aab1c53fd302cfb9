import type { Condition } from '../domain/question';
import { expectedValues } from './conditions';

/** A condition as the admin screens show it: `variabile = risposta && altra = risposta2 o risposta3`. */
export const describeCondition = (condition: Condition): string =>
  Object.entries(condition)
    .map(([variable, expected]) => `${variable} = ${expectedValues(expected).join(' o ')}`)
    .join(' && ');
