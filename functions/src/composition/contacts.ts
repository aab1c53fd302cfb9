import { createContactsArea, createContactUseCases } from '../areas/contacts';
import type { LambdaHttpHandler } from '../http/http-types';
import { createDynamoContactRepository } from '../infrastructure/dynamodb/contacts/contact-table';
import type { Infrastructure } from './infrastructure';
import { awsAreaLambda } from './aws';
import { createStudioDirectory } from './studios';

/** The address book's Lambda: its use cases over the contacts table. */
export const contactsArea = (infrastructure: Infrastructure): LambdaHttpHandler =>
  createContactsArea(
    infrastructure,
    createContactUseCases({
      contacts: createDynamoContactRepository(infrastructure.dynamo, infrastructure.config.tables.contacts),
      clock: infrastructure.clock,
      ids: infrastructure.ids,
      maxPerOwner: infrastructure.config.contactsPerOwner,
      studios: createStudioDirectory(infrastructure),
    }),
  );

/** The contacts area's Lambda on AWS (functions/src/lambda/contacts.ts). */
export const contactsLambda = (): LambdaHttpHandler => awsAreaLambda('contacts', contactsArea);
