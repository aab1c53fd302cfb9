import {
  clientRoutes,
  lawyerLinkRoutes,
  type ClientLinkDeps,
  type LawyerDirectory,
} from '../areas/client-links';
import { createTemplateSource } from '../areas/contracts';
import { createAreaRouter } from '../http/area-router';
import type { LambdaHttpHandler } from '../http/http-types';
import { createDynamoClientLinkRepository } from '../infrastructure/dynamodb/links/client-link-table';
import { createContractReader } from '../infrastructure/dynamodb/contracts/contract-table';
import { createDynamoBillingRepository } from '../infrastructure/dynamodb/invoices/billing-table';
import { findTemplateById } from '../infrastructure/dynamodb/templates/template-table';
import { createDynamoUserReads } from '../infrastructure/dynamodb/users/user-reads';
import { createSmtpMailer } from '../infrastructure/mail/smtp-mailer';
import { createClientLinkMails } from '../mail/client-link-mails';
import { awsAreaLambda } from './aws';
import type { Infrastructure } from './infrastructure';
import { createStudioDirectory } from './studios';

/**
 * The lawyers' accounts (users table) and billing data: their studio's for a member (studios table; the mails and the
 * form name the studio's denominazione), else their own (invoices table).
 */
const createLawyerDirectory = (infrastructure: Infrastructure): LawyerDirectory => {
  const { dynamo, config } = infrastructure;
  const users = createDynamoUserReads(dynamo, config.tables.users);
  const billing = createDynamoBillingRepository(dynamo, config.tables.invoices);
  const studios = createStudioDirectory(infrastructure);
  const billingOf = async (userId: string) => {
    const membership = await studios.membershipOf(userId);
    const studio = membership && (await studios.billingOf(membership.studioId));
    return studio?.billing ?? billing.find(userId);
  };
  return {
    async lawyerOf(userId) {
      const [account, data] = await Promise.all([users.findById(userId), billingOf(userId)]);
      if (!account) return undefined;
      return {
        name: account.name,
        surname: account.surname,
        pec: account.pec,
        ...(data && { billing: data }),
      };
    },
  };
};

/** The client links' ports from one environment's infrastructure; built once per process. */
export const createClientLinkDeps = (infrastructure: Infrastructure): ClientLinkDeps => {
  const { dynamo, config, clock } = infrastructure;
  return {
    links: createDynamoClientLinkRepository(dynamo, {
      links: config.tables.links,
      contracts: config.tables.contracts,
    }),
    contracts: createContractReader(dynamo, config.tables),
    templates: createTemplateSource((id) => findTemplateById(dynamo, config.tables.templates, id), clock),
    lawyers: createLawyerDirectory(infrastructure),
    studios: createStudioDirectory(infrastructure),
    mailer: infrastructure.mailer,
    mails: createClientLinkMails(config.appUrl),
    clientTokens: infrastructure.clientTokens,
    clock,
    ids: infrastructure.ids,
    logger: infrastructure.logger,
  };
};

/** The client links area's Lambda: the lawyer's links and reviews, the client's form, the lawyer's privacy notice. */
export const clientLinksArea = (infrastructure: Infrastructure): LambdaHttpHandler => {
  const deps = createClientLinkDeps(infrastructure);
  return createAreaRouter('client-links', infrastructure, {
    ...lawyerLinkRoutes(infrastructure, deps),
    ...clientRoutes(infrastructure, deps),
  });
};

/** The client links' Lambda on AWS: it sends mail, so it takes the SMTP mailer when the stage sends through one. */
export const clientLinksLambda = (): LambdaHttpHandler =>
  awsAreaLambda('client-links', clientLinksArea, { smtpMailer: createSmtpMailer });
