import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type Stripe from 'stripe';
import type { AppConfig, BucketName } from '../config/config';
import type { RouteDependencies } from '../http/create-route';
import type { Clock } from '../ports/clock';
import type { FileStore } from '../ports/file-store';
import type { IdGenerator } from '../ports/id-generator';
import type { InvocationLogger } from '../observability/observed-area';
import type { Mailer } from '../ports/mailer';
import type { UploadArea } from '../ports/upload-area';
import type { PdfJobQueue } from '../areas/contract-pdfs';
import type { UpdateMailQueue } from '../areas/update-mails';
import type { Metrics } from '../ports/metrics';
import { createTemplateChanges, type TemplateChanges } from '../infrastructure/template-changes';
import type { SecretsProvider } from '../ports/secrets';
import { createAccessTokens, type AccessTokens } from '../security/access-tokens';
import { createAuthenticator } from '../security/authenticator';
import { createClientTokens, type ClientTokens } from '../security/client-tokens';
import { createPasswordHasher, type PasswordHasher } from '../security/password-hasher';
import { cacheSessionChecks, type CachedSessionChecks } from '../security/cached-session-checks';
import { createDynamoSessionRegistry } from '../infrastructure/dynamodb/tokens/session-registry-table';
import { createDynamoRequestWindows } from '../infrastructure/dynamodb/throttle/request-window-table';
import { createAccountRateLimit } from '../security/account-rate-limit';

/**
 * Everything the areas are built from: the clients and adapters of one environment. A composition root
 * (AWS or local) creates it once per process; each area turns it into its use cases' Deps.
 */
export interface Infrastructure extends RouteDependencies {
  config: AppConfig;
  logger: InvocationLogger;
  /** Business metrics; see functions/src/ports/metrics.ts. */
  metrics: Metrics;
  dynamo: DynamoDBDocumentClient;
  files: Record<BucketName, FileStore>;
  /** Presigned uploads into the masters bucket (under `uploads/`). */
  uploads: UploadArea;
  mailer: Mailer;
  /** Where purchased documents' PDFs are asked for: SQS on AWS, a folder queue locally (or off). */
  pdfJobs: PdfJobQueue;
  /** Where the buyers' mails of a published version are queued: SQS on AWS, a folder queue locally. */
  updateMails: UpdateMailQueue;
  secrets: SecretsProvider;
  /** The Stripe client, created once the secret key is known. */
  stripe(): Promise<Stripe>;
  clock: Clock;
  ids: IdGenerator;
  accessTokens: AccessTokens;
  /** The clients' tokens of the links (docs/api.md, "The client's data by link"). */
  clientTokens: ClientTokens;
  passwordHasher: PasswordHasher;
  /** The authenticator's session checks; revocations made by this process must call `forgetAll`. */
  sessionChecks: CachedSessionChecks;
  /** Template writes made by this process, for the caches of templates to forget them. */
  templateChanges: TemplateChanges;
}

/** The environment-specific parts a composition root provides. */
export type InfrastructureParts = Omit<
  Infrastructure,
  | 'accessTokens'
  | 'authenticator'
  | 'accountLimit'
  | 'clientTokens'
  | 'passwordHasher'
  | 'sessionChecks'
  | 'templateChanges'
>;

/**
 * Adds what is the same in every environment: tokens, the authenticator, each account's share of the API, the
 * password hasher, the notices of template writes.
 */
export const assembleInfrastructure = (parts: InfrastructureParts): Infrastructure => {
  const accessTokens = createAccessTokens(parts.secrets, parts.clock);
  const sessionChecks = cacheSessionChecks(
    createDynamoSessionRegistry(parts.dynamo, parts.config.tables, parts.clock),
    parts.clock,
    parts.config.sessionCheckCacheMs,
  );
  return {
    ...parts,
    accessTokens,
    sessionChecks,
    authenticator: createAuthenticator(accessTokens, sessionChecks),
    clientTokens: createClientTokens(parts.secrets, parts.clock),
    accountLimit: createAccountRateLimit(
      createDynamoRequestWindows(parts.dynamo, () => parts.config.tables.throttle),
      parts.config.accountRateLimit,
      parts.clock,
    ),
    passwordHasher: createPasswordHasher(parts.config.passwordHashCost),
    templateChanges: createTemplateChanges(),
  };
};

export { once } from '../infrastructure/once';
