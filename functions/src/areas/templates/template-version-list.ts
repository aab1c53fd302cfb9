import type { TemplateVersion } from '@redigo/shared/domain/template-versions';
import { templateMessages as messages } from '@redigo/shared/messages/templates';
import { isStaff, type Role } from '@redigo/shared/roles';
import { NotFoundError } from '../../errors/app-errors';
import type { TemplateDeps } from './template-deps';
import { existingTemplate } from './template-rules';
import { contentVersionOf, publishedVersionsOf } from './template-versions';

/**
 * GET /template/{id}/versions: the published versions, newest first, with their release notes (the first
 * publication's null). Users only of a PUBLISHED template (404 otherwise); staff of any that is not deleted, with
 * its unpublished newest version (`published_at` null) and, per version, the contracts pinned to it and the paid
 * ones. A content version saved over before it was published is never listed.
 */
export const listTemplateVersions = async (
  deps: Pick<TemplateDeps, 'templates' | 'versionCounts'>,
  role: Role,
  id: string,
): Promise<TemplateVersion[]> => {
  const record = await existingTemplate(deps, id);
  const staff = isStaff(role);
  if (!staff && record.status !== 'PUBLISHED') throw new NotFoundError(messages.templateNotFound);
  const published = publishedVersionsOf(record);
  const releases = new Map(
    (
      await deps.templates.releasesOf(
        record.id,
        published.map((each) => each.version),
      )
    ).map((release) => [release.version, release]),
  );
  const versions: TemplateVersion[] = published.map(({ version, published_at }) => ({
    version,
    published_at,
    release_notes: releases.get(version)?.release_notes ?? null,
  }));
  const newest = contentVersionOf(record);
  if (staff && !published.some(({ version }) => version === newest))
    versions.push({ version: newest, published_at: null, release_notes: null });
  versions.sort((a, b) => b.version - a.version);
  if (!staff) return versions;
  const counts = await deps.versionCounts.of(
    record.id,
    versions.map(({ version }) => version),
  );
  return versions.map((each) => ({
    ...each,
    contracts: counts.get(each.version)?.contracts ?? 0,
    paid: counts.get(each.version)?.paid ?? 0,
  }));
};
