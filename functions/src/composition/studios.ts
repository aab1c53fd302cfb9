import { invitationRoutes, memberRoutes, studioRoutes, type StudioDeps } from '../areas/studios';
import { createAreaRouter } from '../http/area-router';
import type { LambdaHttpHandler } from '../http/http-types';
import { createDynamoStudioDirectory } from '../infrastructure/dynamodb/studios/studio-directory';
import { createDynamoStudioRepository } from '../infrastructure/dynamodb/studios/studio-table';
import { createDynamoMemberAccounts } from '../infrastructure/dynamodb/users/member-accounts';
import { createSmtpMailer } from '../infrastructure/mail/smtp-mailer';
import { createStudioInvitationMail } from '../mail/studio-mails';
import type { StudioDirectory } from '../ports/studio-directory';
import { awsAreaLambda } from './aws';
import type { Infrastructure } from './infrastructure';

/** The studios' directory the contracts, contacts, payments, invoices and client links read per request. */
export const createStudioDirectory = ({ dynamo, config }: Infrastructure): StudioDirectory =>
  createDynamoStudioDirectory(dynamo, config.tables.studios);

/** The studio's ports from one environment's infrastructure. */
export const createStudioDeps = (infrastructure: Infrastructure): StudioDeps => {
  const { dynamo, config } = infrastructure;
  return {
    studios: createDynamoStudioRepository(dynamo, config.tables.studios),
    accounts: createDynamoMemberAccounts(dynamo, config.tables.users),
    mailer: infrastructure.mailer,
    invitationMail: createStudioInvitationMail(config.appUrl),
    clock: infrastructure.clock,
    ids: infrastructure.ids,
    logger: infrastructure.logger,
  };
};

/** The studios area's Lambda (docs/api.md, "The studio: several lawyers, one firm"): its data, invitations, members. */
export const studiosArea = (infrastructure: Infrastructure): LambdaHttpHandler => {
  const deps = createStudioDeps(infrastructure);
  return createAreaRouter('studios', infrastructure, {
    ...studioRoutes(infrastructure, deps),
    ...invitationRoutes(infrastructure, deps),
    ...memberRoutes(infrastructure, deps),
  });
};

/** The studios' Lambda on AWS: it mails invitations, so it takes the SMTP mailer when the stage sends through one. */
export const studiosLambda = (): LambdaHttpHandler =>
  awsAreaLambda('studios', studiosArea, { smtpMailer: createSmtpMailer });
