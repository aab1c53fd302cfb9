import type { Infrastructure } from '@redigo/functions/composition/infrastructure';
import { demoAccounts, seedAccounts } from '../seed/seed-accounts';

/** First-start data of local mode; every step skips what already exists, so restarts keep the data. */
export const seedLocalData = async (
  infrastructure: Infrastructure,
  env: Record<string, string | undefined>,
): Promise<void> => {
  await seedAccounts(infrastructure, demoAccounts(env));
};
