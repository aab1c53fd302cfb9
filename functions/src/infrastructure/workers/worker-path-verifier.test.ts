import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import {
  PathVerificationStoppedError,
  PathVerifierBusyError,
  runPathVerification,
  type PathVerificationJob,
} from '../../areas/templates';
import { createDocumentRenderer } from '../../documents/renderer';
import { buildDocx } from '../../documents/test-support/docx-fixture';
import { createWorkerPathVerifier, PATH_VERIFICATION_WORKER_FILE } from './worker-path-verifier';

const questions = Array.from({ length: 8 }, (_, index) => ({
  variable: `q${index}`,
  question: `Domanda ${index}?`,
  options: ['Sì', 'No', 'Forse'],
  is_multiple_selection: false,
  required_answers: index === 7 ? [{ q0: 'Sì' }] : [],
}));

const job = (key: string): PathVerificationJob => ({
  questions,
  documents: [
    {
      label: 'Master',
      key,
      kind: 'document',
      docx: buildDocx({
        paragraphs: [...questions.map(({ variable }) => `{${variable}}`), 'Una parola sfuggita: undefined.'],
      }),
    },
  ],
  budgetMs: 60_000,
});

describe('the path verification in a worker thread', () => {
  const directory = mkdtempSync(join(tmpdir(), 'redigo-worker-test-'));
  const script = join(directory, PATH_VERIFICATION_WORKER_FILE);

  beforeAll(() => {
    buildSync({
      entryPoints: [join(__dirname, '../../workers/path-verification-worker.ts')],
      outfile: script,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'cjs',
      logLevel: 'warning',
    });
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('answers what the same verification answers in this thread, and leaves this event loop free meanwhile', async () => {
    const verifier = createWorkerPathVerifier({ script });
    let turnsOfThisLoop = 0;
    const ticking = setInterval(() => (turnsOfThisLoop += 1), 0);

    const report = await verifier.verify(job('masters/a/master.docx')).finally(() => clearInterval(ticking));

    expect(report).toEqual(runPathVerification(job('masters/a/master.docx'), createDocumentRenderer()));
    expect(report.findings.map(({ kind }) => kind)).toContain('undefined_text');
    expect(turnsOfThisLoop).toBeGreaterThan(0);
  });

  it('reuses a worker for the next job', async () => {
    const verifier = createWorkerPathVerifier({ script });

    const first = await verifier.verify(job('masters/b/master.docx'));
    const second = await verifier.verify(job('masters/c/master.docx'));

    expect(second).toEqual(first);
  });

  it('refuses a verification past the number allowed at once', async () => {
    const verifier = createWorkerPathVerifier({ script, maxRunning: 1 });

    const running = verifier.verify(job('masters/d/master.docx'));
    const refused = verifier.verify(job('masters/e/master.docx'));

    await expect(refused).rejects.toBeInstanceOf(PathVerifierBusyError);
    await expect(running).resolves.toMatchObject({ errors: 1 });
  });

  it('stops a worker that runs past its hard limit, and starts a new one for the next job', async () => {
    const verifier = createWorkerPathVerifier({ script, hardLimitMs: 1 });

    await expect(verifier.verify(job('masters/f/master.docx'))).rejects.toBeInstanceOf(
      PathVerificationStoppedError,
    );
    const patient = createWorkerPathVerifier({ script });
    await expect(patient.verify(job('masters/f/master.docx'))).resolves.toMatchObject({ errors: 1 });
  });
});
