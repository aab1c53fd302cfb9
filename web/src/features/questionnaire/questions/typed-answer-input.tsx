import type { SimpleQuestion } from '@redigo/shared/domain/question';
import { PROVINCE_OPTIONS } from '../../../components/ui/province-options';
import { useTypedAnswerInput } from './use-typed-answer-input';

/** The keyboard a phone shows for each type. */
const INPUT_MODES: Partial<Record<string, 'decimal' | 'numeric'>> = {
  number: 'decimal',
  amount: 'decimal',
  date: 'numeric',
  partita_iva: 'numeric',
  cap: 'numeric',
};

const PLACEHOLDERS: Partial<Record<string, string>> = { date: 'gg/mm/aaaa', amount: '0,00' };

interface TypedAnswerInputProps {
  question: Pick<SimpleQuestion, 'type' | 'multiline'>;
  id: string;
  value: string;
  invalid: boolean;
  labelledBy: string;
  describedBy: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * The control of a typed question: a text area for multiline text, an input otherwise, `€` before an amount, a tax
 * code or a province's code in upper case as it is typed, an IBAN in groups of four, a province's code with the list
 * of the codes to choose from, a CAP of five digits on the phone's digit keyboard.
 */
export const TypedAnswerInput = ({
  question,
  id,
  value,
  invalid,
  labelledBy,
  describedBy,
  onChange,
  onBlur,
}: TypedAnswerInputProps) => {
  const { type, upperCase, listId, input, change } = useTypedAnswerInput(question, value, onChange);
  const common = {
    id,
    value,
    className: 'field__input typed-answer__input',
    'aria-labelledby': labelledBy,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    onBlur,
  };
  if (type === 'text' && question.multiline) {
    return <textarea {...common} rows={6} onChange={(event) => onChange(event.target.value)} />;
  }
  const field = (
    <input
      {...common}
      ref={input}
      type="text"
      inputMode={INPUT_MODES[type]}
      placeholder={PLACEHOLDERS[type]}
      autoComplete="off"
      {...((upperCase || type === 'iban') && { autoCapitalize: 'characters', spellCheck: false })}
      {...(type === 'cap' && { maxLength: 5 })}
      {...(type === 'provincia' && { list: listId, maxLength: 2 })}
      onChange={change}
    />
  );
  if (type === 'provincia')
    return (
      <>
        {field}
        <datalist id={listId}>
          {PROVINCE_OPTIONS.map(({ value: code, label }) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </datalist>
      </>
    );
  return type === 'amount' ? (
    <div className="typed-answer__amount">
      <span className="typed-answer__currency" aria-hidden="true">
        €
      </span>
      {field}
    </div>
  ) : (
    field
  );
};
