import { useField } from 'formik';
import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FieldError, idOf } from './form-fields';
import './form-fields.css';

interface FieldFrameProps {
  name: string;
  label: string;
  hint?: ReactNode;
  error: string | undefined;
  children: ReactNode;
}

const FieldFrame = ({ name, label, hint, error, children }: FieldFrameProps) => (
  <div className="field">
    <label className="field__label" htmlFor={idOf(name)}>
      {label}
    </label>
    {children}
    {hint && (
      <p id={`${idOf(name)}-hint`} className="field__hint">
        {hint}
      </p>
    )}
    <FieldError id={`${idOf(name)}-error`} message={error} />
  </div>
);

const describedBy = (name: string, hint: unknown, error: unknown): string | undefined =>
  [hint ? `${idOf(name)}-hint` : '', error ? `${idOf(name)}-error` : ''].filter(Boolean).join(' ') ||
  undefined;

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'> {
  name: string;
  label: string;
  hint?: ReactNode;
}

/** A labelled multi-line input bound to the surrounding Formik form. */
export const TextAreaField = ({ name, label, hint, rows = 3, ...rest }: TextAreaFieldProps) => {
  const [field, meta] = useField(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <FieldFrame name={name} label={label} hint={hint} error={error}>
      <textarea
        id={idOf(name)}
        rows={rows}
        className="field__input field__input--area"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, hint, error)}
        {...field}
        {...rest}
      />
    </FieldFrame>
  );
};

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'> {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** The first, empty choice. */
  placeholder: string;
  hint?: ReactNode;
}

/** A labelled select bound to the surrounding Formik form. */
export const SelectField = ({ name, label, options, placeholder, hint, ...rest }: SelectFieldProps) => {
  const [field, meta] = useField(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <FieldFrame name={name} label={label} hint={hint} error={error}>
      <select
        id={idOf(name)}
        className="field__input field__input--select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, hint, error)}
        {...field}
        {...rest}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
};
