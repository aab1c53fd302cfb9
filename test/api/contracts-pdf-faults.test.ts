import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BusinessMetric } from '@redigo/functions/ports/metrics';
import { loginAs, type SignedIn } from '../support/accounts';
import { converterProcesses, getContractPdf, pdfInfo, pollContractPdf } from '../support/contract-pdfs';
import { createCompletedContract, templateIdByName } from '../support/contracts';
import { eventually } from '../support/eventually';
import { faultAroundNext, startStoppableS3, type StoppableService } from '../support/faults';
import { documentKeysOf, payThroughStandIn } from '../support/payments';
import { startTestStack, type TestStack } from '../support/test-stack';

jest.setTimeout(240_000);

const NDA = 'Accordo di riservatezza (NDA)';
/**
 * How long a PDF that needs a retry may take: up to three attempts (the 15 s timeout, 2 s and 4 s apart, a
 * LibreOffice started afresh with its minute of allowance) on a machine whose cores are all busy (issue 39).
 */
const RETRIED_PDF_MS = 180_000;

/**
 * A hung conversion is killed after 15 s: short enough for the test, long enough for a 4-page conversion on a
 * machine whose cores are all busy (issue 39). A bucket that is down is given up on quickly. One converter: the
 * faults below freeze or kill "the" LibreOffice of the stack (contracts-pdf-fairness.test.ts covers several
 * workers).
 */
const SETTINGS = {
  PDF_CONVERTER: 'libreoffice',
  PDF_WORKERS: '1',
  PDF_CONVERSION_TIMEOUT_MS: '15000',
  SDK_MAX_ATTEMPTS: '2',
  SDK_CONNECTION_TIMEOUT_MS: '500',
  SDK_REQUEST_TIMEOUT_MS: '2000',
};

/** A PDF job's read of its .docx (the download reads the .pdf beside it): where the faults below strike. */
const isDocx = (key: string) => key.endsWith('.docx');

/** Sends `signal` to every process of the stack's converter. */
const signalConverter = (stack: TestStack, signal: NodeJS.Signals): number => {
  const pids = converterProcesses(stack);
  for (const pid of pids) process.kill(pid, signal);
  return pids.length;
};

describe('making the PDF when the converter or the bucket fails, or a job comes twice', () => {
  let s3: StoppableService;
  let stack: TestStack;
  let user: SignedIn;
  let templateId: string;
  let counted: BusinessMetric[];
  /** The attempts the product logged as failed (attempt-pdf-job's warning and error), with their attempt number. */
  let failedAttempts: number[];

  beforeAll(async () => {
    s3 = await startStoppableS3(mkdtempSync(join(tmpdir(), 'redigo-pdf-faults-')));
    stack = await startTestStack({ s3, env: SETTINGS });
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
      if (/^PDF (attempt failed|not made)/.test(message)) failedAttempts.push(Number(fields?.attempt));
      log(level, message, fields);
    };
  });
  beforeEach(() => {
    counted = [];
    failedAttempts = [];
  });
  afterEach(async () => {
    await s3.start();
  });
  afterAll(async () => {
    await stack?.stop();
    await s3?.stop();
  });

  const buy = async () => {
    const contract = await createCompletedContract(stack, user.token, templateId);
    const paid = await payThroughStandIn(stack, user.token, contract.id, { pec: user.pec });
    if (paid.status !== 303) throw new Error(`payment: ${paid.status}`);
    return contract;
  };

  /**
   * Once the PDF is there: exactly one PDF object beside the .docx, and the queue emptied (the job is taken off it
   * just after the PDF is stored, so that is waited for too). While a test keeps the bucket down the download
   * answers 503 (the product's "try again"): that is waited past, not taken as the answer.
   */
  const expectOnePdf = async (contractId: string) => {
    const { pdf } = await pollContractPdf(stack, user.token, contractId, RETRIED_PDF_MS, [202, 503]);
    expect(pdf.status).toBe(200);
    expect(Number(pdfInfo(pdf.raw).Pages)).toBeGreaterThan(0);
    const keys = await documentKeysOf(stack, contractId);
    expect(keys.filter((key) => key.endsWith('.pdf'))).toHaveLength(1);
    await eventually('the PDF queue emptied', async () => (await stack.pdfs.counts()).pending === 0);
    expect(await stack.pdfs.counts()).toEqual({ pending: 0, failed: 0 });
    return pdf.raw;
  };

  /**
   * What the product promises of a job that failed and then succeeded, however busy the machine (issue 39): at
   * least one failed attempt, each one counted (PdfAttemptsFailed) as it was logged, the PDF made once and the job
   * not given up. How many attempts failed is not promised: on a loaded machine a retry may time out too.
   */
  const expectFailedThenMade = () => {
    expect(failedAttempts.length).toBeGreaterThanOrEqual(1);
    expect(counted.filter((metric) => metric === 'PdfAttemptsFailed')).toHaveLength(failedAttempts.length);
    expect(failedAttempts).toEqual(failedAttempts.map((_, index) => index + 1));
    expect(counted.filter((metric) => metric === 'PdfsMade')).toHaveLength(1);
    expect(counted).not.toContain('PdfsNotMade');
  };

  it('survives LibreOffice crashing in the middle of a conversion: tried again, one PDF', async () => {
    // The worker reads the .docx, then LibreOffice freezes and is killed while the conversion waits on it.
    faultAroundNext(
      stack.infrastructure.files.documents,
      'get',
      async () => {
        expect(signalConverter(stack, 'SIGSTOP')).toBeGreaterThan(0);
        setTimeout(() => signalConverter(stack, 'SIGKILL'), 500);
      },
      undefined,
      isDocx,
    );
    const contract = await buy();

    await expectOnePdf(contract.id);
    expectFailedThenMade();
  });

  it('kills a conversion that hangs past its time, and makes the PDF on the next attempt', async () => {
    faultAroundNext(
      stack.infrastructure.files.documents,
      'get',
      async () => {
        expect(signalConverter(stack, 'SIGSTOP')).toBeGreaterThan(0);
      },
      undefined,
      isDocx,
    );
    const contract = await buy();

    await expectOnePdf(contract.id);
    expectFailedThenMade();
    expect(converterProcesses(stack).length).toBeGreaterThan(0);
  });

  it('stores nothing half-written when the bucket fails at the write, and stores the PDF on the next attempt', async () => {
    // While the bucket is down, the lawyer who asks for the PDF is told to try again (503), whatever the timing.
    let askedMeanwhile: number | undefined;
    let pdfKey = '';
    faultAroundNext(
      stack.infrastructure.files.documents,
      'putIfAbsent',
      async () => {
        await s3.stop();
        const contractId = pdfKey.split('/')[1] ?? '';
        askedMeanwhile = (await getContractPdf(stack, user.token, contractId)).status;
      },
      () => s3.start(),
      (key) => {
        pdfKey = key;
        return key.endsWith('.pdf');
      },
    );
    const contract = await buy();

    await expectOnePdf(contract.id);
    expect(pdfKey).toContain(contract.id);
    expect(askedMeanwhile).toBe(503);
    expectFailedThenMade();
  });

  it('takes a replayed job as done: the .docx not even read, the same bytes, no second object', async () => {
    const contract = await buy();
    const first = await expectOnePdf(contract.id);
    const [documentKey] = (await documentKeysOf(stack, contract.id)).filter((key) => key.endsWith('.docx'));
    counted = [];
    const { documents } = stack.infrastructure.files;
    const read: string[] = [];
    const get = documents.get.bind(documents);
    documents.get = (key) => {
      read.push(key);
      return get(key);
    };

    try {
      await stack.infrastructure.pdfJobs.request({ contractId: contract.id, documentKey: documentKey ?? '' });
      await stack.infrastructure.pdfJobs.request({ contractId: contract.id, documentKey: documentKey ?? '' });
      await eventually('the replayed jobs done', async () => (await stack.pdfs.counts()).pending === 0);
    } finally {
      documents.get = get;
    }

    expect(read).toEqual([]);
    expect((await expectOnePdf(contract.id)).equals(first)).toBe(true);
    expect(counted).toEqual([]);
  });
});

describe('a PDF job across a restart of the local runtime', () => {
  it('stays queued when the runtime stops in the middle of it, and is made after the next start', async () => {
    const s3 = await startStoppableS3(mkdtempSync(join(tmpdir(), 'redigo-pdf-restart-')));
    const first = await startTestStack({ s3, env: SETTINGS });
    try {
      const user = await loginAs(first, 'user');
      const templateId = await templateIdByName(first, user.token, NDA);
      const contract = await createCompletedContract(first, user.token, templateId);
      // The runtime stops once the job has read the .docx and its LibreOffice is frozen: mid-conversion.
      let midJob: () => void = () => undefined;
      const reached = new Promise<void>((resolve) => (midJob = resolve));
      faultAroundNext(
        first.infrastructure.files.documents,
        'get',
        async () => {
          await eventually('LibreOffice started', () => converterProcesses(first).length > 0);
          signalConverter(first, 'SIGSTOP');
          midJob();
        },
        undefined,
        isDocx,
      );
      await payThroughStandIn(first, user.token, contract.id, { pec: user.pec });
      await reached;
      await first.stop();
      expect(converterProcesses(first)).toEqual([]);
      expect(await first.pdfs.counts()).toEqual({ pending: 1, failed: 0 });

      const second = await startTestStack({
        s3,
        dataDir: first.dataDir,
        tablePrefix: first.tablePrefix,
        env: SETTINGS,
      });
      try {
        const again = await loginAs(second, 'user');
        const { pdf } = await pollContractPdf(second, again.token, contract.id, RETRIED_PDF_MS);
        expect(pdf.status).toBe(200);
        expect(await second.pdfs.counts()).toEqual({ pending: 0, failed: 0 });
      } finally {
        await second.stop();
      }
    } finally {
      await s3.stop();
    }
  });
});
