import type { Logger } from '../../ports/logger';
import type { Metrics } from '../../ports/metrics';
import { ConversionTimeoutError } from '../../ports/document-converter';
import {
  isComparisonJob,
  pdfKeyOf,
  type ComparisonJob,
  type DocumentJob,
  type PdfJob,
} from '../contract-pdfs';
import { makeComparison, recordComparisonRefusal, type ComparisonDeps } from './make-comparison';
import { makeContractPdf, PdfNotMadeError, recordPdfRefusal, type PdfMakingDeps } from './make-contract-pdf';

// One delivery of a job of the converter (a purchased document's PDF, or a comparison of two .docx), as both queues
// run it (SQS on AWS, the local folder queue): the outcome logged with its time and counted; a failure counted,
// logged and rethrown for the queue to deliver the job again or give it up.

export interface PdfAttemptDeps extends PdfMakingDeps {
  logger: Logger;
  metrics: Metrics;
}

/** Which delivery of a job this is: the 1-based attempt, and whether no other will follow if it fails. */
export interface PdfDelivery {
  attempt: number;
  final: boolean;
}

const OUTCOME_LOGS = {
  made: 'PDF stored',
  present: 'PDF already stored',
  refused: 'PDF refused: the document is past the bounds of a conversion',
} as const;

const failureOf = (error: unknown) =>
  error instanceof PdfNotMadeError
    ? { error: error.message, problems: error.problems }
    : { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };

/**
 * One delivery of a PDF job, as both queues (SQS on AWS, the local folder queue) run it: the outcome logged with
 * its time and counted (PdfsMade; PdfsRefused for a document past the bounds of a conversion, or whose last
 * attempt ran out of time, which is then recorded; PdfAttemptsFailed on every failure, PdfsNotMade and an error
 * log on the last one, which the alarms watch). Rethrows a failure, for the queue to deliver the job again or give it up.
 */
export const attemptPdfJob = async (
  deps: PdfAttemptDeps,
  job: PdfJob,
  delivery: PdfDelivery,
): Promise<void> => {
  const started = performance.now();
  const fields = { contractId: job.contractId, key: pdfKeyOf(job.documentKey), attempt: delivery.attempt };
  try {
    const outcome = await makeContractPdf(deps, job);
    if (outcome === 'made') deps.metrics.count('PdfsMade');
    if (outcome === 'refused') deps.metrics.count('PdfsRefused');
    const ms = Math.round(performance.now() - started);
    deps.logger.log('info', OUTCOME_LOGS[outcome], { ...fields, ms });
  } catch (error) {
    deps.metrics.count('PdfAttemptsFailed');
    if (delivery.final) deps.metrics.count('PdfsNotMade');
    // Out of time on every attempt: recorded, so that later downloads answer 413 instead of queueing it again.
    if (delivery.final && error instanceof ConversionTimeoutError) {
      await recordPdfRefusal(deps.documents, job, { reason: 'conversion-timeout' }).catch(() => undefined);
      deps.metrics.count('PdfsRefused');
    }
    deps.logger.log(
      delivery.final ? 'error' : 'warn',
      delivery.final ? 'PDF not made: no attempt left' : 'PDF attempt failed: it will be tried again',
      { ...fields, ...failureOf(error) },
    );
    throw error;
  }
};

export type DocumentAttemptDeps = PdfAttemptDeps & ComparisonDeps;

/**
 * One delivery of a comparison job: the outcome logged with its time and counted (RedlinesMade, RedlinesRefused);
 * a failure counted (RedlineAttemptsFailed) and rethrown for the queue to deliver the job again, the last one
 * recorded as a refusal, so that its download answers at once instead of waiting for a job that will never end.
 */
export const attemptComparisonJob = async (
  deps: ComparisonDeps & Pick<PdfAttemptDeps, 'logger' | 'metrics'>,
  job: ComparisonJob,
  delivery: PdfDelivery,
): Promise<void> => {
  const started = performance.now();
  const fields = { kind: job.kind, ownerId: job.ownerId, key: job.target, attempt: delivery.attempt };
  try {
    const outcome = await makeComparison(deps, job);
    if (outcome === 'made') deps.metrics.count('RedlinesMade');
    if (outcome === 'refused') deps.metrics.count('RedlinesRefused');
    deps.logger.log('info', `Comparison ${outcome}`, {
      ...fields,
      ms: Math.round(performance.now() - started),
    });
  } catch (error) {
    deps.metrics.count('RedlineAttemptsFailed');
    if (delivery.final) {
      await recordComparisonRefusal(deps, job, { reason: 'failed' }).catch(() => undefined);
      deps.metrics.count('RedlinesRefused');
    }
    deps.logger.log(
      delivery.final ? 'error' : 'warn',
      delivery.final
        ? 'Comparison not made: no attempt left'
        : 'Comparison attempt failed: it will be tried again',
      { ...fields, ...failureOf(error) },
    );
    throw error;
  }
};

/** One delivery of any job of the converter: a PDF, or a comparison. */
export const attemptDocumentJob = (
  deps: DocumentAttemptDeps,
  job: DocumentJob,
  delivery: PdfDelivery,
): Promise<void> =>
  isComparisonJob(job) ? attemptComparisonJob(deps, job, delivery) : attemptPdfJob(deps, job, delivery);
