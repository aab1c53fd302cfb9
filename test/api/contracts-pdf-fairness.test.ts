import { contractMessages } from '@redigo/shared/messages/contracts';
import { deflatedEntry, writeZip } from '@redigo/functions/documents/zip/zip-writer';
import type { BusinessMetric } from '@redigo/functions/ports/metrics';
import { DOCX_CONTENT_TYPE } from '@redigo/functions/ports/file-store';
import { loginAs, type SignedIn } from '../support/accounts';
import { getContractPdf, pollContractPdf } from '../support/contract-pdfs';
import { createCompletedContract, templateIdByName } from '../support/contracts';
import { eventually } from '../support/eventually';
import { documentKeysOf, payThroughStandIn } from '../support/payments';
import { startTestStack, type TestStack } from '../support/test-stack';

jest.setTimeout(240_000);

const NDA = 'Accordo di riservatezza (NDA)';

/** A clause of about five lines. */
const CLAUSE =
  'Il conduttore si obbliga a corrispondere il canone pattuito entro il giorno cinque di ogni mese. '.repeat(
    5,
  );

/**
 * A .docx of some 500 pages, as a master whose group loop repeats a hundred times renders (issue 33): past the
 * bounds of a conversion (functions/src/areas/pdf-conversion/pdf-source-bounds.ts).
 */
const hugeDocx = (): Buffer => {
  const paragraph = `<w:p><w:r><w:t>${CLAUSE}</w:t></w:r></w:p>`;
  const xml =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
    `${paragraph.repeat(4000)}<w:sectPr/></w:body></w:document>`;
  return writeZip([deflatedEntry('word/document.xml', Buffer.from(xml, 'utf8'))]);
};

describe('one lawyer’s huge document does not hold another lawyer’s PDF (issue 33)', () => {
  let stack: TestStack;
  let user: SignedIn;
  let templateId: string;
  let counted: BusinessMetric[];
  /** The PDF jobs' logs of each attempt: its level, its message and the contract it was for. */
  let attempts: { level: string; message: string; contractId: unknown }[];

  beforeAll(async () => {
    stack = await startTestStack({ env: { PDF_CONVERTER: 'libreoffice' } });
    user = await loginAs(stack, 'user');
    templateId = await templateIdByName(stack, user.token, NDA);
    const { metrics } = stack.infrastructure;
    const count = metrics.count.bind(metrics);
    metrics.count = (metric, value) => {
      counted.push(metric);
      count(metric, value);
    };
    const { logger } = stack.infrastructure;
    const log = logger.log.bind(logger);
    logger.log = (level, message, fields) => {
      if (message.startsWith('PDF')) attempts.push({ level, message, contractId: fields?.contractId });
      log(level, message, fields);
    };
  });
  beforeEach(() => {
    counted = [];
    attempts = [];
  });
  afterAll(async () => {
    await stack?.stop();
  });

  /** Two contracts bought with no PDF job queued yet (the test queues them, by asking for the PDFs). */
  const buyTwoUnqueued = async () => {
    const jobs = stack.infrastructure.pdfJobs;
    const request = jobs.request;
    jobs.request = async () => undefined;
    try {
      const bought = [];
      for (let index = 0; index < 2; index += 1) {
        const contract = await createCompletedContract(stack, user.token, templateId);
        const paid = await payThroughStandIn(stack, user.token, contract.id, { pec: user.pec });
        if (paid.status !== 303) throw new Error(`payment: ${paid.status}`);
        const [docx] = (await documentKeysOf(stack, contract.id)).filter((key) => key.endsWith('.docx'));
        bought.push({ id: contract.id, docx: docx ?? '' });
      }
      return bought as [{ id: string; docx: string }, { id: string; docx: string }];
    } finally {
      jobs.request = request;
    }
  };

  it('refuses the PDF of a document past the bounds with a clear 413, never converts it, and never queues it again', async () => {
    const [huge, small] = await buyTwoUnqueued();
    await stack.infrastructure.files.documents.put(huge.docx, hugeDocx(), DOCX_CONTENT_TYPE);

    // Both asked for together: the huge one first.
    expect((await getContractPdf(stack, user.token, huge.id)).status).toBe(202);
    expect((await getContractPdf(stack, user.token, small.id)).status).toBe(202);

    const { pdf } = await pollContractPdf(stack, user.token, small.id);
    expect(pdf.status).toBe(200);
    const refused = await pollContractPdf(stack, user.token, huge.id);
    expect(refused.pdf.status).toBe(413);
    expect(refused.pdf.body).toEqual({ message: contractMessages.pdfTooLarge, code: 'PAYLOAD_TOO_LARGE' });
    // Refused before LibreOffice ran: one attempt, which refused it (none failed), no PDF object, and the refusal
    // says why. The other lawyer's job is not this rule's: LibreOffice may crash on it and it is tried again.
    expect(counted.filter((metric) => metric === 'PdfsRefused')).toHaveLength(1);
    expect(attempts.filter(({ contractId }) => contractId === huge.id)).toEqual([
      {
        level: 'info',
        message: 'PDF refused: the document is past the bounds of a conversion',
        contractId: huge.id,
      },
    ]);
    const keys = await documentKeysOf(stack, huge.id);
    expect(keys.filter((key) => key.endsWith('.pdf'))).toEqual([]);
    const refusal = await stack.infrastructure.files.documents.get(
      huge.docx.replace(/\.docx$/, '.pdf-refused.json'),
    );
    expect(JSON.parse(refusal?.toString('utf8') ?? '{}')).toMatchObject({
      reason: 'estimated-pages',
      limit: 300,
    });

    // Asked again: the same answer at once, no job queued; the .docx is still there to download.
    expect((await getContractPdf(stack, user.token, huge.id)).status).toBe(413);
    await eventually('the queue empty', async () => (await stack.pdfs.counts()).pending === 0);
    expect(await stack.pdfs.counts()).toEqual({ pending: 0, failed: 0 });
    expect(counted.filter((metric) => metric === 'PdfsRefused')).toHaveLength(1);
    const docx = await stack.api.get(`/api/contract/download/${huge.id}`, { token: user.token });
    expect(docx.status).toBe(200);
  });

  it('makes another lawyer’s PDF while a long conversion holds a worker, well before that one ends', async () => {
    const [long, small] = await buyTwoUnqueued();
    const smallPdf = small.docx.replace(/\.docx$/, '.pdf');
    const { documents } = stack.infrastructure.files;
    // The long job's worker is held (as by a conversion of a minute) until the small PDF is stored, 90 s at most.
    const order: string[] = [];
    let held = false;
    const get = documents.get.bind(documents);
    documents.get = async (key) => {
      if (key === long.docx) {
        held = true;
        const deadline = Date.now() + 90_000;
        while (!(await documents.has(smallPdf)) && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        order.push(`long released, small PDF ${(await documents.has(smallPdf)) ? 'stored' : 'missing'}`);
      }
      return get(key);
    };
    try {
      expect((await getContractPdf(stack, user.token, long.id)).status).toBe(202);
      await eventually('the long job taken by a worker', () => held);
      expect((await getContractPdf(stack, user.token, small.id)).status).toBe(202);

      // The small PDF is stored while the long job is still held: `order` below says so, whatever the machine's
      // speed (how soon is the bench's: docs/design.md).
      const { pdf } = await pollContractPdf(stack, user.token, small.id);
      expect(pdf.status).toBe(200);
      const longPdf = await pollContractPdf(stack, user.token, long.id);
      expect(longPdf.pdf.status).toBe(200);
      expect(order).toEqual(['long released, small PDF stored']);
    } finally {
      documents.get = get;
    }
  });
});
