import useSWR from 'swr';
import type { TemplateVersion } from '@redigo/shared/domain/template-versions';
import type { TemplateFileKind } from '@redigo/shared/domain/template';
import { fetchPreparedFile } from '../../../components/contract-download/prepared-file';
import { apiData } from '../../../lib/api-client';

/** GET /template/{id}/versions as staff read it: every published version and the newest, newest first. */
export const useTemplateVersions = (id: string | null) =>
  useSWR(id ? ['GET /template/{id}/versions', id] : null, () =>
    apiData<TemplateVersion[]>({
      method: 'GET',
      route: '/template/{id}/versions',
      params: { id: id as string },
    }),
  );

/** The contracts pinned to versions older than the one published, and how many of them were bought. */
export const olderContracts = (
  versions: readonly TemplateVersion[],
  published: number | null,
): { contracts: number; paid: number } =>
  versions
    .filter((version) => published !== null && version.version < published)
    .reduce(
      (sum, version) => ({
        contracts: sum.contracts + (version.contracts ?? 0),
        paid: sum.paid + (version.paid ?? 0),
      }),
      { contracts: 0, paid: 0 },
    );

const COMPARE_ROUTE = '/template/{id}/compare';

/** GET /template/{id}/compare: version `to`'s master or preview with tracked changes from version `from`'s. */
export const fetchCompare = (id: string, from: number, to: number, kind: TemplateFileKind) =>
  fetchPreparedFile({ method: 'GET', route: COMPARE_ROUTE, params: { id }, query: { from, to, kind } });
