import { templateFieldsSchema, templateFilesSchema } from '@redigo/shared/schemas/templates';
import type { PendingFiles, TemplateDraft, TemplateDraftFields } from '../../stores/template-draft-store';

/** The master form: the template's fields as typed, the documents' names and the newly chosen files. */
export interface MasterFormValues extends TemplateDraftFields, PendingFiles {
  file_name: string;
  preview_name: string;
}

/** The shared rules of the fields and of the files (docs/product-spec.md section 5, Master form). */
export const masterFormSchema = templateFieldsSchema.concat(templateFilesSchema);

export const valuesFromDraft = (draft: TemplateDraft, files: PendingFiles): MasterFormValues => ({
  name: draft.name,
  description: draft.description,
  categoryId: draft.categoryId,
  price: draft.price,
  stripe_url: draft.stripe_url,
  min_questions: draft.min_questions,
  max_questions: draft.max_questions,
  min_time: draft.min_time,
  max_time: draft.max_time,
  file_name: draft.file_name,
  preview_name: draft.preview_name,
  master: files.master,
  preview: files.preview,
});

/** The typed fields of the form, as the draft keeps them. */
export const fieldsOf = (values: MasterFormValues): TemplateDraftFields => ({
  name: values.name,
  description: values.description,
  categoryId: values.categoryId,
  price: values.price,
  stripe_url: values.stripe_url,
  min_questions: values.min_questions,
  max_questions: values.max_questions,
  min_time: values.min_time,
  max_time: values.max_time,
});

/** A stored document's key as an author reads it: the last part of the path. */
export const displayName = (key: string): string => key.split('/').pop() ?? key;
