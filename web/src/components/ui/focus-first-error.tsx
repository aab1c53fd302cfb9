import { useFormikContext } from 'formik';
import { useEffect } from 'react';

/** After a submit that failed validation, moves the focus to the first field in error. */
export const FocusFirstError = () => {
  const { submitCount, isValid } = useFormikContext();
  useEffect(() => {
    if (submitCount === 0 || isValid) return;
    document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isValid]);
  return null;
};
