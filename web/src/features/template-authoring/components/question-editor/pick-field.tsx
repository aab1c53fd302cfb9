import type { ReactNode } from 'react';

interface PickFieldProps {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
  children: (described: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled control of the condition builder with its hint and its problem, which describe it. */
export const PickField = ({ id, label, error, hint, children }: PickFieldProps) => {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children({
        ...(error && { 'aria-invalid': true as const }),
        ...(described && { 'aria-describedby': described }),
      })}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
};

interface PickSelectProps {
  id: string;
  label: string;
  error: string | undefined;
  value: string;
  /** The options as [value, label], after the empty one. */
  entries: [string, string][];
  /** The empty option's text. */
  empty: string;
  onChange: (value: string) => void;
}

/** A list of the condition builder, its first option the empty one. */
export const PickSelect = ({ id, label, error, value, entries, empty, onChange }: PickSelectProps) => (
  <PickField id={id} label={label} error={error}>
    {(described) => (
      <select
        id={id}
        className="field__input field__input--select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...described}
      >
        <option value="">{empty}</option>
        {entries.map(([each, text]) => (
          <option key={each} value={each}>
            {text}
          </option>
        ))}
      </select>
    )}
  </PickField>
);
