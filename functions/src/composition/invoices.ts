import { invoiceRoutes, studioInvoiceRoutes, type InvoiceDeps } from '../areas/invoices';
import { createAreaRouter } from '../http/area-router';
import type { LambdaHttpHandler } from '../http/http-types';
import { createDynamoBillingRepository } from '../infrastructure/dynamodb/invoices/billing-table';
import { createDynamoInvoiceRepository } from '../infrastructure/dynamodb/invoices/invoice-table';
import { createDynamoAccountLookup } from '../infrastructure/dynamodb/users/account-lookup';
import { createSmtpMailer } from '../infrastructure/mail/smtp-mailer';
import { localSdiDirectory } from '../infrastructure/sdi/local-sdi-directory';
import { createLocalSdiOutbox } from '../infrastructure/sdi/local-sdi-outbox';
import { createPecSdiChannel } from '../infrastructure/sdi/pec-sdi-channel';
import type { SdiChannel } from '../ports/sdi-channel';
import type { Infrastructure } from './infrastructure';
import { createDynamoPeopleDirectory } from '../infrastructure/dynamodb/users/people-directory';
import { createStudioDirectory } from './studios';
import { awsAreaLambda } from './aws';

const sdiChannelOf = (infrastructure: Infrastructure): SdiChannel => {
  const { config } = infrastructure;
  if (config.local)
    return createLocalSdiOutbox(localSdiDirectory(config.local.dataDir), infrastructure.clock);
  const { sdi } = config.invoicing;
  return createPecSdiChannel(createSmtpMailer(sdi.smtpUrl ?? '', sdi.senderPec ?? ''), sdi.address);
};

/** Invoicing's ports from one environment's infrastructure (the payments and webhook areas build them too). */
export const createInvoiceDeps = (infrastructure: Infrastructure): InvoiceDeps => {
  const { dynamo, config } = infrastructure;
  return {
    invoices: createDynamoInvoiceRepository(dynamo, config.tables.invoices),
    billing: createDynamoBillingRepository(dynamo, config.tables.invoices),
    account: createDynamoAccountLookup(dynamo, config.tables.users),
    studios: createStudioDirectory(infrastructure),
    people: createDynamoPeopleDirectory(dynamo, config.tables.users),
    files: infrastructure.files.documents,
    sdi: sdiChannelOf(infrastructure),
    seller: config.invoicing.seller,
    clock: infrastructure.clock,
    logger: infrastructure.logger,
    metrics: infrastructure.metrics,
  };
};

/** The invoices area's Lambda: billing data, invoice files, the admin's list and export, the studio's invoices. */
export const invoicesArea = (infrastructure: Infrastructure): LambdaHttpHandler => {
  const deps = createInvoiceDeps(infrastructure);
  return createAreaRouter('invoices', infrastructure, {
    ...invoiceRoutes(infrastructure, deps),
    ...studioInvoiceRoutes(infrastructure, deps),
  });
};

/** The invoices area's Lambda on AWS (functions/src/lambda/invoices.ts). */
export const invoicesLambda = (): LambdaHttpHandler => awsAreaLambda('invoices', invoicesArea);
