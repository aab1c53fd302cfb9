import { TABLES, type TableName } from '@redigo/functions/tables';
import type { BucketName } from '@redigo/functions/config/config';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { invoicingEnvironment } from './invoicing-environment';
import type { StageSettings } from './stage';

export interface EnvironmentInputs {
  stage: StageSettings;
  appUrl: string;
  tables: Record<TableName, TableV2>;
  buckets: Record<BucketName, IBucket>;
  secret: ISecret;
  originSecret: ISecret;
  smtpSecret?: ISecret;
  sesConfigurationSet: string;
}

/** The environment every function reads through the one config loader (functions/src/config). */
export const functionEnvironment = (inputs: EnvironmentInputs): Record<string, string> => ({
  RUNTIME: 'aws',
  STAGE: inputs.stage.name,
  APP_URL: inputs.appUrl,
  MAIL_FROM: inputs.stage.mailFrom,
  MAIL_TRANSPORT: inputs.stage.mailer,
  ...(inputs.smtpSecret ? { SMTP_SECRET_ARN: inputs.smtpSecret.secretArn } : {}),
  SES_CONFIGURATION_SET: inputs.sesConfigurationSet,
  SECRETS_ARN: inputs.secret.secretArn,
  ORIGIN_SECRET_ARN: inputs.originSecret.secretArn,
  BUCKET_MASTERS: inputs.buckets.masters.bucketName,
  BUCKET_DOCUMENTS: inputs.buckets.documents.bucketName,
  ...Object.fromEntries(TABLES.map((table) => [table.envVar, inputs.tables[table.name].tableName])),
  ...invoicingEnvironment(process.env),
});
