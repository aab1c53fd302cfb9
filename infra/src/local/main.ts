import { resolve } from 'node:path';
import { demoAccounts } from '../seed/seed-accounts';
import { repositoryRoot } from '../repository-root';
import { MissingJavaError } from './java';
import { startLocalStack, type LocalStack } from './local-stack';

// Local mode runs on Node 20; the Lambdas run on Node 22, where the SDK's warning does not apply.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const say = (text: string): void => {
  process.stdout.write(`${text}\n`);
};

const printWelcome = (stack: LocalStack): void => {
  const accounts = demoAccounts(process.env)
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
      `Data folder:  ${stack.config.local?.dataDir} (delete it to start afresh)`,
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
};

const main = async (): Promise<void> => {
  const stack = await startLocalStack({
    dataDir: resolve(process.env.DATA_DIR ?? '.data'),
    port: Number(process.env.PORT ?? 3000),
    host: process.env.HOST ?? '127.0.0.1',
    webRoot: resolve(repositoryRoot(), 'web/dist'),
    env: process.env,
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
