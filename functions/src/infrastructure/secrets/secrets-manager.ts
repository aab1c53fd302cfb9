import type { AppSecrets, SecretsProvider } from '../../ports/secrets';
import { once } from '../once';

const REQUIRED: (keyof AppSecrets)[] = ['jwtSigningKey', 'stripeSecretKey', 'stripeWebhookSecret'];

/**
 * Reads the JSON secret once per container, on first use, and keeps it. The SDK client is loaded then too,
 * not when the Lambda's module is imported.
 */
export const createSecretsManagerProvider = (region: string, secretArn: string): SecretsProvider => ({
  get: once(async (): Promise<AppSecrets> => {
    const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
    const client = new SecretsManagerClient({ region });
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretArn }));
    const parsed = JSON.parse(SecretString ?? '{}') as Partial<AppSecrets>;
    const missing = REQUIRED.filter((name) => !parsed[name]);
    if (missing.length > 0) throw new Error(`Secret ${secretArn} lacks ${missing.join(', ')}`);
    return parsed as AppSecrets;
  }),
});
