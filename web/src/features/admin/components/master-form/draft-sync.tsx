import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { setPendingFiles, updateDraft, useDraft, type PendingFiles } from '../../stores/template-draft-store';
import { fieldsOf, type MasterFormValues } from './master-form-values';

/**
 * Keeps the draft and the master form in step: what the author types goes to the draft (files stay in memory),
 * and the documents' names the draft gets from an upload come back to the form, for its file rules.
 */
export const DraftSync = () => {
  const { values, setFieldValue } = useFormikContext<MasterFormValues>();
  const { file_name, preview_name } = useDraft();
  const typed = useRef<string | null>(null);
  const files = useRef<PendingFiles>({ master: values.master, preview: values.preview });

  useEffect(() => {
    // Only a new choice is passed on: the form still holds its files for a moment after a save forgot the
    // draft, and they must not come back to the next template opened.
    if (values.master !== files.current.master || values.preview !== files.current.preview) {
      files.current = { master: values.master, preview: values.preview };
      setPendingFiles(files.current);
    }
    const fields = fieldsOf(values);
    const serialized = JSON.stringify(fields);
    if (typed.current !== null && typed.current !== serialized) updateDraft(fields);
    typed.current = serialized;
  }, [values]);

  useEffect(() => {
    void setFieldValue('file_name', file_name, false);
    void setFieldValue('preview_name', preview_name, false);
  }, [file_name, preview_name, setFieldValue]);
  return null;
};

/** After a submit that failed validation, moves the focus to the first field in error. */
export const FocusFirstError = () => {
  const { submitCount, isValid } = useFormikContext();
  useEffect(() => {
    if (submitCount === 0 || isValid) return;
    document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isValid]);
  return null;
};
