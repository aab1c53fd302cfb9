/**
 * The adapters that the repository's composition roots outside the Lambdas build on (infra/: the local runtime and
 * its Stripe stand-in, the admin commands, the seed), exported as `@redigo/functions/infrastructure`: infra/ reaches
 * functions/src/infrastructure only through this file, and the tables' definitions through `@redigo/functions/tables`
 * (functions/package.json).
 */
export { createDocumentClient } from './dynamodb/document-client';
export { createDynamoCategoryRepository } from './dynamodb/categories/category-table';
export { createContractReader } from './dynamodb/contracts/contract-table';
export { createDynamoStudioRepository } from './dynamodb/studios/studio-table';
export { createDynamoTemplateRepository } from './dynamodb/templates/template-table';
export { createDynamoUserRepository } from './dynamodb/users/user-table';
export { readOutbox, type OutboxMail } from './mail/outbox';
export { createS3Client } from './s3/s3-client';
export { localSdiDirectory } from './sdi/local-sdi-directory';
export { readSdiOutbox, type SdiOutboxEntry } from './sdi/local-sdi-outbox';
