import type { Question } from '@redigo/shared/domain/question';
import type { TemplateRule } from '@redigo/shared/expressions/rules';
import type { TemplateFileKind, TemplateStatus } from '@redigo/shared/domain/template';
import type { PublishedRelease } from '@redigo/shared/domain/template-versions';

/**
 * A template (master) as stored in the templates table, one item per template, keyed by `id`.
 *
 * - A deleted template has `deletedAt`: it leaves every list (its item leaves the templates table's list index), and
 *   stays, for the contracts started on it.
 * - `file_name` and `preview_name` are S3 keys in the masters bucket (`masters/<uuid>/<original name>.docx`), never
 *   reused nor overwritten, so a key names the same bytes forever; `''` when there is no such file (only the
 *   preview may be missing, until publishing).
 * - `version` starts at 1 and grows by one on every change; each change is conditional on the version read.
 * - `content_version` counts the contents a lawyer's document depends on (its questions and documents): 1 for the
 *   first, one more on every save that changes them (template-versions.ts); `published_version` is the content version
 *   lawyers get now, and `published_versions` every one published, oldest first. Templates saved before versions
 *   existed lack the three: their content is version 1, published once if they ever were.
 */
export interface TemplateRecord {
  id: string;
  name: string;
  /** `name` folded (lower case, no accents) for the case-insensitive substring search. */
  nameKey: string;
  description: string;
  /** `description` folded the same way, so that the search also finds what a template is about. */
  descriptionKey?: string;
  /** Euro, VAT excluded, as entered. */
  price: number;
  /** The category's id, or `''` for none; the API answers `{id, name}`. */
  categoryId: string;
  stripe_url: string;
  json_questions: Question[];
  /** The rules across answers, in the author's order; absent (older templates) means none. */
  rules?: TemplateRule[];
  file_name: string;
  preview_name: string;
  /** The optional ranges of minutes and questions (the catalogue card's); absent when not given. */
  min_time?: number;
  max_time?: number;
  min_questions?: number;
  max_questions?: number;
  status: TemplateStatus;
  /** When it was first published; absent for a template never published (a draft, «Bozza» for staff). */
  publishedAt?: string;
  content_version?: number;
  published_version?: number;
  published_versions?: PublishedVersion[];
  /** The id of the user who created it. */
  createdBy: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  deletedAt?: string;
}

/** A content version published: which, and when; its release notes are a TemplateRelease of their own. */
export interface PublishedVersion {
  version: number;
  published_at: string;
}

/**
 * The release of a published version (docs/api.md, "Release notes"), stored once beside the template and never
 * changed: `release_notes` null for the first publication.
 */
export interface TemplateRelease extends PublishedRelease {
  templateId: string;
  /** The version's documents (S3 keys, never reused): what the staff's compare of two versions reads. */
  file_name?: string;
  preview_name?: string;
}

/** Whether the template is deleted (out of every list, 404 on the API, still readable by contracts). */
export const isDeleted = (record: TemplateRecord): boolean => record.deletedAt !== undefined;

/** The S3 key of one of a template's documents, or `''`. */
export const fileKeyOf = (record: TemplateRecord, kind: TemplateFileKind): string =>
  kind === 'master' ? record.file_name : record.preview_name;

/** The S3 keys a template refers to (master first). */
export const fileKeysOf = (record: Pick<TemplateRecord, 'file_name' | 'preview_name'>): string[] =>
  [record.file_name, record.preview_name].filter((key) => key !== '');

/**
 * An uploaded .docx, kept beside the templates (in no list). It records who uploaded the file, the template it is
 * attached to (if any) and whether a contract pinned it: such a file is never deleted; POST /template/delete-master
 * deletes only a file with neither.
 */
export interface TemplateFileRecord {
  key: string;
  /** The file's name as uploaded, for downloads. */
  originalName: string;
  size: number;
  uploadedBy: string;
  uploadedAt: string;
  /** The template that refers to the file (deleted templates keep theirs). */
  templateId?: string;
  /** Set once a contract started on a template version that uses the file. */
  pinned?: boolean;
}
