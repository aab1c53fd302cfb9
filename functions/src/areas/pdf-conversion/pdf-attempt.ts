import type { Logger } from '../../ports/logger';
import type { Metrics } from '../../ports/metrics';
import { ConversionTimeoutError } from '../../ports/document-converter';
import { makeContractPdf, PdfNotMadeError, recordPdfRefusal, type PdfMakingDeps } from './make-contract-pdf';
import { pdfKeyOf, type PdfJob } from '../contract-pdfs';

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
