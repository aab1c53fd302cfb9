import type { Logger } from '../../ports/logger';
import type { Metrics } from '../../ports/metrics';
import type { UpdateMailJob } from './update-mail-job';

/**
 * The queue of the buyers' mails (port): an SQS queue on AWS (infrastructure/sqs), a folder under DATA_DIR locally
 * (infrastructure/local-queue). A job is delivered until one attempt succeeds or the attempts run out; the consumer
 * tolerates a job delivered twice (one mail per lawyer and version, whatever happens).
 */
export interface UpdateMailQueue {
  /** Queues a job; throws when the queue cannot take it. */
  request(job: UpdateMailJob): Promise<void>;
}

export interface UpdateMailRequestDeps {
  updateMails: UpdateMailQueue;
  logger: Logger;
  metrics: Metrics;
}

/**
 * Right after a version was published: queues its buyers' mail. The version is published whatever happens here: a
 * queue that fails is logged and counted (UpdateMailJobsNotQueued), for an operator to queue it again
 * (docs/deploying.md).
 */
export const requestUpdateMails = async (deps: UpdateMailRequestDeps, job: UpdateMailJob): Promise<void> => {
  try {
    await deps.updateMails.request(job);
  } catch (error) {
    deps.metrics.count('UpdateMailJobsNotQueued');
    deps.logger.log('error', 'The buyers’ mail of a published version was not queued', {
      templateId: job.templateId,
      version: job.version,
      error: error instanceof Error ? error.name : String(error),
    });
  }
};

/** The queue where no consumer runs (a runtime built without one): every request fails, and is logged. */
export const missingUpdateMailQueue: UpdateMailQueue = {
  request: async () => {
    throw new Error('No queue of the buyers’ mails in this environment');
  },
};
