import { FormikProvider, useFormik, type FormikContextType } from 'formik';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { choosePendingFile, getPendingFiles } from '../../stores/draft-files-store';
import { getDraft, isDraftField, updateDraft } from '../../stores/template-draft-store';
import { valuesFromDraft, type MasterFormValues } from './master-form-values';
import { validateMasterForm } from './validate-master-form';

/** Writes one value of the master form where it lives: a typed field in the draft, a file in the chosen files. */
const writeValue = (name: string, value: unknown): void => {
  if (name === 'master' || name === 'preview') choosePendingFile(name, value instanceof File ? value : null);
  else if (isDraftField(name)) updateDraft({ [name]: String(value ?? '') });
};

/**
 * The form's Formik context with every change of a value written to the draft as it is made: the fields (useField)
 * change through `getFieldProps` and `getFieldHelpers`, a value set from code (the preselected category) through
 * `setFieldValue`.
 */
const writingToDraft = (form: FormikContextType<MasterFormValues>): FormikContextType<MasterFormValues> => ({
  ...form,
  setFieldValue: (name, value, shouldValidate) => {
    writeValue(name, value);
    return form.setFieldValue(name, value, shouldValidate);
  },
  getFieldProps: (props) => {
    const field = form.getFieldProps(props);
    const onChange = (event: ChangeEvent<HTMLInputElement>) => {
      writeValue(field.name, event.target.value);
      field.onChange(event);
    };
    return { ...field, onChange };
  },
  getFieldHelpers: (name) => {
    const helpers = form.getFieldHelpers(name);
    return {
      ...helpers,
      setValue: (value, shouldValidate) => {
        writeValue(name, value);
        return helpers.setValue(value, shouldValidate);
      },
    };
  },
});

interface DraftFormikProps {
  onSubmit: () => void | Promise<void>;
  children: (form: FormikContextType<MasterFormValues>) => ReactNode;
}

/**
 * The master form's Formik over the template draft, its single source of truth: the form starts from the draft and
 * the files chosen so far, and what the author types or chooses is written to them at once. The draft is what
 * survives a reload and what is saved; a new draft (emptied, or another template opened) needs a new form (a new
 * `key`).
 */
export const DraftFormik = ({ onSubmit, children }: DraftFormikProps) => {
  const [initialValues] = useState(() => valuesFromDraft(getDraft(), getPendingFiles()));
  const form = writingToDraft(useFormik({ initialValues, validate: validateMasterForm, onSubmit }));
  return <FormikProvider value={form}>{children(form)}</FormikProvider>;
};
