import './locale';
import { number, object, string, type InferType } from 'yup';
import { templateMessages } from '../messages/templates';
import { validationMessages as m } from '../messages/validation';
import { uploadQuestionsSchema } from './template-body';

/** The largest .docx a master or a preview may be (docs/api.md): the presigned upload is signed for its size. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_KINDS = ['master', 'preview'] as const;

/** POST /template/upload-url: one file the browser is about to send straight to storage. */
export const uploadUrlBodySchema = object({
  kind: string()
    .required(templateMessages.uploadKindInvalid)
    .oneOf(UPLOAD_KINDS, templateMessages.uploadKindInvalid),
  file_name: string()
    .trim()
    .required(templateMessages.uploadNameInvalid)
    .max(200, templateMessages.uploadNameInvalid)
    .matches(/\.docx$/i, templateMessages.uploadNameInvalid),
  size: number()
    .typeError(m.number)
    .required(m.number)
    .integer(m.number)
    .min(1, templateMessages.uploadTooLarge)
    .max(MAX_UPLOAD_BYTES, templateMessages.uploadTooLarge),
});
export type UploadUrlBody = InferType<typeof uploadUrlBodySchema>;

const uploadKey = string().trim().max(400, m.invalid);

/** POST /template/upload-complete: the keys the files were sent to, and the questions to check them against. */
export const uploadCompleteBodySchema = object({
  master_key: uploadKey.optional(),
  preview_key: uploadKey.optional(),
  questions: uploadQuestionsSchema,
});
export type UploadCompleteBody = InferType<typeof uploadCompleteBodySchema>;
