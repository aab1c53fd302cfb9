import type { Infrastructure } from '../../composition/infrastructure';
import { createDynamoPeopleDirectory, type PeopleDirectory } from '../users';
import { createLazyDocumentRenderer, type AsyncDocumentRenderer } from '../../documents/lazy-renderer';
import type { Clock } from '../../ports/clock';
import type { FileStore } from '../../ports/file-store';
import type { TemplateChanges } from '../../infrastructure/template-changes';
import type { IdGenerator } from '../../ports/id-generator';
import { type CategoryRepository, createDynamoCategoryRepository } from '../categories';
import { createDynamoTemplateRepository } from './dynamo-template-repository';
import { createTemplateChecker, type TemplateChecker } from './template-checker';
import { createDynamoTemplateFileRepository, type TemplateFileRepository } from './template-file-repository';
import type { TemplateRepository } from './template-repository';

/** The ports the templates' use cases work with. */
export interface TemplateDeps {
  templates: TemplateRepository;
  files: TemplateFileRepository;
  categories: CategoryRepository;
  people: PeopleDirectory;
  /** The masters bucket: every master and preview, each under a key of its own. */
  masters: FileStore;
  renderer: AsyncDocumentRenderer;
  checker: TemplateChecker;
  clock: Clock;
  ids: IdGenerator;
}

/** A repository whose every successful write is announced to this process's template caches. */
const announcingWrites = (repository: TemplateRepository, changes: TemplateChanges): TemplateRepository => ({
  ...repository,
  async create(record) {
    await repository.create(record);
    changes.changed(record.id);
  },
  async replace(next, previous) {
    await repository.replace(next, previous);
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
    checker: createTemplateChecker(),
    clock: infrastructure.clock,
    ids: infrastructure.ids,
  };
};
