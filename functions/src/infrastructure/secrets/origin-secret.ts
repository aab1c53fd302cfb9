import type { OriginSecretValues } from '../../security/origin-check';

/** Reads the origin secret from Secrets Manager; the SDK client is loaded on first use. */
export const secretsManagerOriginValues =
  (region: string, secretArn: string) => async (): Promise<OriginSecretValues> => {
    const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
    const client = new SecretsManagerClient({ region });
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretArn }));
    const parsed = JSON.parse(SecretString ?? '{}') as Partial<OriginSecretValues>;
    if (!parsed.current) throw new Error(`Secret ${secretArn} lacks current`);
    return { current: parsed.current, previous: parsed.previous || undefined };
  };
