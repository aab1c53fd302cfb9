import type { Answers, AnswerValue } from '@redigo/shared/domain/question';
import { Button } from '../../../components/ui/button';
import {
  fieldKey,
  fieldsAskedFor,
  type AskedGroup,
  type GroupProblems,
  type TypedItem,
} from './group-answer-state';
import { GroupFieldInput } from './group-field-input';
import { ItemAddressBook, type ItemAddressBookProps } from '../../contacts';
import { QuestionError } from '../questions/question-error';

interface GroupItemCardProps {
  group: AskedGroup;
  item: TypedItem;
  /** From 0. */
  index: number;
  /** The prefix of the ids of the card's controls. */
  idPrefix: string;
  outer: Answers;
  problems: GroupProblems;
  /** Given only for an item above `min_items`. */
  onRemove?: () => void;
  onChange: (variable: string, value: AnswerValue) => void;
  /** Given only for a lawyer's party group: «Scegli dalla rubrica» and «Salva in rubrica». */
  addressBook?: Pick<ItemAddressBookProps, 'source' | 'onPick' | 'onSaved' | 'onRefused'>;
}

/** The id of a field's first control in an item: where «Aggiungi» and a refused «Avanti» move the focus. */
export const fieldControlId = (idPrefix: string, index: number, variable: string): string =>
  `${idPrefix}-${index}-${variable}`;

/**
 * One item of a group as a card: «Locatore 2» as the legend of its fieldset, the fields asked for it now (a field
 * shows once its conditions hold for this item), each problem next to its field, «Rimuovi» above `min_items`, and the address book's buttons when given.
 */
export const GroupItemCard = ({
  group,
  item,
  index,
  idPrefix,
  outer,
  problems,
  onRemove,
  onChange,
  addressBook,
}: GroupItemCardProps) => {
  const label = `${group.item_label} ${index + 1}`;
  const itemProblem = problems.byField.get(fieldKey(index, ''));
  return (
    <fieldset className="group-item" id={`${idPrefix}-${index}`} tabIndex={-1}>
      <legend className="group-item__legend">{label}</legend>
      {onRemove && (
        <div className="group-item__remove">
          <Button variant="transparent" size="sm" onClick={onRemove} aria-label={`Rimuovi ${label}`}>
            Rimuovi
          </Button>
        </div>
      )}
      {addressBook && (
        <ItemAddressBook group={group} item={item} itemLabel={label} outer={outer} {...addressBook} />
      )}
      <QuestionError id={`${idPrefix}-${index}-error`} message={itemProblem} />
      <div className="group-item__fields">
        {fieldsAskedFor(group, item, outer).map((field) => (
          <GroupFieldInput
            key={field.variable}
            field={field}
            id={fieldControlId(idPrefix, index, field.variable)}
            value={item[field.variable]}
            error={problems.byField.get(fieldKey(index, field.variable))}
            onChange={(value) => onChange(field.variable, value)}
          />
        ))}
      </div>
    </fieldset>
  );
};
