import type { UpdateMailDeps } from '../areas/update-mails';
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
