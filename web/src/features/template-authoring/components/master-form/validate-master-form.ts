import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import type { ValidationError } from 'yup';
import { getDraft } from '../../stores/template-draft-store';
import { masterFormSchema, type MasterFormValues } from './master-form-values';

/** Yup's refusal (by name, as Formik tells it). */
const isValidationError = (error: unknown): error is ValidationError =>
  error instanceof Error && error.name === 'ValidationError';

/**
 * The shared rules (masterFormSchema) on the form's values, the files checked against the documents the draft
 * points at already (a template that has them needs no new ones).
 */
export const validateMasterForm = async (
  values: MasterFormValues,
): Promise<FormikErrors<MasterFormValues>> => {
  const { file_name, preview_name } = getDraft();
  try {
    await validateYupSchema({ ...values, file_name, preview_name }, masterFormSchema);
    return {};
  } catch (error) {
    if (isValidationError(error)) return yupToFormErrors(error);
    throw error;
  }
};
