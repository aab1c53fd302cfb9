import {
  contractDocumentRoutes,
  contractRoutes,
  createTemplateSource,
  type ContractDeps,
} from '../areas/contracts';
import { createLazyDocumentRenderer } from '../documents/lazy-renderer';
import { createAreaRouter } from '../http/area-router';
import type { LambdaHttpHandler } from '../http/http-types';
import { createDynamoContractRepository } from '../infrastructure/dynamodb/contracts/contract-table';
import { findTemplateById } from '../infrastructure/dynamodb/templates/template-table';
import { createDynamoTemplateReleases } from '../infrastructure/dynamodb/templates/template-releases-reader';
import { createDynamoPeopleDirectory } from '../infrastructure/dynamodb/users/people-directory';
import { createSqsPdfJobQueue } from '../infrastructure/sqs/sqs-pdf-job-queue';
import { createFirmDirectory } from './firm-directory';
import { createStudioDirectory } from './studios';
import type { Infrastructure } from './infrastructure';
import { awsAreaLambda } from './aws';

/**
 * The contracts' ports from one environment's infrastructure; built once per process, so caches stay warm. The
 * template cache forgets a template as soon as this process writes it.
 */
export const createContractDeps = (infrastructure: Infrastructure): ContractDeps => {
  const { dynamo, config } = infrastructure;
  const contracts = createDynamoContractRepository(dynamo, {
    contracts: config.tables.contracts,
    templates: config.tables.templates,
    users: config.tables.users,
  });
  const templates = createTemplateSource(
    (id) => findTemplateById(dynamo, config.tables.templates, id),
    infrastructure.clock,
  );
  const releases = createDynamoTemplateReleases(dynamo, config.tables.templates, infrastructure.clock);
  infrastructure.templateChanges.onChange((id) => {
    templates.forget(id);
    releases.forget();
  });
  return {
    contracts,
    templates,
    releases,
    people: createDynamoPeopleDirectory(dynamo, config.tables.users),
    masters: infrastructure.files.masters,
    documents: infrastructure.files.documents,
    pdfJobs: infrastructure.pdfJobs,
    renderer: createLazyDocumentRenderer(),
    firms: createFirmDirectory(infrastructure),
    studios: createStudioDirectory(infrastructure),
    clock: infrastructure.clock,
    ids: infrastructure.ids,
  };
};

/** The contracts area's Lambda: the questionnaire, the lawyer's contracts, the admin's lists, previews, downloads. */
export const contractsArea = (infrastructure: Infrastructure): LambdaHttpHandler => {
  const deps = createContractDeps(infrastructure);
  return createAreaRouter('contracts', infrastructure, {
    ...contractRoutes(infrastructure, deps),
    ...contractDocumentRoutes(infrastructure, deps),
  });
};

/** The contracts area's Lambda on AWS (functions/src/lambda/contracts.ts): it queues PDF jobs on SQS. */
export const contractsLambda = (): LambdaHttpHandler =>
  awsAreaLambda('contracts', contractsArea, { pdfJobQueue: createSqsPdfJobQueue });
