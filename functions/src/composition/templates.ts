import { join } from 'node:path';
import {
  createTemplateChecker,
  presignedUploadRoutes,
  templateFileRoutes,
  templateRoutes,
  templateVersionRoutes,
  type TemplateDeps,
  type TemplateRepository,
} from '../areas/templates';
import { createLazyDocumentRenderer } from '../documents/lazy-renderer';
import { createAreaRouter } from '../http/area-router';
import type { LambdaHttpHandler } from '../http/http-types';
import { createDynamoCategoryRepository } from '../infrastructure/dynamodb/categories/category-table';
import { createDynamoTemplateFileRepository } from '../infrastructure/dynamodb/templates/template-file-table';
import { createDynamoTemplateRepository } from '../infrastructure/dynamodb/templates/template-table';
import { createDynamoPeopleDirectory } from '../infrastructure/dynamodb/users/people-directory';
import { createDynamoVersionCounts } from '../infrastructure/dynamodb/contracts/version-counts-table';
import type { TemplateChanges } from '../infrastructure/template-changes';
import {
  createWorkerPathVerifier,
  PATH_VERIFICATION_WORKER_FILE,
} from '../infrastructure/workers/worker-path-verifier';
import { createFirmDirectory } from './firm-directory';
import type { Infrastructure } from './infrastructure';
import { awsAreaLambda } from './aws';
import { createSqsPdfJobQueue } from '../infrastructure/sqs/sqs-pdf-job-queue';
import { createSqsUpdateMailQueue } from '../infrastructure/sqs/sqs-update-mail-queue';

/** A repository whose every successful write is announced to this process's template caches. */
const announcingWrites = (repository: TemplateRepository, changes: TemplateChanges): TemplateRepository => ({
  ...repository,
  async create(record) {
    await repository.create(record);
    changes.changed(record.id);
  },
  async replace(next, previous, release) {
    await repository.replace(next, previous, release);
    changes.changed(next.id);
  },
});

/** The templates' ports from one environment's infrastructure; the renderer keeps compiled masters warm. */
export const createTemplateDeps = (infrastructure: Infrastructure): TemplateDeps => {
  const { dynamo, config } = infrastructure;
  return {
    templates: announcingWrites(
      createDynamoTemplateRepository(dynamo, {
        templates: config.tables.templates,
        categories: config.tables.categories,
      }),
      infrastructure.templateChanges,
    ),
    files: createDynamoTemplateFileRepository(dynamo, config.tables.templates),
    categories: createDynamoCategoryRepository(dynamo, config.tables.categories),
    people: createDynamoPeopleDirectory(dynamo, config.tables.users),
    masters: infrastructure.files.masters,
    renderer: createLazyDocumentRenderer(),
    firms: createFirmDirectory(infrastructure),
    checker: createTemplateChecker(),
    // In a bundle, __dirname is the bundle's folder, where the worker's bundle is built next to it.
    pathVerifier: createWorkerPathVerifier({
      script: config.pathVerificationWorker ?? join(__dirname, PATH_VERIFICATION_WORKER_FILE),
    }),
    versionCounts: createDynamoVersionCounts(dynamo, config.tables.contracts),
    updateMails: infrastructure.updateMails,
    pdfJobs: infrastructure.pdfJobs,
    logger: infrastructure.logger,
    metrics: infrastructure.metrics,
    clock: infrastructure.clock,
    ids: infrastructure.ids,
  };
};

/**
 * The templates area's Lambda: the catalogue for every signed-in role, authoring for staff; its ports, and the
 * presigned uploads into the masters bucket.
 */
export const templatesArea = (infrastructure: Infrastructure): LambdaHttpHandler => {
  const deps = createTemplateDeps(infrastructure);
  return createAreaRouter('templates', infrastructure, {
    ...templateRoutes(infrastructure, deps),
    ...templateFileRoutes(infrastructure, deps),
    ...templateVersionRoutes(infrastructure, deps),
    ...presignedUploadRoutes(infrastructure, { ...deps, uploads: infrastructure.uploads }),
  });
};

/** The templates area's Lambda on AWS (functions/src/lambda/templates.ts). */
export const templatesLambda = (): LambdaHttpHandler =>
  awsAreaLambda('templates', templatesArea, {
    // The buyers' mail of a version published for a change of law or a correction; the staff's compares.
    updateMailQueue: createSqsUpdateMailQueue,
    pdfJobQueue: createSqsPdfJobQueue,
  });
