import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { getDraft, setPendingFiles, updateDraft } from '../../stores/template-draft-store';
import { fieldsOf, type MasterFormValues } from './master-form-values';

/** Keeps the draft in step with the master form as the author types (files only in memory). */
export const DraftSync = () => {
  const { values } = useFormikContext<MasterFormValues>();
  useEffect(() => {
    setPendingFiles({ master: values.master, preview: values.preview });
    const draft = getDraft();
    const change = { ...fieldsOf(values), file_name: values.file_name, preview_name: values.preview_name };
    if (Object.entries(change).some(([key, value]) => draft[key as keyof typeof change] !== value)) {
      updateDraft(change);
    }
  }, [values]);
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
