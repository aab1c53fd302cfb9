import type { LocalService } from '@redigo/functions/config/config';
import { TABLES } from '@redigo/functions/tables';

export interface LocalEnvironmentInput {
  appUrl: string;
  dataDir: string;
  /** DynamoDB Local's and s3rver's guards, and the stack's keys to them. */
  dynamodb: LocalService;
  s3: LocalService;
  /** The local Stripe stand-in's API, served by the local server itself. */
  stripeApiUrl: string;
  tablePrefix: string;
  bucketPrefix: string;
  /** The bundled worker of «Verifica tutti i percorsi», when not the one next to the running bundle. */
  pathVerificationWorker?: string;
}

/** The environment the functions read in local mode; it goes through the same config loader as on AWS. */
export const localEnvironment = (input: LocalEnvironmentInput): Record<string, string> => ({
  RUNTIME: 'local',
  STAGE: 'local',
  AWS_REGION: 'eu-south-1',
  APP_URL: input.appUrl,
  DATA_DIR: input.dataDir,
  DYNAMODB_ENDPOINT: input.dynamodb.endpoint,
  DYNAMODB_ACCESS_KEY_ID: input.dynamodb.credentials.accessKeyId,
  DYNAMODB_SECRET_ACCESS_KEY: input.dynamodb.credentials.secretAccessKey,
  S3_ENDPOINT: input.s3.endpoint,
  S3_ACCESS_KEY_ID: input.s3.credentials.accessKeyId,
  S3_SECRET_ACCESS_KEY: input.s3.credentials.secretAccessKey,
  STRIPE_API_URL: input.stripeApiUrl,
  MAIL_FROM: 'Redigo <noreply@redigo.local>',
  BUCKET_MASTERS: `${input.bucketPrefix}masters`,
  BUCKET_DOCUMENTS: `${input.bucketPrefix}documents`,
  LOG_LEVEL: 'warn',
  ...(input.pathVerificationWorker ? { PATH_VERIFICATION_WORKER: input.pathVerificationWorker } : {}),
  ...Object.fromEntries(TABLES.map((table) => [table.envVar, `${input.tablePrefix}${table.name}`])),
});
