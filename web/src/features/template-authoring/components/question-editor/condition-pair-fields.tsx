import { isGroup, type Question } from '@redigo/shared/domain/question';
import {
  DATE_COMPARISONS,
  GROUP_TESTS,
  isChoiceField,
  isComparisonKind,
  NUMBER_COMPARISONS,
} from './condition-pairs';
import type { PairDraft, PairErrors } from './use-condition-builder';
import { PickField, PickSelect } from './pick-field';

type PickedName = Exclude<keyof PairDraft, 'kind' | 'variable'>;

interface PairFieldsProps {
  id: string;
  /** The earlier question chosen. */
  question: Question;
  pair: PairDraft;
  errors: PairErrors;
  onChange: (name: PickedName, value: string) => void;
}

/**
 * What the chosen question needs to make a pair: the answer of a choice; «Confronto» and «Valore» for a number, an
 * amount or a date (`maggiore di` 1.000,00, `successiva al` 01/03/2026); for a group, «Elementi» («almeno un
 * elemento», «tutti gli elementi»), one of its choice fields and that field's option.
 */
export const PairFields = ({ id, question, pair, errors, onChange }: PairFieldsProps) => {
  const select = (name: PickedName, label: string, entries: [string, string][], empty: string) => (
    <PickSelect
      id={`${id}-${name}`}
      label={label}
      error={errors[name]}
      value={pair[name]}
      entries={entries}
      empty={empty}
      onChange={(value) => onChange(name, value)}
    />
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
