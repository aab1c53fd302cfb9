import type { TemplateRelease } from './template-record';

/** A PUBLISHED template lawyers get a newer version of than its first: contracts may be pinned to older ones. */
export interface UpdatedTemplate {
  id: string;
  published_version: number;
}

/**
 * The published versions' releases, for the areas that read templates without owning them (port; its DynamoDB
 * adapter is functions/src/infrastructure/dynamodb/templates/template-releases-reader.ts).
 */
export interface TemplateReleases {
  /** The releases of some versions of a template, those found (immutable: an adapter may keep them once read). */
  of(templateId: string, versions: number[]): Promise<TemplateRelease[]>;
  /**
   * The PUBLISHED templates with more than one published version, as read at most a moment ago (a short cache: a
   * version published by another process shows within it).
   */
  updated(): Promise<UpdatedTemplate[]>;
}
