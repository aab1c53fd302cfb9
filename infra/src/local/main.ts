import { resolve } from 'node:path';
import { demoAccounts } from '../seed/seed-accounts';
import { demoStudioAccounts } from '../seed/seed-demo-studio';
import { repositoryRoot } from '../repository-root';
import { MissingJavaError } from './java';
import { startLocalStack, type LocalStack } from './local-stack';
import { dataDirOf, hostOf, portOf, userSettingsOf } from './local-settings';

// Local mode runs on Node 20; the Lambdas run on Node 22, where the SDK's warning does not apply.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const say = (text: string): void => {
  process.stdout.write(`${text}\n`);
};

/** What the PDF download can do on this run, said once at start. */
const pdfLine = ({ status }: LocalStack['pdfs']): string => {
  if (status.state === 'on')
    return `PDF/A:        LibreOffice, ${status.mode === 'warm' ? 'kept warm' : 'one soffice per document (python3-uno missing)'}`;
  if (status.state === 'off') return 'PDF/A:        off (PDF_CONVERTER=off); the PDF download answers 503';
  return 'PDF/A:        off: LibreOffice (soffice) was not found; install libreoffice-writer-nogui, or set SOFFICE_PATH';
};

const printWelcome = (stack: LocalStack): void => {
  const accounts = [
    ...demoAccounts(process.env),
    ...(process.env.SEED_DEMO_STUDIO === '0' ? [] : demoStudioAccounts(process.env)),
  ]
    .map((account) => `  ${account.role.padEnd(7)} ${account.pec} / ${account.password}`)
    .join('\n');
  say(
    [
      '',
      `Redigo is running at ${stack.url}`,
      '',
      'Demo accounts:',
      accounts,
      '',
      `Mail outbox:  ${stack.url}/_local/mail`,
      pdfLine(stack.pdfs),
      `Data folder:  ${stack.config.local?.dataDir} (delete it to start afresh)`,
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
};

const main = async (): Promise<void> => {
  const port = portOf(process.env.PORT);
  if (process.env.PORT?.trim() && String(port) !== process.env.PORT.trim())
    say(`PORT=${JSON.stringify(process.env.PORT)} is not a port number: using ${port}.`);
  const stack = await startLocalStack({
    dataDir: dataDirOf(process.env.DATA_DIR),
    port,
    host: hostOf(process.env.HOST),
    webRoot: resolve(repositoryRoot(), 'web/dist'),
    // Only the user-facing settings: the stack sets its own endpoints, tables, buckets and mailer. The demo of an
    // update (the lawyer's bought lease on its first version) is on unless SEED_DEMO_UPDATE=0, the demo studio (the
    // lawyer its titolare, an avvocato and a collaboratore) unless SEED_DEMO_STUDIO=0.
    env: { SEED_DEMO_UPDATE: '1', SEED_DEMO_STUDIO: '1', ...userSettingsOf(process.env) },
    accessLog: process.env.ACCESS_LOG === '0' ? undefined : say,
  });
  printWelcome(stack);
  let stopping = false;
  const stop = (): void => {
    if (stopping) process.exit(1);
    stopping = true;
    say('\nStopping Redigo...');
    stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
};

main().catch((error: unknown) => {
  if (error instanceof MissingJavaError) console.error(error.message);
  else console.error(`Redigo could not start: ${(error as Error).message ?? error}`);
  process.exit(1);
});
