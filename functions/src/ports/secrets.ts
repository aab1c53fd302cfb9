/** The secrets the functions need; from Secrets Manager on AWS, generated under DATA_DIR locally. */
export interface AppSecrets {
  /** The HS256 key for access tokens, base64. */
  jwtSigningKey: string;
  stripeSecretKey: string;
  stripeWebhookSecret: string;
}

export interface SecretsProvider {
  get(): Promise<AppSecrets>;
}
