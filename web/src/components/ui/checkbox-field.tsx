import { useField } from 'formik';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldError, idOf } from './form-fields';
import './form-fields.css';

interface CheckboxFieldProps {
  name: string;
  children: ReactNode;
  disabled?: boolean;
}

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'children'> {
  id: string;
  /** The label. */
  children: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox and its label, bound to nothing: `CheckboxField` binds one to a Formik form. */
export const Checkbox = ({ id, children, ...input }: CheckboxProps) => (
  <div className="checkbox">
    <input id={id} type="checkbox" className="checkbox__input" {...input} />
    <label className="checkbox__label" htmlFor={id}>
      {children}
    </label>
  </div>
);

/** A labelled checkbox bound to a boolean of the surrounding Formik form. */
export const CheckboxField = ({ name, children, disabled }: CheckboxFieldProps) => {
  const [field, meta] = useField({ name, type: 'checkbox' });
  const id = idOf(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <div className="field field--checkbox">
      <Checkbox
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={disabled}
        {...field}
      >
        {children}
      </Checkbox>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
};
