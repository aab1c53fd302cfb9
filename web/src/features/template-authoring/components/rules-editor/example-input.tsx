import { useId } from 'react';
import { typeOf, type SimpleQuestion } from '@redigo/shared/domain/question';
import '../../../../components/ui/form-fields.css';

const INPUT_MODES: Partial<Record<string, 'decimal' | 'numeric'>> = {
  number: 'decimal',
  amount: 'decimal',
  date: 'numeric',
};

/** One example answer: a choice's options, or the answer typed as the lawyer types it (`14.400,00`, `01/03/2026`). */
export const ExampleInput = ({
  question,
  label,
  value,
  onChange,
}: {
  question: SimpleQuestion;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) => {
  const id = useId();
  return (
    <div className="field rule-trial__example">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {typeOf(question) === 'choice' ? (
        <select
          id={id}
          className="field__input field__input--select"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {question.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          className="field__input"
          value={value}
          inputMode={INPUT_MODES[typeOf(question)]}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
};
