import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Infrastructure } from '../../composition/infrastructure';
import type { Seller } from '../../config/invoicing-config';
import { createLocalSdiOutbox } from '../../infrastructure/sdi/local-sdi-outbox';
import { createPecSdiChannel } from '../../infrastructure/sdi/pec-sdi-channel';
import { createSmtpMailer } from '../../infrastructure/mail/smtp-mailer';
import type { Clock } from '../../ports/clock';
import type { FileStore } from '../../ports/file-store';
import type { Logger } from '../../ports/logger';
import type { SdiChannel } from '../../ports/sdi-channel';
import { createDynamoBillingRepository, type BillingRepository } from './billing-repository';
import { createDynamoInvoiceRepository, type InvoiceRepository } from './invoice-repository';
import { localSdiDirectory } from './local-sdi-directory';

/** The ports invoicing works with. */
export interface InvoiceDeps {
  invoices: InvoiceRepository;
  billing: BillingRepository;
  /** The account's PEC and name, the default delivery address and the list's buyer before billing data. */
  account(userId: string): Promise<{ pec: string; name: string } | undefined>;
  /** The documents bucket: invoices live under `invoices/`, never deleted. */
  files: FileStore;
  sdi: SdiChannel;
  seller: Seller;
  clock: Clock;
  logger: Logger;
}

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
    async account(userId) {
      const found = await dynamo.send(
        new GetCommand({ TableName: config.tables.users, Key: { id: userId }, ConsistentRead: true }),
      );
      const item = found.Item as { pec?: string; name?: string; surname?: string } | undefined;
      return item?.pec
        ? { pec: item.pec, name: `${item.name ?? ''} ${item.surname ?? ''}`.trim() }
        : undefined;
    },
    files: infrastructure.files.documents,
    sdi: sdiChannelOf(infrastructure),
    seller: config.invoicing.seller,
    clock: infrastructure.clock,
    logger: infrastructure.logger,
  };
};
