import { typeOf, type SimpleQuestion } from '@redigo/shared/domain/question';

/** The keyboard a phone shows for each type. */
const INPUT_MODES: Partial<Record<string, 'decimal' | 'numeric'>> = {
  number: 'decimal',
  amount: 'decimal',
  date: 'numeric',
  partita_iva: 'numeric',
};

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
 * code written in upper case as it is typed.
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
  const type = typeOf(question);
  const taxCode = type === 'codice_fiscale' || type === 'partita_iva';
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
  const input = (
    <input
      {...common}
      type="text"
      inputMode={INPUT_MODES[type]}
      placeholder={type === 'date' ? 'gg/mm/aaaa' : type === 'amount' ? '0,00' : undefined}
      autoComplete="off"
      {...(taxCode && { autoCapitalize: 'characters', spellCheck: false })}
      onChange={(event) => onChange(taxCode ? event.target.value.toUpperCase() : event.target.value)}
    />
  );
  return type === 'amount' ? (
    <div className="typed-answer__amount">
      <span className="typed-answer__currency" aria-hidden="true">
        €
      </span>
      {input}
    </div>
  ) : (
    input
  );
};
