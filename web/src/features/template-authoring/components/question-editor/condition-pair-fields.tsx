import type { ReactNode } from 'react';
import { isGroup, type Question } from '@redigo/shared/domain/question';
import {
  DATE_COMPARISONS,
  GROUP_TESTS,
  isChoiceField,
  isComparisonKind,
  NUMBER_COMPARISONS,
} from './condition-pairs';
import type { PairDraft, PairErrors } from './use-condition-builder';

type PickedName = Exclude<keyof PairDraft, 'kind' | 'variable'>;

interface PickFieldProps {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
  children: (described: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled control of the builder with its hint and its problem, which describe it. */
const PickField = ({ id, label, error, hint, children }: PickFieldProps) => {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children({
        ...(error && { 'aria-invalid': true as const }),
        ...(described && { 'aria-describedby': described }),
      })}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
};

interface PairFieldsProps {
  id: string;
  /** The earlier question chosen. */
  question: Question;
  pair: PairDraft;
  errors: PairErrors;
  onChange: (name: PickedName, value: string) => void;
}

const options = (entries: [string, string][], empty: string) => [
  <option key="" value="">
    {empty}
  </option>,
  ...entries.map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  )),
];

const selectClass = 'field__input field__input--select';

/**
 * What the chosen question needs to make a pair: the answer of a choice; «Confronto» and «Valore» for a number, an
 * amount or a date (`maggiore di` 1.000,00, `successiva al` 01/03/2026); for a group, «Elementi» («almeno un
 * elemento», «tutti gli elementi»), one of its choice fields and that field's option.
 */
export const PairFields = ({ id, question, pair, errors, onChange }: PairFieldsProps) => {
  const select = (name: PickedName, label: string, entries: [string, string][], empty: string) => (
    <PickField id={`${id}-${name}`} label={label} error={errors[name]}>
      {(described) => (
        <select
          id={`${id}-${name}`}
          className={selectClass}
          value={pair[name]}
          onChange={(event) => onChange(name, event.target.value)}
          {...described}
        >
          {options(entries, empty)}
        </select>
      )}
    </PickField>
  );

  if (isGroup(question)) {
    const fields = question.fields.filter(isChoiceField);
    const field = fields.find((candidate) => candidate.variable === pair.field);
    return (
      <>
        {select('quantifier', 'Elementi', Object.entries(GROUP_TESTS), 'Scegli')}
        {select(
          'field',
          'Campo di ogni elemento',
          fields.map((each) => [each.variable, `${each.question} (${each.variable})`]),
          'Scegli un campo',
        )}
        {select(
          'option',
          'Risposta del campo',
          (field?.options ?? []).map((option) => [option, option]),
          'Scegli una risposta',
        )}
      </>
    );
  }
  if (isComparisonKind(pair.kind)) {
    const date = pair.kind === 'date';
    return (
      <>
        {select(
          'operator',
          'Confronto',
          Object.entries(date ? DATE_COMPARISONS : NUMBER_COMPARISONS),
          'Scegli un confronto',
        )}
        <PickField
          id={`${id}-operand`}
          label="Valore"
          error={errors.operand}
          hint={date ? 'Nel formato gg/mm/aaaa, per esempio 01/03/2026.' : 'Per esempio 1.000,50.'}
        >
          {(described) => (
            <input
              id={`${id}-operand`}
              className="field__input"
              value={pair.operand}
              inputMode={date ? 'numeric' : 'decimal'}
              autoComplete="off"
              onChange={(event) => onChange('operand', event.target.value)}
              {...described}
            />
          )}
        </PickField>
      </>
    );
  }
  return select(
    'answer',
    'Risposta richiesta',
    question.options.map((option) => [option, option]),
    'Scegli una risposta',
  );
};
