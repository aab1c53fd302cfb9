import { useState } from 'react';
import type { FormikHelpers } from 'formik';
import type { ReleaseNotes } from '@redigo/shared/domain/template-versions';
import { errorMessageOf } from '../../../../lib/api-error';
import { releaseNotesOf, releaseNotesRefusalOf, type ReleaseNotesValues } from './release-notes-form';

/**
 * The sending of the release notes: `onPublish` with them; a RELEASE_NOTES_REQUIRED refusal sets each problem on its
 * field, and what names no field, or any other failure, is kept to be shown in the dialog.
 */
export const useReleaseNotesSubmit = (onPublish: (notes: ReleaseNotes) => Promise<void>) => {
  const [failure, setFailure] = useState<string[]>([]);

  const submit = async (values: ReleaseNotesValues, helpers: FormikHelpers<ReleaseNotesValues>) => {
    setFailure([]);
    try {
      await onPublish(releaseNotesOf(values));
    } catch (error) {
      const refusal = releaseNotesRefusalOf(error);
      if (!refusal) return setFailure([errorMessageOf(error)]);
      helpers.setErrors(refusal.byField);
      helpers.setTouched({ motivo: true, nota: true, riferimento: true }, false);
      setFailure(refusal.others);
    }
  };
  return { failure, submit };
};
