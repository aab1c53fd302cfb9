import type { SQSRecord } from 'aws-lambda';
import { pdfAFixture } from '../../documents/test-support/pdfa-fixture';
import type { BusinessMetric } from '../../ports/metrics';
import { memoryFileStore } from '../../areas/payments/test-support/payment-fakes';
import { handlePdfJobMessages } from './pdf-job-messages';

const record = (messageId: string, body: unknown, receiveCount = 1): SQSRecord =>
  ({
    messageId,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    attributes: { ApproximateReceiveCount: String(receiveCount) },
  }) as unknown as SQSRecord;

const job = (contractId: string) => ({ contractId, documentKey: `documents/${contractId}/v2.docx` });

/** The converter Lambda's deps in memory: `.docx` files for `c-1`, `c-2`, `c-3`; `broken` makes the converter fail. */
const setUp = (broken: string[] = []) => {
  const documents = memoryFileStore();
  for (const id of ['c-1', 'c-2', 'c-3']) documents.files.set(job(id).documentKey, Buffer.from(id));
  const counted: BusinessMetric[] = [];
  const logged: string[] = [];
  const deps = {
    documents,
    masters: memoryFileStore(),
    comparer: { compare: async () => Buffer.from('') },
    converter: {
      async toPdfA(docx: Buffer) {
        if (broken.includes(docx.toString())) throw new Error('soffice crashed');
        return Buffer.from(await pdfAFixture());
      },
    },
    logger: { log: (level: string) => void logged.push(level), child: () => deps.logger },
    metrics: { count: (metric: BusinessMetric) => void counted.push(metric), publish: () => undefined },
  };
  return { deps, documents, counted, logged };
};

describe('the PDF queue messages of the converter Lambda', () => {
  it('makes each job of the batch and hands none back', async () => {
    const { deps, documents, counted } = setUp();

    const failures = await handlePdfJobMessages(
      deps,
      [record('m1', job('c-1')), record('m2', job('c-2'))],
      3,
    );

    expect(failures).toEqual([]);
    expect(documents.files.has('documents/c-2/v2.pdf')).toBe(true);
    expect(counted).toEqual(['PdfsMade', 'PdfsMade']);
  });

  it('hands a failed job back, and the ones after it in the FIFO batch, untried', async () => {
    const { deps, documents, counted } = setUp(['c-2']);

    const failures = await handlePdfJobMessages(
      deps,
      [record('m1', job('c-1')), record('m2', job('c-2')), record('m3', job('c-3'))],
      3,
    );

    expect(failures).toEqual([{ itemIdentifier: 'm2' }, { itemIdentifier: 'm3' }]);
    expect(documents.files.has('documents/c-3/v2.pdf')).toBe(false);
    expect(counted).toEqual(['PdfsMade', 'PdfAttemptsFailed']);
  });

  it('reports the last delivery that fails as a PDF not made, with an error log', async () => {
    const { deps, counted, logged } = setUp(['c-1']);

    await handlePdfJobMessages(deps, [record('m1', job('c-1'), 3)], 3);

    expect(counted).toEqual(['PdfAttemptsFailed', 'PdfsNotMade']);
    expect(logged).toEqual(['error']);
  });

  it('drops a message that is not a PDF job, logging it, without touching the bucket', async () => {
    const { deps, documents, logged } = setUp();

    const failures = await handlePdfJobMessages(
      deps,
      [record('m1', 'not json'), record('m2', { contractId: 'c-1', documentKey: 'masters/x.docx' })],
      3,
    );

    expect(failures).toEqual([]);
    expect(logged).toEqual(['error', 'error']);
    expect(documents.files.size).toBe(3);
  });
});
