import { contractUpdateOf, type ContractUpdate } from '@redigo/shared/domain/template-versions';
import {
  isDeleted,
  publishedVersionOf,
  publishedVersionsOf,
  type TemplateRecord,
  type TemplateReleases,
} from '../templates';
import type { ContractSummary } from './contract-record';
import { templateVersionOf } from './contract-view';

/**
 * The `update` of a contract (docs/api.md, "Template versions and updates"), read at the time of the read from its
 * template as it is now (`template`, a recent read) and the releases since its version (immutable, kept once read):
 * none unless the template is PUBLISHED and lawyers get a newer version than the contract's.
 */
export const updateOf = async (
  releases: TemplateReleases,
  summary: ContractSummary,
  template: TemplateRecord | undefined,
): Promise<ContractUpdate | undefined> => {
  if (!template || isDeleted(template) || template.status !== 'PUBLISHED') return undefined;
  const from = templateVersionOf(summary, template);
  const to = publishedVersionOf(template);
  if (from === null || to === null || to <= from) return undefined;
  const since = publishedVersionsOf(template)
    .map(({ version }) => version)
    .filter((version) => version > from && version <= to);
  return contractUpdateOf(
    { template_version: from, paidAt: summary.paymentId?.updatedAt },
    { published: true, published_version: to },
    await releases.of(template.id, since),
  );
};

/** The updates of a page of contracts, by contract id, from their templates as read for the page. */
export const updatesOf = async (
  releases: TemplateReleases,
  summaries: ContractSummary[],
  templates: Map<string, TemplateRecord>,
): Promise<Map<string, ContractUpdate>> => {
  const found = await Promise.all(
    summaries.map(
      async (summary) =>
        [summary.id, await updateOf(releases, summary, templates.get(summary.type))] as const,
    ),
  );
  return new Map(found.flatMap(([id, update]) => (update ? [[id, update] as const] : [])));
};
