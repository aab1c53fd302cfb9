import busboy from 'busboy';
import { uploadMessages } from '@redigo/shared/messages/documents';
import { templateMessages as messages } from '@redigo/shared/messages/templates';
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../../errors/app-errors';

/** A file of a multipart form, read whole. */
export interface UploadedFile {
  fileName: string;
  buffer: Buffer;
}

export interface MultipartForm {
  files: Map<string, UploadedFile>;
  fields: Map<string, string>;
}

export interface MultipartLimits {
  /** The file fields read; other file fields are skipped. */
  fileFields: readonly string[];
  maxFileBytes: number;
  maxFieldBytes: number;
}

const parser = (contentType: string | undefined, limits: MultipartLimits) => {
  if (!contentType || !/^multipart\/form-data\b/i.test(contentType.trim())) {
    throw new UnsupportedMediaTypeError(messages.multipartRequired);
  }
  try {
    return busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: {
        files: limits.fileFields.length + 2,
        fields: 10,
        parts: 20,
        fileSize: limits.maxFileBytes + 1,
        fieldSize: limits.maxFieldBytes,
      },
    });
  } catch {
    throw new BadRequestError(messages.multipartInvalid);
  }
};

/**
 * Reads a multipart/form-data body held in memory, bounded: the named file fields (at most one file each, each at
 * most `maxFileBytes`), a few small text fields. Anything else is a 4xx with an Italian message, never a 5xx.
 */
export const parseMultipart = (
  body: Buffer,
  contentType: string | undefined,
  limits: MultipartLimits,
): Promise<MultipartForm> =>
  new Promise((resolve, reject) => {
    const form: MultipartForm = { files: new Map(), fields: new Map() };
    const reading = parser(contentType, limits);
    const seen = new Set<string>();
    let failure: Error | undefined;
    const fail = (error: Error) => (failure ??= error);

    reading.on('file', (field, stream, info) => {
      if (!limits.fileFields.includes(field)) {
        stream.resume();
        return;
      }
      if (seen.has(field)) fail(new BadRequestError(messages.fileRepeated(field)));
      seen.add(field);
      const chunks: Buffer[] = [];
      stream.on('error', () => fail(new BadRequestError(messages.multipartInvalid)));
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        fail(new PayloadTooLargeError(uploadMessages.tooLarge(info.filename ?? field, limits.maxFileBytes)));
      });
      stream.on('end', () => {
        form.files.set(field, { fileName: (info.filename ?? '').trim(), buffer: Buffer.concat(chunks) });
      });
    });
    reading.on('field', (field, value, info) => {
      if (info.valueTruncated) fail(new PayloadTooLargeError());
      form.fields.set(field, value);
    });
    reading.on('filesLimit', () => fail(new BadRequestError(messages.multipartInvalid)));
    reading.on('partsLimit', () => fail(new BadRequestError(messages.multipartInvalid)));
    reading.on('fieldsLimit', () => fail(new BadRequestError(messages.multipartInvalid)));
    reading.on('error', () => reject(failure ?? new BadRequestError(messages.multipartInvalid)));
    reading.on('close', () => (failure ? reject(failure) : resolve(form)));
    reading.end(body);
  });
