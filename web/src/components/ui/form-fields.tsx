import { useField } from 'formik';
import { useState, type InputHTMLAttributes } from 'react';
import { useSettledValue } from '../../lib/pointer-press';
import './form-fields.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  name: string;
  label: string;
  hint?: string;
}

/** The id of a field's input, from its Formik name. */
export const idOf = (name: string): string => `field-${name}`;

/**
 * A field's error message. It appears (or goes) only once no pointer is pressed: a message shown on blur must not
 * push the control being clicked away from under the pointer (see `useSettledValue`).
 */
export const FieldError = ({ id, message }: { id: string; message: string | undefined }) => {
  const shown = useSettledValue(message);
  return shown ? (
    <p id={id} className="field__error">
      {shown}
    </p>
  ) : null;
};

interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  hint?: string;
  /** The problem to show, which also marks the input invalid. */
  error?: string;
}

/** A labelled input with its hint and its problem, which describe it; `TextField` binds one to a Formik form. */
export const InputField = ({ id, label, hint, error, ...input }: InputFieldProps) => {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
};

/** A labelled text input bound to the surrounding Formik form. */
export const TextField = ({ name, label, hint, type = 'text', ...rest }: TextFieldProps) => {
  const [field, meta] = useField(name);
  return (
    <InputField
      id={idOf(name)}
      label={label}
      hint={hint}
      error={meta.touched ? meta.error : undefined}
      type={type}
      {...field}
      {...rest}
    />
  );
};

/** A password input with a show/hide toggle. */
export const PasswordField = (props: Omit<TextFieldProps, 'type'>) => {
  const [visible, setVisible] = useState(false);
  return (
    <div className="field-password">
      <TextField {...props} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className="field-password__toggle"
        aria-pressed={visible}
        aria-controls={idOf(props.name)}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? 'Nascondi' : 'Mostra'}
      </button>
    </div>
  );
};
