import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { AppSecrets, SecretsProvider } from '../../ports/secrets';

const generate = (): AppSecrets => ({
  jwtSigningKey: randomBytes(32).toString('base64'),
  stripeSecretKey: `sk_test_local_${randomBytes(12).toString('hex')}`,
  stripeWebhookSecret: `whsec_local_${randomBytes(24).toString('hex')}`,
});

/** Local mode: secrets generated on first start into a file under DATA_DIR, then reused. */
export const loadOrCreateLocalSecrets = (file: string): AppSecrets => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as AppSecrets;
  } catch {
    const secrets = generate();
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    return secrets;
  }
};

export const createLocalSecretsProvider = (file: string): SecretsProvider => {
  const secrets = loadOrCreateLocalSecrets(file);
  return { get: async () => secrets };
};
