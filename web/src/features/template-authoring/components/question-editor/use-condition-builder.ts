import { useState } from 'react';
import type { ValidationError } from 'yup';
import type { Condition, Question } from '@redigo/shared/domain/question';
import {
  conditionPairSchema,
  type ConditionPairKind,
  type ConditionPairValues,
} from '@redigo/shared/schemas/questions';
import { canJoin, pairKindOf, pairValue } from './condition-pairs';

/** The builder's fields as picked: the question and its kind, then as texts what that kind asks. */
export type PairDraft = { kind: ConditionPairKind } & Record<
  Exclude<keyof ConditionPairValues, 'kind'>,
  string
>;
export type PairErrors = Partial<Record<keyof PairDraft, string>>;

const EMPTY_PAIR: PairDraft = {
  kind: 'choice',
  variable: '',
  answer: '',
  operator: '',
  operand: '',
  quantifier: 'any',
  field: '',
  option: '',
};

const errorsOf = (invalid: ValidationError): PairErrors =>
  Object.fromEntries(invalid.inner.map((e) => [e.path, e.message]));

/**
 * The condition being built in the dialog: its pairs so far, the pair being picked (an earlier question, then its
 * answer, its comparison or its group test) and that pair's problems under the shared rules (conditionPairSchema).
 */
export const useConditionBuilder = (earlier: Question[], onAdd: (condition: Condition) => void) => {
  const [condition, setCondition] = useState<Condition>({});
  const [pair, setPair] = useState<PairDraft>(EMPTY_PAIR);
  const [errors, setErrors] = useState<PairErrors>({});
  const available = earlier.filter((question) => canJoin(condition, question));
  const chosen = earlier.find((question) => question.variable === pair.variable);

  const choose = (variable: string) => {
    const question = earlier.find((candidate) => candidate.variable === variable);
    setPair({ ...EMPTY_PAIR, variable, kind: (question && pairKindOf(question)) ?? 'choice' });
  };
  const set = (name: Exclude<keyof PairDraft, 'kind' | 'variable'>, value: string) =>
    setPair((current) => ({ ...current, [name]: value, ...(name === 'field' && { option: '' }) }));

  const reset = () => {
    setCondition({});
    setPair(EMPTY_PAIR);
    setErrors({});
  };

  /** The condition with the pair being picked, or null when that pair is incomplete (its errors then show). */
  const withPicked = async (): Promise<Condition | null> => {
    let values: ConditionPairValues;
    try {
      values = await conditionPairSchema.validate(pair, { abortEarly: false });
    } catch (invalid) {
      setErrors(errorsOf(invalid as ValidationError));
      return null;
    }
    setErrors({});
    setPair(EMPTY_PAIR);
    return { ...condition, [pair.variable]: pairValue(values, condition[pair.variable]) };
  };

  const addPair = async () => {
    const next = await withPicked();
    if (next) setCondition(next);
  };

  /** Adds the condition to the question; false while the pair being picked is incomplete or nothing was picked. */
  const save = async (): Promise<boolean> => {
    const next = pair.variable ? await withPicked() : condition;
    if (!next || Object.keys(next).length === 0) return false;
    onAdd(next);
    reset();
    return true;
  };

  const removePair = (variable: string) =>
    setCondition(Object.fromEntries(Object.entries(condition).filter(([other]) => other !== variable)));

  return { condition, pair, errors, available, chosen, choose, set, addPair, save, reset, removePair };
};
