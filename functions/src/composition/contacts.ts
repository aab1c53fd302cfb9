import { contactRoutes, type ContactDeps } from '../areas/contacts';
import { createAreaRouter } from '../http/area-router';
import type { LambdaHttpHandler } from '../http/http-types';
import { createDynamoContactRepository } from '../infrastructure/dynamodb/contacts/contact-table';
import type { Infrastructure } from './infrastructure';
import { awsAreaLambda } from './aws';
import { createStudioDirectory } from './studios';

/** The address book's ports from one environment's infrastructure. */
const createContactDeps = (infrastructure: Infrastructure): ContactDeps => ({
  contacts: createDynamoContactRepository(infrastructure.dynamo, infrastructure.config.tables.contacts),
  clock: infrastructure.clock,
  ids: infrastructure.ids,
  maxPerOwner: infrastructure.config.contactsPerOwner,
  studios: createStudioDirectory(infrastructure),
});

/** The address book's Lambda: its routes over the contacts table. */
export const contactsArea = (infrastructure: Infrastructure): LambdaHttpHandler =>
  createAreaRouter(
    'contacts',
    infrastructure,
    contactRoutes(infrastructure, createContactDeps(infrastructure)),
  );

/** The contacts area's Lambda on AWS (functions/src/lambda/contacts.ts). */
export const contactsLambda = (): LambdaHttpHandler => awsAreaLambda('contacts', contactsArea);
