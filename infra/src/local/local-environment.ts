import { TABLES } from '@redigo/functions/infrastructure/dynamodb/table-definitions';

export interface LocalEnvironmentInput {
  appUrl: string;
  dataDir: string;
  dynamodbEndpoint: string;
  s3Endpoint: string;
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
  DYNAMODB_ENDPOINT: input.dynamodbEndpoint,
  S3_ENDPOINT: input.s3Endpoint,
  STRIPE_API_URL: input.stripeApiUrl,
  MAIL_FROM: 'Redigo <noreply@redigo.local>',
  BUCKET_MASTERS: `${input.bucketPrefix}masters`,
  BUCKET_DOCUMENTS: `${input.bucketPrefix}documents`,
  LOG_LEVEL: 'warn',
  ...(input.pathVerificationWorker ? { PATH_VERIFICATION_WORKER: input.pathVerificationWorker } : {}),
  ...Object.fromEntries(TABLES.map((table) => [table.envVar, `${input.tablePrefix}${table.name}`])),
});
