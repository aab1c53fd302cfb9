import type { Infrastructure } from '@redigo/functions/composition/infrastructure';
import { demoAccounts, seedAccounts } from '../seed/seed-accounts';
import { demoFirstVersionOf, demoUpdateOn, seedDemoUpdate } from '../seed/seed-demo-update';
import { demoStudioOn, seedDemoStudio } from '../seed/seed-demo-studio';
import { localSeedOptions, seedCatalogue } from '../seed/seed-templates';

/**
 * First-start data of local mode; every step skips what already exists, so restarts keep the data. With the demo of
 * an update on (SEED_DEMO_UPDATE=1), the lease is created from its first version: `seedLocalDemo` goes on from it.
 */
export const seedLocalData = async (
  infrastructure: Infrastructure,
  env: Record<string, string | undefined>,
): Promise<void> => {
  const accounts = demoAccounts(env);
  await seedAccounts(infrastructure, accounts);
  const lawyer = accounts.find((account) => account.role === 'user');
  // The demo studio (SEED_DEMO_STUDIO=1, `npm start`'s default): the demo lawyer its titolare.
  if (lawyer && demoStudioOn(env)) await seedDemoStudio(infrastructure, lawyer, env);
  const editor = accounts.find((account) => account.role === 'editor');
  if (!editor) return;
  const options = localSeedOptions(infrastructure.config.appUrl);
  await seedCatalogue(
    infrastructure,
    editor.pec,
    demoUpdateOn(env) ? { ...options, firstVersionOf: demoFirstVersionOf } : options,
  );
};

/**
 * The seed that goes through the API at `url` (SEED_DEMO_UPDATE=1), with `headers` that let its requests in before
 * the stack opens: the demo lawyer's purchase of the lease's first version, then the current lease published with
 * its release notes (seed-demo-update.ts). A failure is logged, never fatal: the product runs without the demo.
 */
export const seedLocalDemo = async (
  infrastructure: Infrastructure,
  url: string,
  env: Record<string, string | undefined>,
  headers: Record<string, string>,
): Promise<void> => {
  if (!demoUpdateOn(env)) return;
  const accounts = demoAccounts(env);
  const lawyer = accounts.find((account) => account.role === 'user');
  const editor = accounts.find((account) => account.role === 'editor');
  if (!lawyer || !editor) return;
  try {
    await seedDemoUpdate(infrastructure, { url, headers }, { lawyer, editor });
  } catch (error) {
    infrastructure.logger.log('warn', 'The demo of an update was not seeded', {
      error: error instanceof Error ? error.message : String(error),
    });
  }
};
