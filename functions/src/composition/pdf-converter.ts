import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { loadPdfConverterConfig, type PdfConverterConfig } from '../config/pdf-converter-config';
import { createLibreOfficeConverter } from '../infrastructure/libreoffice/libreoffice-converter';
import { createS3FileStore, lazyS3Client } from '../infrastructure/s3/s3-file-store';
import { handlePdfJobMessages } from '../infrastructure/sqs/pdf-job-messages';
import { createPowertoolsLogger } from '../observability/powertools-logger';
import { createPowertoolsMetrics } from '../observability/powertools-metrics';

/** Where LibreOffice keeps its profile in the image's Lambda: /tmp, the one writable folder. */
const LAMBDA_PROFILE = '/tmp/libreoffice-profile';

/**
 * The PDF converter Lambda (a container image with LibreOffice, fed by the PDF queue): the S3 documents bucket,
 * LibreOffice kept warm between invocations (its listener starts during the function's init, so a warm
 * container converts in a fraction of a second), logs and metrics as the other Lambdas have them.
 */
const createPdfConverterHandler = (config: PdfConverterConfig) => {
  const logger = createPowertoolsLogger(config.logLevel, config.stage);
  const metrics = createPowertoolsMetrics(config.stage);
  const converter = createLibreOfficeConverter({
    soffice: config.soffice,
    python: config.python,
    profileDirectory: LAMBDA_PROFILE,
    timeoutMs: config.timeoutMs,
  });
  void converter.warmUp();
  const s3 = lazyS3Client(config.region, undefined, config.sdk);
  const deps = {
    documents: createS3FileStore(s3, config.documentsBucket),
    masters: createS3FileStore(s3, config.mastersBucket),
    converter,
    comparer: converter,
    logger,
    metrics,
  };
  return async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> => {
    logger.addContext(context);
    try {
      return { batchItemFailures: await handlePdfJobMessages(deps, event.Records, config.maxReceives) };
    } finally {
      metrics.publish();
    }
  };
};

/** The PDF converter's Lambda (functions/src/lambda/pdf-converter.ts), bundled into the container image (infra/converter/Dockerfile). */
export const pdfConverterLambda = () => createPdfConverterHandler(loadPdfConverterConfig(process.env));
