import { join } from 'node:path';
import {
  disabledPdfJobQueue,
  documentJobTarget,
  type DocumentJob,
  type PdfJobQueue,
} from '../areas/contract-pdfs';
import { attemptDocumentJob } from '../areas/pdf-conversion';
import type { AppConfig } from '../config/config';
import {
  createLibreOfficeConverter,
  type ConverterMode,
} from '../infrastructure/libreoffice/libreoffice-converter';
import { DEBIAN_UNO_PYTHON, findSoffice } from '../infrastructure/libreoffice/soffice-location';
import { createFolderJobQueue } from '../infrastructure/local-queue/folder-job-queue';
import type { Infrastructure } from './infrastructure';

/** The local queue's attempts and waits: three attempts, 2 s then 4 s apart; SQS's five-minute merge. */
export const LOCAL_PDF_RETRIES = { maxAttempts: 3, backoffMs: 2000, mergeMs: 5 * 60_000 };

/** `on` with the converter's mode, `off` by the settings, or `missing`: no soffice where it was looked for. */
export type LocalPdfStatus = { state: 'on'; mode: ConverterMode } | { state: 'off' } | { state: 'missing' };

export interface LocalPdfs {
  /** Where the local runtime's areas ask for PDFs (`createLocalInfrastructure`). */
  jobs: PdfJobQueue;
  /** Starts the converter and the queue's worker over the infrastructure's documents bucket. */
  start(infrastructure: Infrastructure): Promise<LocalPdfStatus>;
  /** Stops the converter and the worker at once; pending jobs (the one cut short included) stay for the next start. */
  stop(): Promise<void>;
  /** Jobs waiting and jobs given up (`DATA_DIR/pdf-queue`). */
  counts(): Promise<{ pending: number; failed: number }>;
}

const noPdfs = (status: LocalPdfStatus): LocalPdfs => ({
  jobs: disabledPdfJobQueue,
  start: async () => status,
  stop: async () => undefined,
  counts: async () => ({ pending: 0, failed: 0 }),
});

/**
 * PDFs in local mode: the same jobs as on AWS, in a folder queue under DATA_DIR (it survives a restart), made by
 * `PDF_WORKERS` LibreOffices kept warm side by side (a long job holds one; another lawyer's PDF is made by the
 * next), their profiles kept under DATA_DIR too. Without soffice (or with PDF_CONVERTER=off)
 * nothing is queued and the PDF download answers 503; everything else works.
 */
export const createLocalPdfs = (config: AppConfig): LocalPdfs => {
  const local = config.local;
  if (!local) throw new Error('Local PDFs need the local settings (RUNTIME=local)');
  const { pdf, dataDir } = local;
  if (pdf.converter === 'off') return noPdfs({ state: 'off' });
  const soffice = findSoffice(pdf.soffice);
  if (!soffice) return noPdfs({ state: 'missing' });
  const queue = createFolderJobQueue<DocumentJob>({
    directory: join(dataDir, 'pdf-queue'),
    keyOf: documentJobTarget,
    ...LOCAL_PDF_RETRIES,
    workers: pdf.workers,
  });
  // One LibreOffice per worker, each on its own profile (two soffice may not share one): the first keeps the
  // profile of a single converter, the others `libreoffice-2`, `libreoffice-3`...
  const converters = Array.from({ length: pdf.workers }, (_, worker) =>
    createLibreOfficeConverter({
      soffice,
      python: DEBIAN_UNO_PYTHON,
      profileDirectory: join(dataDir, worker === 0 ? 'libreoffice' : `libreoffice-${worker + 1}`),
      timeoutMs: pdf.timeoutMs,
    }),
  );
  return {
    jobs: { enabled: true, request: (job) => queue.send(job) },
    async start(infrastructure) {
      const { logger, metrics } = infrastructure;
      const { documents, masters } = infrastructure.files;
      queue.start(async (job, delivery, worker) => {
        const converter = converters[worker] ?? converters[0];
        if (!converter) throw new Error('No converter');
        try {
          const deps = { documents, masters, converter, comparer: converter, logger, metrics };
          await attemptDocumentJob(deps, job, delivery);
        } finally {
          metrics.publish();
        }
      });
      const [mode] = await Promise.all(converters.map((converter) => converter.warmUp()));
      return { state: 'on', mode: mode ?? 'one-shot' };
    },
    async stop() {
      // LibreOffice is killed first, so a conversion under way ends at once; its job stays queued as it was.
      const stopping = queue.stop();
      await Promise.all(converters.map((converter) => converter.close()));
      await stopping;
    },
    counts: () => queue.counts(),
  };
};
