import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { UpdateMailDeps } from '../areas/update-mails';
import { UPDATE_MAIL_SETTINGS } from '../config/area-settings';
import { loadConfig, type AppConfig } from '../config/config';
import { createSmtpMailer } from '../infrastructure/mail/smtp-mailer';
import { handleUpdateMailMessages } from '../infrastructure/sqs/update-mail-messages';
import { createAwsInfrastructure, type OptionalAdapters } from './aws';
import { createPaidContractsBelow } from '../infrastructure/dynamodb/contracts/paid-contracts';
import { createDynamoTemplateReleases } from '../infrastructure/dynamodb/templates/template-releases-reader';
import { findTemplateById } from '../infrastructure/dynamodb/templates/template-table';
import { createDynamoUpdateMailMarkers } from '../infrastructure/dynamodb/templates/update-mail-markers';
import { createDynamoMailRecipients } from '../infrastructure/dynamodb/users/mail-recipients';
import type { Infrastructure } from './infrastructure';

/** The buyers' mail's ports from one environment's infrastructure (the queue's consumer, on AWS or locally). */
export const createUpdateMailDeps = (infrastructure: Infrastructure): UpdateMailDeps => {
  const { dynamo, config, clock } = infrastructure;
  return {
    template: (id) => findTemplateById(dynamo, config.tables.templates, id),
    releases: createDynamoTemplateReleases(dynamo, config.tables.templates, clock),
    paidBelow: createPaidContractsBelow(dynamo, config.tables.contracts),
    recipients: createDynamoMailRecipients(dynamo, config.tables.users),
    markers: createDynamoUpdateMailMarkers(dynamo, config.tables.templates, clock),
    mailer: infrastructure.mailer,
    appUrl: config.appUrl,
    clock,
    logger: infrastructure.logger,
    metrics: infrastructure.metrics,
  };
};

/**
 * The buyers' mail Lambda on AWS (fed by its queue, infra/src/cdk/constructs/update-mailing.ts): the AWS
 * infrastructure of its settings (functions/src/config/area-settings.ts, UPDATE_MAIL_SETTINGS), logs and metrics as
 * the other Lambdas have them.
 */
export const createUpdateMailsHandler = (config: AppConfig, adapters: OptionalAdapters = {}) => {
  const infrastructure = createAwsInfrastructure(config, adapters);
  const deps = createUpdateMailDeps(infrastructure);
  return async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> => {
    infrastructure.logger.addContext(context);
    try {
      return { batchItemFailures: await handleUpdateMailMessages(deps, event.Records) };
    } finally {
      infrastructure.metrics.publish();
    }
  };
};

/** The buyers' mail's Lambda (functions/src/lambda/update-mails.ts): it may send through SMTP, as the account mails. */
export const updateMailsLambda = () =>
  createUpdateMailsHandler(loadConfig(process.env, UPDATE_MAIL_SETTINGS), { smtpMailer: createSmtpMailer });
