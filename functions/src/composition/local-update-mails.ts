import { join } from 'node:path';
import { notifyBuyers, type UpdateMailJob, type UpdateMailQueue } from '../areas/update-mails';
import type { AppConfig } from '../config/config';
import { createFolderJobQueue } from '../infrastructure/local-queue/folder-job-queue';
import type { Infrastructure } from './infrastructure';
import { createUpdateMailDeps } from './update-mails';

/** The local queue's attempts and waits: five attempts, 2 s then doubling; a job asked again within a minute is one. */
export const LOCAL_UPDATE_MAIL_RETRIES = { maxAttempts: 5, backoffMs: 2000, mergeMs: 60_000 };

export interface LocalUpdateMails {
  /** Where the local runtime's templates area queues the buyers' mails (`createLocalInfrastructure`). */
  jobs: UpdateMailQueue;
  /** Starts the queue's worker over the infrastructure (its tables and the outbox). */
  start(infrastructure: Infrastructure): void;
  /** Stops the worker once the job under way ends; pending jobs stay for the next start. */
  stop(): Promise<void>;
  /** Jobs waiting and jobs given up (`DATA_DIR/update-mail-queue`). */
  counts(): Promise<{ pending: number; failed: number }>;
}

/**
 * The buyers' mails in local mode: the same jobs as on AWS, in a folder queue under DATA_DIR (it survives a
 * restart), sent to the same outbox as every other mail by one worker, after the publication answered.
 */
export const createLocalUpdateMails = (config: AppConfig): LocalUpdateMails => {
  const local = config.local;
  if (!local) throw new Error('Local update mails need the local settings (RUNTIME=local)');
  const queue = createFolderJobQueue<UpdateMailJob>({
    directory: join(local.dataDir, 'update-mail-queue'),
    keyOf: (job) => `${job.templateId}#${job.version}`,
    ...LOCAL_UPDATE_MAIL_RETRIES,
  });
  return {
    jobs: { request: (job) => queue.send(job) },
    start(infrastructure) {
      const deps = createUpdateMailDeps(infrastructure);
      queue.start(async (job) => {
        try {
          await notifyBuyers(deps, job);
        } finally {
          infrastructure.metrics.publish();
        }
      });
    },
    stop: () => queue.stop(),
    counts: () => queue.counts(),
  };
};
