import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { AppSecrets, SecretsProvider } from '../../ports/secrets';

const REQUIRED: (keyof AppSecrets)[] = ['jwtSigningKey', 'stripeSecretKey', 'stripeWebhookSecret'];

/** Reads the JSON secret once per container and keeps it. */
export const createSecretsManagerProvider = (region: string, secretArn: string): SecretsProvider => {
  const client = new SecretsManagerClient({ region });
  let cached: Promise<AppSecrets> | undefined;
  const load = async (): Promise<AppSecrets> => {
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretArn }));
    const parsed = JSON.parse(SecretString ?? '{}') as Partial<AppSecrets>;
    const missing = REQUIRED.filter((name) => !parsed[name]);
    if (missing.length > 0) throw new Error(`Secret ${secretArn} lacks ${missing.join(', ')}`);
    return parsed as AppSecrets;
  };
  return {
    get() {
      cached ??= load().catch((error: unknown) => {
        cached = undefined;
        throw error;
      });
      return cached;
    },
  };
};
