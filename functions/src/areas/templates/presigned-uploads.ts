import type { Question } from '@redigo/shared/domain/question';
import { templateMessages as messages } from '@redigo/shared/messages/templates';
import { MAX_UPLOAD_BYTES, type UploadUrlBody } from '@redigo/shared/schemas/uploads';
import { NotFoundError, PayloadTooLargeError } from '../../errors/app-errors';
import { DOCX_CONTENT_TYPE } from '../../ports/file-store';
import { UPLOAD_PREFIX, type UploadArea } from '../../ports/upload-area';
import type { Principal } from '../../security/principal';
import type { TemplateDeps } from './template-deps';
import { safeFileName, uploadTemplateFiles, type UploadResult } from './upload-files';

/** How long a presigned URL may be used: enough to send 5 MB on a slow line. */
const UPLOAD_URL_SECONDS = 300;

export interface PresignedUpload {
  upload_key: string;
  url: string;
  /** The headers the PUT must carry, as they were signed. */
  headers: Record<string, string>;
  expires_in: number;
}

export type PresignedUploadDeps = Pick<TemplateDeps, 'masters' | 'files' | 'checker' | 'clock' | 'ids'> & {
  uploads: UploadArea;
};

/** POST /template/upload-url: a URL to send one .docx of the given size under the caller's own upload prefix. */
export const createUploadUrl = async (
  deps: PresignedUploadDeps,
  caller: Principal,
  body: UploadUrlBody,
): Promise<PresignedUpload> => {
  const key = `${UPLOAD_PREFIX}${caller.userId}/${deps.ids.newId()}/${safeFileName(body.file_name)}`;
  const url = await deps.uploads.presignPut(key, body.size, DOCX_CONTENT_TYPE, UPLOAD_URL_SECONDS);
  return {
    upload_key: key,
    url,
    headers: { 'Content-Type': DOCX_CONTENT_TYPE },
    expires_in: UPLOAD_URL_SECONDS,
  };
};

/** A key this caller was handed: their own prefix, a generated id, a file name (no separator, no control character). */
const isOwnUploadKey = (key: string, caller: Principal): boolean => {
  const prefix = `${UPLOAD_PREFIX}${caller.userId}/`;
  return key.startsWith(prefix) && /^[\w-]{1,64}\/[^/\\\p{Cc}]{1,255}$/u.test(key.slice(prefix.length));
};

const readUpload = async (deps: PresignedUploadDeps, caller: Principal, key: string) => {
  if (!isOwnUploadKey(key, caller)) throw new NotFoundError(messages.uploadMissing);
  const buffer = await deps.masters.get(key);
  if (!buffer) throw new NotFoundError(messages.uploadMissing);
  if (buffer.length > MAX_UPLOAD_BYTES) throw new PayloadTooLargeError(messages.uploadTooLarge);
  return { fileName: key.slice(key.lastIndexOf('/') + 1), buffer };
};

/**
 * POST /template/upload-complete: reads the files the browser sent, then does exactly what the multipart upload
 * does (inspection, copy under `masters/`, template check). The uploaded objects are deleted whatever happens:
 * a refused file never stays in the bucket, an accepted one lives on under its new key.
 */
export const completeUpload = async (
  deps: PresignedUploadDeps,
  caller: Principal,
  input: { masterKey?: string; previewKey?: string; questions: Question[] },
): Promise<UploadResult> => {
  const keys = [input.masterKey, input.previewKey].filter((key): key is string => Boolean(key));
  try {
    const [master, preview] = await Promise.all(
      [input.masterKey, input.previewKey].map((key) => (key ? readUpload(deps, caller, key) : undefined)),
    );
    return await uploadTemplateFiles(deps, {
      master,
      preview,
      questions: input.questions,
      uploadedBy: caller.userId,
    });
  } finally {
    await Promise.allSettled(
      keys.filter((key) => isOwnUploadKey(key, caller)).map((key) => deps.masters.delete(key)),
    );
  }
};
