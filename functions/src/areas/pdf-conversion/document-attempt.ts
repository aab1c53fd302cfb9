import { isComparisonJob, type ComparisonJob, type DocumentJob } from '../contract-pdfs';
import { makeComparison, recordComparisonRefusal, type ComparisonDeps } from './make-comparison';
import { attemptPdfJob, type PdfAttemptDeps, type PdfDelivery } from './pdf-attempt';

export type DocumentAttemptDeps = PdfAttemptDeps & ComparisonDeps;

const describe = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

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
      { ...fields, error: describe(error) },
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
