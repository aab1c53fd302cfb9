import { templateFieldsSchema, templateFilesSchema } from '@redigo/shared/schemas/templates';
import type { PendingFiles } from '../../stores/draft-files-store';
import { fieldsOf, type TemplateDraft, type TemplateDraftFields } from '../../stores/template-draft-store';

/** The master form: the template's fields as typed and the newly chosen files. */
export type MasterFormValues = TemplateDraftFields & PendingFiles;

/** The shared rules of the fields and of the files (docs/product-spec.md section 5, Master form). */
export const masterFormSchema = templateFieldsSchema.concat(templateFilesSchema);

export const valuesFromDraft = (draft: TemplateDraft, files: PendingFiles): MasterFormValues => ({
  ...fieldsOf(draft),
  master: files.master,
  preview: files.preview,
});

/** A stored document's key as an author reads it: the last part of the path. */
export const displayName = (key: string): string => key.split('/').pop() ?? key;
