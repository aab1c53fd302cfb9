import { type TemplateFileRecord } from './template-record';

/** What became of a request to delete an uploaded file's record. */
export type OrphanDeletion = 'deleted' | 'in-use' | 'missing';

/**
 * The records of uploaded masters and previews (port; its DynamoDB adapter is
 * functions/src/infrastructure/dynamodb/templates/template-file-table.ts).
 */
export interface TemplateFileRepository {
  /** Records newly uploaded files, all or nothing. */
  createAll(records: TemplateFileRecord[]): Promise<void>;
  find(key: string): Promise<TemplateFileRecord | undefined>;
  /** Deletes the record only if no template refers to the file and no contract pinned it. */
  deleteOrphan(key: string): Promise<OrphanDeletion>;
  /**
   * Marks files as pinned by a contract, so they are never deleted. Throws FileUnavailableError (and pins
   * nothing) when a key has no record: the template changed and the file was deleted since it was read.
   */
  pin(keys: string[]): Promise<void>;
}
