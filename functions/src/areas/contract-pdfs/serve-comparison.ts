import { templateVersionMessages as messages } from '@redigo/shared/messages/template-versions';
import { AppError, PayloadTooLargeError, ServiceUnavailableError } from '../../errors/app-errors';
import type { FileStore } from '../../ports/file-store';
import {
  comparisonRefusalKeyOf,
  isWholeZip,
  REDLINE_RETRY_AFTER_SECONDS,
  type ComparisonJob,
} from './comparison-job';
import type { PdfJobQueue } from './pdf-job-queue';

/** A comparison's file, or how long to wait before asking again while it is being made. */
export type ComparisonDownload =
  { ready: true; buffer: Buffer; fileName: string } | { ready: false; retryAfterSeconds: number };

/** The refusals recorded by the converter (pdf-conversion/make-comparison.ts) as the API's answers. */
const refused = async (store: FileStore, target: string): Promise<AppError | undefined> => {
  const stored = await store.get(comparisonRefusalKeyOf(target));
  if (!stored) return undefined;
  let reason: unknown;
  try {
    reason = (JSON.parse(stored.toString('utf8')) as { reason?: unknown }).reason;
  } catch {
    reason = 'failed';
  }
  return ['docx-bytes', 'document-xml-bytes', 'estimated-pages'].includes(String(reason))
    ? new PayloadTooLargeError(messages.comparisonTooLarge)
    : new AppError(422, 'INVALID_DOCUMENT', messages.comparisonFailed);
};

/**
 * A comparison as its download serves it (a redline, or a staff's compare): the stored file once whole; else its
 * refusal (413 too large, 422 unreadable or failed); else the job asked for again (the queue merges repeats) and
 * 202. Where no converter runs: 503.
 */
export const servedComparison = async (
  store: FileStore,
  jobs: PdfJobQueue,
  job: ComparisonJob,
  fileName: string,
): Promise<ComparisonDownload> => {
  const stored = await store.get(job.target);
  if (stored && isWholeZip(stored)) return { ready: true, buffer: stored, fileName };
  if (stored) return { ready: false, retryAfterSeconds: REDLINE_RETRY_AFTER_SECONDS };
  const refusal = await refused(store, job.target);
  if (refusal) throw refusal;
  if (!jobs.enabled) throw new ServiceUnavailableError(messages.comparisonUnavailable);
  await jobs.request(job);
  return { ready: false, retryAfterSeconds: REDLINE_RETRY_AFTER_SECONDS };
};
