import { useField } from 'formik';
import { useRef, useState, type ReactNode } from 'react';
import { FieldError, idOf } from './form-fields';
import './form-fields.css';

interface FileFieldProps {
  name: string;
  label: string;
  /** What the input accepts, as the browser reads it, e.g. '.docx,application/vnd…'. */
  accept: string;
  /** The same as a person reads it, e.g. «Documento Word (.docx)». */
  acceptLabel: string;
  /** Shown under the input: the file stored so far, a hint. */
  hint?: ReactNode;
}

/**
 * A labelled file field bound to a `File | null` of the surrounding Formik form, in Italian: a drop zone
 * («Trascina qui il file», and what it takes: «Documento Word (.docx)») with «Scegli il file», and the chosen
 * file's name. The real file input stays in the
 * tab order, named by the label (the browser's own English button is never shown); choosing or dropping a file
 * touches the field.
 */
export const FileField = ({ name, label, accept, acceptLabel, hint }: FileFieldProps) => {
  const [field, meta, helpers] = useField<File | null>(name);
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const id = idOf(name);
  const error = meta.touched ? meta.error : undefined;
  const describedBy = [`${id}-chosen`, hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const choose = (file: File | null) => {
    void helpers.setTouched(true, false);
    void helpers.setValue(file);
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div
        className={['drop-zone', dragging ? 'drop-zone--over' : '', error ? 'drop-zone--invalid' : '']
          .filter(Boolean)
          .join(' ')}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          choose(event.dataTransfer.files[0] ?? null);
        }}
      >
        <input
          ref={input}
          id={id}
          name={name}
          type="file"
          accept={accept}
          className="drop-zone__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        <span className="drop-zone__text" aria-hidden="true">
          Trascina qui il file
          <span className="drop-zone__kind">{acceptLabel}</span>
        </span>
        <button
          type="button"
          className="drop-zone__button"
          tabIndex={-1}
          aria-hidden="true"
          onClick={() => input.current?.click()}
        >
          Scegli il file
        </button>
        <span id={`${id}-chosen`} className="drop-zone__chosen">
          {field.value ? `File scelto: ${field.value.name}` : 'Nessun file scelto'}
        </span>
      </div>
      {hint && (
        <div id={`${id}-hint`} className="field__hint">
          {hint}
        </div>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
};
