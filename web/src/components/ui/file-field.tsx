import { useField } from 'formik';
import type { ReactNode } from 'react';
import { FieldError, idOf } from './form-fields';
import './form-fields.css';

interface FileFieldProps {
  name: string;
  label: string;
  /** What the input accepts, e.g. '.docx'. */
  accept: string;
  /** Shown under the input: the file stored so far, a hint. */
  hint?: ReactNode;
}

/** A labelled file input bound to a `File | null` of the surrounding Formik form; choosing a file touches it. */
export const FileField = ({ name, label, accept, hint }: FileFieldProps) => {
  const [, meta, helpers] = useField<File | null>(name);
  const id = idOf(name);
  const error = meta.touched ? meta.error : undefined;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        className="field__input field__input--file"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => {
          void helpers.setTouched(true, false);
          void helpers.setValue(event.target.files?.[0] ?? null);
        }}
      />
      {hint && (
        <div id={`${id}-hint`} className="field__hint">
          {hint}
        </div>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
};
