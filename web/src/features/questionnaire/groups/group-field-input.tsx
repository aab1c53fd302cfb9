import { useId } from 'react';
import { typeOf, type AnswerValue, type SimpleQuestion } from '@redigo/shared/domain/question';
import { typedLimitsText } from '@redigo/shared/questionnaire/typed-input';
import { QuestionError } from '../questions/question-error';
import { TypedAnswerInput } from '../questions/typed-answer-input';
import { TYPED_HINTS } from '../questions/typed-answer-form';

interface GroupFieldInputProps {
  field: SimpleQuestion;
  /** The id of the field's first control, so a card can move the focus to it. */
  id: string;
  value: AnswerValue | undefined;
  error: string | undefined;
  onChange: (value: AnswerValue) => void;
}

/** A choice field of an item: radios, or checkboxes for a multiple choice, in a fieldset of their own. */
const ChoiceFieldInput = ({ field, id, value, error, onChange }: GroupFieldInputProps) => {
  const multiple = field.is_multiple_selection;
  const chosen = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  const toggle = (option: string, checked: boolean) =>
    onChange(multiple ? field.options.filter((o) => (o === option ? checked : chosen.includes(o))) : option);
  return (
    <fieldset
      className="group-field group-field--choice"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="group-field__label">{field.question}</legend>
      {field.description && <p className="question__hint">{field.description}</p>}
      <div className="question__options">
        {field.options.map((option, i) => (
          <label key={option} className="option" htmlFor={i === 0 ? id : `${id}-${i}`}>
            <input
              id={i === 0 ? id : `${id}-${i}`}
              type={multiple ? 'checkbox' : 'radio'}
              name={id}
              value={option}
              checked={chosen.includes(option)}
              onChange={(event) => toggle(option, event.target.checked)}
              className="option__input"
              aria-invalid={error ? true : undefined}
            />
            <span className="option__label">{option}</span>
          </label>
        ))}
      </div>
      <QuestionError id={`${id}-error`} message={error} />
    </fieldset>
  );
};

/** A typed field of an item: its label, how to write it, the input and its problem. */
const TypedFieldInput = ({ field, id, value, error, onChange }: GroupFieldInputProps) => {
  const type = typeOf(field);
  const labelId = useId();
  const hint = [type === 'choice' ? '' : TYPED_HINTS[type], typedLimitsText(field), field.description ?? '']
    .filter(Boolean)
    .join(' ');
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="group-field">
      <label className="group-field__label" id={labelId} htmlFor={id}>
        {field.question}
      </label>
      {hint && (
        <p className="question__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <TypedAnswerInput
        question={field}
        id={id}
        value={typeof value === 'string' ? value : ''}
        invalid={Boolean(error)}
        labelledBy={labelId}
        describedBy={described}
        onChange={onChange}
        onBlur={() => undefined}
      />
      <QuestionError id={`${id}-error`} message={error} />
    </div>
  );
};

/** One field of a group's item, with the same inputs as a question of its type. */
export const GroupFieldInput = (props: GroupFieldInputProps) =>
  typeOf(props.field) === 'choice' ? <ChoiceFieldInput {...props} /> : <TypedFieldInput {...props} />;
