import './locale';
import { number, object, string, type InferType } from 'yup';
import { hasUnsafeCharacters } from '../characters';
import { templateMessages } from '../messages/templates';
import { validationMessages as m } from '../messages/validation';
import { uploadQuestionsSchema } from './template-body';

/** The largest .docx a master or a preview may be (docs/api.md): the presigned upload is signed for its size. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_KINDS = ['master', 'preview'] as const;
/** The longest file name an upload may have, in characters (the file systems' own limit). */
export const MAX_FILE_NAME_LENGTH = 255;

/**
 * What is wrong with an uploaded file's name, in Italian, or null: a control character, a path separator or a
 * character no text may hold (docs/api.md), more than 255 characters, or not ending in .docx.
 */
export const uploadFileNameProblem = (name: string): string | null => {
  if (/[\p{Cc}/\\]/u.test(name) || hasUnsafeCharacters(name)) return templateMessages.uploadNameCharacters;
  if ([...name].length > MAX_FILE_NAME_LENGTH)
    return templateMessages.uploadNameTooLong(MAX_FILE_NAME_LENGTH);
  return /\.docx\s*$/i.test(name) ? null : templateMessages.uploadNameInvalid;
};

/** POST /template/upload-url: one file the browser is about to send straight to storage. */
export const uploadUrlBodySchema = object({
  kind: string()
    .required(templateMessages.uploadKindInvalid)
    .oneOf(UPLOAD_KINDS, templateMessages.uploadKindInvalid),
  file_name: string()
    .required(templateMessages.uploadNameInvalid)
    .test('file-name', templateMessages.uploadNameInvalid, function (value) {
      const problem = value === undefined ? null : uploadFileNameProblem(value);
      return problem === null || this.createError({ message: problem });
    }),
  size: number()
    .typeError(m.number)
    .required(m.number)
    .integer(m.number)
    .min(1, templateMessages.uploadTooLarge)
    .max(MAX_UPLOAD_BYTES, templateMessages.uploadTooLarge),
});
export type UploadUrlBody = InferType<typeof uploadUrlBodySchema>;

/** An upload key as upload-url handed it: no control character (a NUL would reach storage), of a sane length. */
const uploadKey = string()
  .trim()
  .max(400, templateMessages.uploadKeyInvalid)
  .matches(/^[^\p{Cc}]*$/u, templateMessages.uploadKeyInvalid)
  .test('characters', templateMessages.uploadKeyInvalid, (value) => !value || !hasUnsafeCharacters(value));

/** POST /template/upload-complete: the keys the files were sent to, and the questions to check them against. */
export const uploadCompleteBodySchema = object({
  master_key: uploadKey.optional(),
  preview_key: uploadKey.optional(),
  questions: uploadQuestionsSchema,
});
export type UploadCompleteBody = InferType<typeof uploadCompleteBodySchema>;
