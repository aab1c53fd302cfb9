import type { ReleaseNotes } from '@redigo/shared/domain/template-versions';
import type { TemplateRecord, PublishedVersion, TemplateRelease } from './template-record';
import { canonicalJson } from './canonical-json';

/** The fields of a save that a lawyer's document depends on: changing any of them makes a new content version. */
type ContentFields = Pick<TemplateRecord, 'json_questions' | 'file_name' | 'preview_name'>;

/** Whether a save changes what a lawyer's document depends on: the questions, the master or the preview. */
export const isContentChange = (previous: ContentFields, next: ContentFields): boolean =>
  previous.file_name !== next.file_name ||
  previous.preview_name !== next.preview_name ||
  canonicalJson(previous.json_questions) !== canonicalJson(next.json_questions);

/** The newest content version (1 for a template saved before versions existed). */
export const contentVersionOf = (record: Pick<TemplateRecord, 'content_version'>): number =>
  record.content_version ?? 1;

/**
 * The content versions published, oldest first. A template published before versions existed published its
 * version 1 when it was first published.
 */
export const publishedVersionsOf = (
  record: Pick<TemplateRecord, 'published_versions' | 'publishedAt'>,
): PublishedVersion[] =>
  record.published_versions ?? (record.publishedAt ? [{ version: 1, published_at: record.publishedAt }] : []);

/** The content version lawyers get now (the last published), or null before the first publication. */
export const publishedVersionOf = (
  record: Pick<TemplateRecord, 'published_version' | 'published_versions' | 'publishedAt'>,
): number | null => record.published_version ?? publishedVersionsOf(record).at(-1)?.version ?? null;

/**
 * `record` with its newest content version published at `now`, and the release that records it (with `notes`,
 * or null for the first publication).
 */
export const withPublishedContent = (
  record: TemplateRecord,
  now: string,
  notes: ReleaseNotes | null,
): { record: TemplateRecord; release: TemplateRelease } => {
  const version = contentVersionOf(record);
  return {
    record: {
      ...record,
      content_version: version,
      published_version: version,
      published_versions: [...publishedVersionsOf(record), { version, published_at: now }],
    },
    release: {
      templateId: record.id,
      version,
      published_at: now,
      release_notes: notes,
      file_name: record.file_name,
      preview_name: record.preview_name,
    },
  };
};
