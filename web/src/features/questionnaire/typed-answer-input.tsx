import { typeOf, type AskedQuestion } from '@redigo/shared/domain/question';

interface TypedAnswerInputProps {
  question: AskedQuestion;
  id: string;
  value: string;
  invalid: boolean;
  labelledBy: string;
  describedBy: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** The control of a typed question: a text area for multiline text, an input otherwise, `€` before an amount. */
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
      inputMode={type === 'number' || type === 'amount' ? 'decimal' : type === 'date' ? 'numeric' : undefined}
      placeholder={type === 'date' ? 'gg/mm/aaaa' : type === 'amount' ? '0,00' : undefined}
      autoComplete="off"
      onChange={(event) => onChange(event.target.value)}
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
