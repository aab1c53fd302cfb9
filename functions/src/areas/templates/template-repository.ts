import type { TemplateStatus } from '@redigo/shared/domain/template';
import type { TemplateRecord, TemplateRelease } from './template-record';
import { NamedError } from '../../errors/named-error';

/** The template changed (or was deleted) since it was read: its version is not the one expected. */
export class StaleTemplateError extends NamedError {}

/** The category named by a template does not exist (any more). */
export class CategoryUnavailableError extends NamedError {}

/** An uploaded file named by a template does not exist, or another template uses it. */
export class FileUnavailableError extends NamedError {
  constructor(readonly key: string) {
    super(`File unavailable: ${key}`);
  }
}

/** Which templates a list shows; `name` is a folded substring of the name (see `foldName`). */
export interface TemplateListFilter {
  /** Folded text found in the name or the description, or a template of one of `nameCategories`. */
  name?: string;
  /** The categories whose name holds the searched text: their templates match the search too. */
  nameCategories?: string[];
  categoryId?: string;
  status?: TemplateStatus;
}

export interface PageRequest {
  /** From 1. */
  page: number;
  limit: number;
}

export interface TemplatePage {
  items: TemplateRecord[];
  /** How many templates match the filter, over all pages. */
  total: number;
}

/**
 * Templates in the templates table (port; its DynamoDB adapter is
 * functions/src/infrastructure/dynamodb/templates/template-table.ts). Every write is one transaction: the template,
 * its files' `templateId` and its category's count move together or not at all.
 */
export interface TemplateRepository {
  /** A template by id, deleted ones included. */
  findById(id: string): Promise<TemplateRecord | undefined>;
  /** Templates that are not deleted, newest first, filtered; the total counts every match. */
  list(filter: TemplateListFilter, page: PageRequest): Promise<TemplatePage>;
  /**
   * Stores a new template (version 1), attaches its files to it and counts it in its category.
   * Throws FileUnavailableError or CategoryUnavailableError, and then writes nothing.
   */
  create(record: TemplateRecord): Promise<void>;
  /**
   * Replaces `previous` with `next` if the stored version is still `previous.version` (else StaleTemplateError);
   * attaches files `next` names anew, detaches those it no longer names, and moves the category count (a deleted
   * template counts nowhere). `next.version` must be `previous.version + 1`. A `release` (a version published by this
   * change) is stored in the same transaction, once: a release of that version stored before refuses the change
   * (StaleTemplateError).
   */
  replace(next: TemplateRecord, previous: TemplateRecord, release?: TemplateRelease): Promise<void>;
  /** The releases of some published versions of a template (immutable), those found; in no given order. */
  releasesOf(templateId: string, versions: number[]): Promise<TemplateRelease[]>;
}
