import type { Infrastructure } from '../../composition/infrastructure';
import { createLazyDocumentRenderer, type AsyncDocumentRenderer } from '../../documents/lazy-renderer';
import type { Clock } from '../../ports/clock';
import type { FileStore } from '../../ports/file-store';
import type { IdGenerator } from '../../ports/id-generator';
import { findTemplateById } from '../templates';
import { createDynamoPeopleDirectory, type PeopleDirectory } from '../users';
import { createDynamoContractRepository, type ContractRepository } from './contract-repository';
import { createTemplateSource, type TemplateSource } from './template-source';

/** The ports the contracts' use cases work with. */
export interface ContractDeps {
  contracts: ContractRepository;
  templates: TemplateSource;
  /** Names of the contracts' owners. */
  people: PeopleDirectory;
  /** The masters bucket: every master and preview under a key of its own. */
  masters: FileStore;
  /** The documents bucket: every purchased .docx, immutable. */
  documents: FileStore;
  renderer: AsyncDocumentRenderer;
  clock: Clock;
  ids: IdGenerator;
}

/**
 * The contracts' ports from one environment's infrastructure; built once per process, so caches stay warm. The
 * template cache forgets a template as soon as this process writes it.
 */
export const createContractDeps = (infrastructure: Infrastructure): ContractDeps => {
  const { dynamo, config } = infrastructure;
  const templates = createTemplateSource(
    (id) => findTemplateById(dynamo, config.tables.templates, id),
    infrastructure.clock,
  );
  infrastructure.templateChanges.onChange((id) => templates.forget(id));
  return {
    contracts: createDynamoContractRepository(dynamo, {
      contracts: config.tables.contracts,
      templates: config.tables.templates,
      users: config.tables.users,
    }),
    templates,
    people: createDynamoPeopleDirectory(dynamo, config.tables.users),
    masters: infrastructure.files.masters,
    documents: infrastructure.files.documents,
    renderer: createLazyDocumentRenderer(),
    clock: infrastructure.clock,
    ids: infrastructure.ids,
  };
};
