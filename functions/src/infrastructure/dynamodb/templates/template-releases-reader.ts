import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TemplateRelease, TemplateReleases, UpdatedTemplate } from '../../../areas/templates';
import { LruCache } from '../../../documents/lru-cache';
import type { Clock } from '../../../ports/clock';
import { templatesWithUpdates } from './template-list-query';
import { readReleases, releaseItemId } from './template-release-items';

export interface TemplateReleasesOptions {
  /** How long the list of updated templates is kept (ms). */
  ttlMs?: number;
  /** How many releases are kept (they never change). */
  capacity?: number;
}

/**
 * The releases of the templates table for the contracts, payments and mail areas: each release read once per
 * process (immutable), the list of updated templates read at most once per `ttlMs` (concurrent reads share one).
 */
export const createDynamoTemplateReleases = (
  dynamo: DynamoDBDocumentClient,
  table: string,
  clock: Clock,
  { ttlMs = 1000, capacity = 1024 }: TemplateReleasesOptions = {},
): TemplateReleases & { forget(): void } => {
  const kept = new LruCache<string, TemplateRelease>(capacity);
  let updated: { at: number; list: Promise<UpdatedTemplate[]> } | undefined;
  return {
    async of(templateId, versions) {
      const known = versions.flatMap((version) => {
        const release = kept.get(releaseItemId(templateId, version));
        return release ? [release] : [];
      });
      const missing = versions.filter((version) => !kept.has(releaseItemId(templateId, version)));
      if (missing.length === 0) return known;
      const read = await readReleases(dynamo, table, templateId, missing);
      for (const release of read) kept.set(releaseItemId(templateId, release.version), release);
      return [...known, ...read];
    },
    updated() {
      const now = clock.now().getTime();
      if (!updated || now - updated.at >= ttlMs) {
        const list = templatesWithUpdates(dynamo, table);
        updated = { at: now, list };
        list.catch(() => {
          if (updated?.list === list) updated = undefined;
        });
      }
      return updated.list;
    },
    /** This process just wrote a template: the next list of updated templates is read anew. */
    forget() {
      updated = undefined;
    },
  };
};
