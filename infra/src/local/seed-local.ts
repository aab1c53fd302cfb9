import type { Infrastructure } from '@redigo/functions/composition/infrastructure';
import { demoAccounts, seedAccounts } from '../seed/seed-accounts';
import { seedCatalogue } from '../seed/seed-templates';

/** First-start data of local mode; every step skips what already exists, so restarts keep the data. */
export const seedLocalData = async (
  infrastructure: Infrastructure,
  env: Record<string, string | undefined>,
): Promise<void> => {
  const accounts = demoAccounts(env);
  await seedAccounts(infrastructure, accounts);
  const editor = accounts.find((account) => account.role === 'editor');
  if (editor) await seedCatalogue(infrastructure, editor.pec);
};
