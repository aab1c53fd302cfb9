import type { Question } from '@redigo/shared/domain/question';
import type { TemplateCheckResult } from '@redigo/shared/domain/template';
import { templateMessages as messages } from '@redigo/shared/messages/templates';
import { uploadFileNameProblem } from '@redigo/shared/schemas/uploads';
import { activeContentMessages } from '@redigo/shared/messages/documents';
import { uploadWithoutAttachedTemplate } from '../../documents/attached-template';
import { inspectDocxUpload } from '../../documents/upload-inspection';
import { BadRequestError } from '../../errors/app-errors';
import { DOCX_CONTENT_TYPE } from '../../ports/file-store';
import { DOCUMENT_LABELS } from './template-documents';
import type { TemplateDeps } from './template-deps';
import type { TemplateFileRecord } from './template-record';
import type { UploadedFile } from './multipart';

export interface UploadInput {
  master?: UploadedFile;
  preview?: UploadedFile;
  /** The questions the documents are checked against (possibly none yet). */
  questions: Question[];
  uploadedBy: string;
}

/** The keys of the files stored ('' for a kind not uploaded) and what the template check found. */
export interface UploadResult {
  file_name: string;
  preview_name: string;
  check: TemplateCheckResult;
}

const MAX_NAME_LENGTH = 150;

/** A file name fit for the tail of an S3 key: no separators or control characters, not too long, still .docx. */
export const safeFileName = (fileName: string): string => {
  const cleaned = fileName
    .normalize('NFC')
    .replace(/[\p{Cc}/\\]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  const extension = /\.[^.]{1,10}$/.exec(cleaned)?.[0] ?? '';
  return `${wholeCharacters(cleaned, MAX_NAME_LENGTH - extension.length).trim()}${extension}`;
};

/** The longest start of `text` within `length` UTF-16 units that cuts no character in two (no lone surrogate). */
const wholeCharacters = (text: string, length: number): string => {
  const cut = text.slice(0, length);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
};

const sameName = (a: UploadedFile, b: UploadedFile): boolean =>
  a.fileName.trim().toLowerCase() === b.fileName.trim().toLowerCase();

/**
 * POST /template/upload-master: refuses a file name with a control character, a path separator or over 255
 * characters (400) and what is not a plain, safe .docx (4xx, nothing stored), takes out a template the file is
 * attached to (a warning names it; see attached-template.ts), stores each file
 * under a key never used before (`masters/<uuid>/<name>`), records who uploaded it, and runs the template check
 * against the given questions. Problems the check finds don't refuse the upload: they are in the answer.
 */
export const uploadTemplateFiles = async (
  deps: Pick<TemplateDeps, 'masters' | 'files' | 'checker' | 'clock' | 'ids'>,
  input: UploadInput,
): Promise<UploadResult> => {
  const uploads = (['master', 'preview'] as const).flatMap((kind) => {
    const file = input[kind];
    return file ? [{ kind, file }] : [];
  });
  if (uploads.length === 0) throw new BadRequestError(messages.fileRequired);
  if (input.master && input.preview && sameName(input.master, input.preview)) {
    throw new BadRequestError(messages.sameFile);
  }
  const cleaned = uploads.map(({ kind, file }) => {
    const nameProblem = uploadFileNameProblem(file.fileName);
    // A name not ending in .docx is the inspection's own 415.
    if (nameProblem && nameProblem !== messages.uploadNameInvalid) throw new BadRequestError(nameProblem);
    inspectDocxUpload(file.buffer, file.fileName);
    // An attached template is taken out, whatever its target, and the file is stored without it.
    const { docx, targets } = uploadWithoutAttachedTemplate(file.buffer);
    const warnings = targets.map((target) =>
      activeContentMessages.attachedTemplateRemoved(file.fileName, target),
    );
    return { kind, file: { ...file, buffer: docx }, warnings };
  });
  const checked = await deps.checker.check({
    documents: cleaned.map(({ kind, file }) => ({ label: DOCUMENT_LABELS[kind], buffer: file.buffer })),
    questions: input.questions,
  });
  const check = {
    ...checked,
    warnings: [...cleaned.flatMap(({ warnings }) => warnings), ...checked.warnings],
  };

  const uploadedAt = deps.clock.now().toISOString();
  const stored = cleaned.map(({ kind, file }) => {
    const key = `masters/${deps.ids.newId()}/${safeFileName(file.fileName)}`;
    const record: TemplateFileRecord = {
      key,
      originalName: file.fileName,
      size: file.buffer.length,
      uploadedBy: input.uploadedBy,
      uploadedAt,
    };
    return { kind, file, record };
  });
  try {
    await Promise.all(
      stored.map(({ file, record }) => deps.masters.put(record.key, file.buffer, DOCX_CONTENT_TYPE)),
    );
    await deps.files.createAll(stored.map(({ record }) => record));
  } catch (error) {
    await Promise.allSettled(stored.map(({ record }) => deps.masters.delete(record.key)));
    throw error;
  }
  const keyOf = (kind: 'master' | 'preview') => stored.find((each) => each.kind === kind)?.record.key ?? '';
  return { file_name: keyOf('master'), preview_name: keyOf('preview'), check };
};
