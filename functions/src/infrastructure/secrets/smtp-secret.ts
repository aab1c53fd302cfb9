/** The SMTP secret's JSON (docs/deploying.md): a PEC provider's server and the mailbox's credentials. */
interface SmtpSecret {
  host: string;
  port: number | string;
  username: string;
  password: string;
}

/** `smtps://` on 465 (implicit TLS), `smtp://` otherwise (nodemailer then requires STARTTLS when offered). */
export const smtpUrlOf = (secret: SmtpSecret): string => {
  const port = Number(secret.port);
  const scheme = port === 465 ? 'smtps' : 'smtp';
  const user = `${encodeURIComponent(secret.username)}:${encodeURIComponent(secret.password)}`;
  return `${scheme}://${user}@${secret.host}:${port}`;
};

/** Reads the SMTP secret from Secrets Manager with the first mail and makes the transport's URL of it. */
export const secretsManagerSmtpUrl = (region: string, secretArn: string) => async (): Promise<string> => {
  const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
  const client = new SecretsManagerClient({ region });
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretArn }));
  const parsed = JSON.parse(SecretString ?? '{}') as Partial<SmtpSecret>;
  const missing = (['host', 'port', 'username', 'password'] as const).filter((key) => !parsed[key]);
  if (missing.length > 0) throw new Error(`Secret ${secretArn} lacks ${missing.join(', ')}`);
  return smtpUrlOf(parsed as SmtpSecret);
};
