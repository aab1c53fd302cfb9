import type { BusinessMetric } from '../../ports/metrics';
import { ConversionTimeoutError } from '../../ports/document-converter';
import { memoryFileStore } from '../payments/test-support/payment-fakes';
import { pdfRefusalKeyOf } from '../contract-pdfs';
import { attemptPdfJob } from './job-attempt';

const job = { contractId: 'c-1', documentKey: 'documents/c-1/v1.docx' };

const setUp = () => {
  const documents = memoryFileStore();
  documents.files.set(job.documentKey, Buffer.from('the purchased docx'));
  const counted: BusinessMetric[] = [];
  const deps = {
    documents,
    converter: {
      toPdfA: async (): Promise<Buffer> => {
        throw new ConversionTimeoutError(60_000);
      },
    },
    logger: { log: () => undefined, child: () => deps.logger },
    metrics: { count: (metric: BusinessMetric) => counted.push(metric), publish: () => undefined },
  };
  return { documents, counted, deps };
};

describe('attemptPdfJob with a conversion that runs out of time', () => {
  it('is tried again while attempts are left, nothing recorded', async () => {
    const { documents, counted, deps } = setUp();

    await expect(attemptPdfJob(deps, job, { attempt: 1, final: false })).rejects.toThrow(
      ConversionTimeoutError,
    );

    expect(documents.files.has(pdfRefusalKeyOf(job.documentKey))).toBe(false);
    expect(counted).toEqual(['PdfAttemptsFailed']);
  });

  it('records the refusal on the last attempt: later downloads answer 413 instead of queueing it again', async () => {
    const { documents, counted, deps } = setUp();

    await expect(attemptPdfJob(deps, job, { attempt: 3, final: true })).rejects.toThrow(
      ConversionTimeoutError,
    );

    const refusal = documents.files.get(pdfRefusalKeyOf(job.documentKey));
    expect(JSON.parse(refusal?.toString('utf8') ?? '{}')).toEqual({ reason: 'conversion-timeout' });
    expect(counted).toEqual(['PdfAttemptsFailed', 'PdfsNotMade', 'PdfsRefused']);
  });
});
