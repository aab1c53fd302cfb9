import { ConfigError } from './config-error';
import type { SdkSettings } from './config';
import { settingsReader, type Env } from './settings-reader';

/**
 * The PDF converter Lambda's own settings (it reads no table, secret or mail setting): the documents and masters buckets, and
 * how many deliveries a job gets, which must be the queue's maxReceiveCount (infra/src/cdk/constructs/pdf-conversion.ts
 * sets both) so that the last attempt knows it is the last.
 */
export interface PdfConverterConfig {
  stage: string;
  region: string;
  documentsBucket: string;
  /** The masters bucket: the staff's compares of two versions read their documents there and are stored there. */
  mastersBucket: string;
  maxReceives: number;
  /** A conversion still running after this is killed, with its soffice; below the function's timeout. */
  timeoutMs: number;
  soffice: string;
  /** The Python with LibreOffice's UNO bridge in the image (the warm converter's client). */
  python: string;
  sdk: SdkSettings;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
}

export const loadPdfConverterConfig = (env: Env): PdfConverterConfig => {
  const problems: string[] = [];
  const read = settingsReader(env, problems);
  const config: PdfConverterConfig = {
    stage: read.required('STAGE'),
    region: read.optional('AWS_REGION') ?? 'eu-south-1',
    documentsBucket: read.required('BUCKET_DOCUMENTS'),
    mastersBucket: read.required('BUCKET_MASTERS'),
    maxReceives: read.integer('PDF_MAX_RECEIVES', 3),
    timeoutMs: read.integer('PDF_CONVERSION_TIMEOUT_MS', 60_000),
    soffice: read.optional('SOFFICE_PATH') ?? '/usr/bin/soffice',
    python: read.optional('UNO_PYTHON') ?? '/usr/bin/python3',
    sdk: {
      maxAttempts: read.integer('SDK_MAX_ATTEMPTS', 3),
      connectionTimeoutMs: read.integer('SDK_CONNECTION_TIMEOUT_MS', 3000),
      requestTimeoutMs: read.integer('SDK_REQUEST_TIMEOUT_MS', 10000),
    },
    logLevel: read.oneOf('LOG_LEVEL', ['debug', 'info', 'warn', 'error'] as const, 'info'),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
};
