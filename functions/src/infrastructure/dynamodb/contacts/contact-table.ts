import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ContactRepository } from '../../../areas/contacts';
import { createContactReads } from './contact-reads';
import { createContactWrites } from './contact-writes';

/** The contacts module's repository over the contacts table (layout: contact-keys.ts). */
export const createDynamoContactRepository = (
  dynamo: DynamoDBDocumentClient,
  table: string,
): ContactRepository => ({
  ...createContactReads(dynamo, table),
  ...createContactWrites(dynamo, table),
});
