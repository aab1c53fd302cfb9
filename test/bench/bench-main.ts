import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from '../../infra/src/repository-root';
import { budgetRows, type BenchFigures } from './bench-figures';
import type { LocalStack } from '../../infra/src/local/local-stack';
import { startBenchServices, type BenchServices } from './bench-stack';
import { formatMachine, formatTable } from './bench-table';
import { measureClientLinks } from './client-link-bench';
import { measureColdStarts } from './cold-start-bench';
import { measureFirstRequests } from './first-request-bench';
import { measureContacts } from './contacts-bench';
import { measureAllLists } from './lists-suite';
import { describeMachine } from './machine';
import { measureConversion, measurePdfFairness, measurePdfPurchases } from './pdf-bench';
import { measurePurchases } from './purchase-bench';
import { measureQuestions } from './questions-bench';
import { measureRateLimit } from './rate-limit-bench';
import { measurePathVerification } from './verify-paths-bench';
import { measureBoundedVerification } from './bounded-verification-bench';
import { measureRendering } from './render-suite';
import { measureRules } from './rules-bench';
import { measureFirstPaint, type WebSizes } from './spa-bench';
import { measureUpdateMails } from './update-mails-bench';
import { measureRedlineFairness, measureRedlines } from './updates-bench';

/** How much each phase measures: about 20 minutes in all on 2 busy cores. */
const SETTINGS = {
  renderIterations: 150,
  ruleRuns: 2000,
  coldStartRuns: 7,
  firstRequestRuns: 5,
  // Back to back at 1, 10 and 50 clients (saturation), and 50 clients each asking 5 times a second: far faster
  // than a person (who reads, chooses, and waits the SPA's 1-3 s loading), the load the budget is judged on.
  questionProfiles: [
    { connections: 1 },
    { connections: 10 },
    { connections: 50 },
    { connections: 50, perClientRate: 5 },
  ],
  questionSeconds: 10,
  listSizes: [1000, 100_000],
  listIterations: 20,
  contactSizes: [100, 5000],
  firstPaintRuns: 5,
  purchases: { sequential: 30, concurrent: 20 },
  clientLinks: { links: 40, reviews: 5 },
  pathVerificationRuns: 3,
  pdfConversionRuns: 7,
  pdfPurchaseRuns: 5,
  // Per seeded template and a 50-page contract: this many compares of two versions and redlines of an update.
  redlineRuns: 5,
  updateMails: { buyers: 1000, runs: 5 },
  // One account floods at ten times its share while another asks at a person's pace, this long (twice: alone first).
  rateLimitSeconds: 15,
};

const print = (text: string) => process.stdout.write(`${text}\n`);

/** `BENCH_ONLY=<phase name part>` measures that figure alone (the services it needs still start). */
const isWanted = (name: string): boolean => {
  const only = process.env.BENCH_ONLY?.toLowerCase();
  return !only || name.toLowerCase().includes(only) || name.includes('local stack');
};

/** Runs `work` as a phase, giving up after `minutes`; a failure is recorded, and the next phases still run. */
const phases = (failures: { phase: string; error: string }[]) =>
  async function phase<T>(name: string, minutes: number, work: () => Promise<T>): Promise<T | undefined> {
    if (!isWanted(name)) return undefined;
    const started = Date.now();
    print(`bench: ${name}...`);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`not done after ${minutes} minutes`)), minutes * 60_000);
    });
    try {
      const running = work();
      running.catch(() => undefined); // once the deadline has passed, its late failure is no news
      const result = await Promise.race([running, deadline]);
      print(`bench: ${name} done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      return result;
    } catch (error) {
      failures.push({ phase: name, error: error instanceof Error ? error.message : String(error) });
      console.error(`bench: ${name} could not be measured:`, error);
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };

/**
 * Measures every budget of docs/design.md "Performance budgets", prints the table and writes bench/results.json.
 * Everything it starts (DynamoDB Local, local stacks, Chromium, child processes) is stopped before it returns.
 * Returns the exit code: 1 when some figure could not be measured, 0 otherwise (budgets missed included).
 */
export const runBenchmarks = async ({
  distDir,
  buildWeb,
}: {
  distDir: string;
  buildWeb: () => Promise<WebSizes>;
}): Promise<number> => {
  const root = repositoryRoot(distDir);
  // The local stacks load the AWS SDK, which warns once about Node 20; the warning is no figure.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const started = new Date();
  const machine = describeMachine();
  print(`bench: ${formatMachine(machine)}`);
  const failures: { phase: string; error: string }[] = [];
  const phase = phases(failures);
  const figures: BenchFigures = {};
  figures.web = await phase('SPA build sizes', 2, buildWeb);
  figures.coldStarts = await phase('Lambda bundles and cold imports', 3, () =>
    measureColdStarts(join(distDir, 'lambdas'), SETTINGS.coldStartRuns),
  );
  figures.renders = await phase('document rendering', 4, () =>
    measureRendering(distDir, SETTINGS.renderIterations),
  );
  figures.rules = await phase('rules on the next question', 1, async () => measureRules(SETTINGS.ruleRuns));
  figures.pdf = {
    conversion: await phase('PDF/A conversion, cold and warm', 3, () =>
      measureConversion(SETTINGS.pdfConversionRuns),
    ),
  };
  let services: BenchServices | undefined;
  // On Ctrl-C or a kill, stop what was started; exiting also kills DynamoDB Local and Chromium (their exit hooks).
  const interrupted = (signal: NodeJS.Signals) => {
    console.error(`bench: ${signal}, stopping the services`);
    setTimeout(() => process.exit(130), 10_000).unref();
    void (services?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
  try {
    services = await phase('DynamoDB Local and the local stack', 2, () =>
      startBenchServices(
        join(root, '.bench-data'),
        join(root, 'web/dist'),
        process.env.BENCH_DYNAMODB === 'disk',
      ),
    );
    const stack =
      services && (await phase('local stack', 2, () => (services as BenchServices).startStack('main')));
    if (stack) {
      figures.purchases = await phase('purchases', 5, () =>
        measurePurchases(stack, join(root, '.bench-data', 'main'), SETTINGS.purchases),
      );
      figures.clientLinks = await phase("client's link", 4, () =>
        measureClientLinks(stack, join(root, '.bench-data', 'main'), SETTINGS.clientLinks),
      );
      figures.pathVerification = await phase('path verification', 3, () =>
        measurePathVerification(stack, SETTINGS.pathVerificationRuns),
      );
      figures.boundedVerification = await phase('bounded verification', 3, () =>
        measureBoundedVerification(stack),
      );
      figures.firstPaint = await phase('catalogue first paint', 3, () =>
        measureFirstPaint(stack.url, SETTINGS.firstPaintRuns),
      );
      const bundles = Object.fromEntries(
        (figures.coldStarts?.bundles ?? []).map((bundle) => [bundle.area, bundle.file]),
      );
      figures.firstRequests = await phase('Lambda first requests on DynamoDB Local', 3, () =>
        measureFirstRequests(stack, (services as BenchServices).dynamodb, bundles, SETTINGS.firstRequestRuns),
      );
      figures.questions = await phase('next-question latency', 3, () =>
        measureQuestions({
          target: { url: stack.url },
          profiles: SETTINGS.questionProfiles,
          durationSeconds: SETTINGS.questionSeconds,
        }),
      );
    }
    if (services) {
      const running = services;
      // The stack that makes PDFs (and redlines), started once by the first phase that needs it.
      const pdfDataDir = join(root, '.bench-data', 'pdf');
      let pdfStarting: Promise<LocalStack> | undefined;
      const pdfStack = () => (pdfStarting ??= running.startStack('pdf', { PDF_CONVERTER: 'libreoffice' }));
      const pdfPurchases = await phase('PDF/A: payment recorded to PDF stored', 8, async () =>
        measurePdfPurchases(await pdfStack(), pdfDataDir, SETTINGS.pdfPurchaseRuns),
      );
      figures.pdf = { ...figures.pdf, purchases: pdfPurchases };
      const fairness = await phase("PDF/A fairness: a huge job and another lawyer's PDF", 8, async () =>
        pdfPurchases ? measurePdfFairness(await pdfStack(), pdfDataDir) : undefined,
      );
      figures.pdf = { ...figures.pdf, fairness };
      figures.updates = {
        redlines: await phase("Updates: the update's redline and the staff's compare", 15, async () =>
          measureRedlines(await pdfStack(), pdfDataDir, SETTINGS.redlineRuns),
        ),
      };
      figures.updates.fairness = await phase(
        "Updates: redline fairness, another lawyer's redline behind a huge job",
        15,
        async () => measureRedlineFairness(await pdfStack(), pdfDataDir),
      );
      figures.updates.mails = await phase("Updates: publishing a version, the buyers' mails", 8, async () =>
        measureUpdateMails(
          await running.startStack('mails'),
          join(root, '.bench-data', 'mails'),
          SETTINGS.updateMails,
        ),
      );
      figures.lists = await phase('lists', 7, () =>
        measureAllLists(running, SETTINGS.listSizes, SETTINGS.listIterations),
      );
      figures.contacts = await phase('address book', 12, () =>
        measureContacts(running, SETTINGS.contactSizes, SETTINGS.listIterations),
      );
      figures.rateLimit = await phase('per-account limit', 2, () =>
        measureRateLimit(running, SETTINGS.rateLimitSeconds),
      );
    }
  } finally {
    await services?.stop();
    process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
  }
  const rows = budgetRows(figures);
  const durationSeconds = Math.round((Date.now() - started.getTime()) / 1000);
  print(`\nRedigo benchmarks, ${started.toISOString()} (${durationSeconds} s)\n${formatMachine(machine)}\n`);
  print(formatTable(rows));
  failures.forEach(({ phase: name, error }) => print(`NOT MEASURED: ${name}: ${error}`));
  mkdirSync(join(root, 'bench'), { recursive: true });
  const results = {
    startedAt: started.toISOString(),
    durationSeconds,
    machine,
    settings: SETTINGS,
    rows,
    figures,
    failures,
  };
  writeFileSync(join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  print('\nbench: wrote bench/results.json');
  return failures.length > 0 ? 1 : 0;
};
