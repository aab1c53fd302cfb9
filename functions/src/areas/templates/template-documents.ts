import type { Question } from '@redigo/shared/domain/question';
import type { TemplateCheckResult } from '@redigo/shared/domain/template';
import { templateCheckMessages } from '@redigo/shared/messages/documents';
import { templateMessages as messages } from '@redigo/shared/messages/templates';
import type { LabelledDocument } from '../../documents/template-check';
import { NotFoundError } from '../../errors/app-errors';
import type { FileStore } from '../../ports/file-store';
import type { TemplateChecker } from './template-checker';
import type { TemplateRecord } from './template-record';

/** How the template check's messages name each document. */
export const DOCUMENT_LABELS = { master: 'Master', preview: 'Anteprima' } as const;

/** A stored master or preview by key, or 404 when the object is gone. */
export const storedDocument = async (masters: FileStore, key: string): Promise<Buffer> => {
  const buffer = await masters.get(key);
  if (!buffer) throw new NotFoundError(messages.fileMissing);
  return buffer;
};

/**
 * A template's document keys with the labels the check's messages use and what the renderer makes of each (the
 * preview is watermarked and read-only); a missing key is left out.
 */
export const labelledKeys = (record: Pick<TemplateRecord, 'file_name' | 'preview_name'>) =>
  [
    { label: DOCUMENT_LABELS.master, key: record.file_name, kind: 'document' as const },
    { label: DOCUMENT_LABELS.preview, key: record.preview_name, kind: 'preview' as const },
  ].filter(({ key }) => key !== '');

/** A template's documents from the masters bucket, labelled for the check (a missing key is left out). */
export const loadDocuments = async (
  masters: FileStore,
  record: Pick<TemplateRecord, 'file_name' | 'preview_name'>,
): Promise<LabelledDocument[]> =>
  Promise.all(
    labelledKeys(record).map(async ({ label, key }) => ({
      label,
      buffer: await storedDocument(masters, key),
    })),
  );

/**
 * Only the tags that don't parse, active or external content, and files that can't be read: what blocks a template
 * still without questions.
 */
const syntaxErrors = async (documents: LabelledDocument[]): Promise<string[]> => {
  const [{ inspectDocument }, { describeTemplateError }, { activeContentErrors }] = await Promise.all([
    import('../../documents/document-inspection'),
    import('../../documents/template-errors'),
    import('../../documents/template-check'),
  ]);
  return documents.flatMap(({ label, buffer }) => {
    try {
      const { errors, texts } = inspectDocument(buffer);
      return [
        ...activeContentErrors({ label, buffer }),
        ...errors.map((error) => describeTemplateError(label, error, texts)),
      ];
    } catch {
      return [templateCheckMessages.unreadable(label)];
    }
  });
};

/**
 * The check a save runs: the whole template check once there are questions; before the first question exists
 * ('Salva e vai alle domande'), every tag would name an unknown question, so only tags that don't parse count.
 */
export const checkForSave = async (
  checker: TemplateChecker,
  documents: LabelledDocument[],
  questions: Question[],
): Promise<TemplateCheckResult> =>
  questions.length > 0
    ? checker.check({ documents, questions })
    : { errors: [...new Set(await syntaxErrors(documents))], warnings: [] };
