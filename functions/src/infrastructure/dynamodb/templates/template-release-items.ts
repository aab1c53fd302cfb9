import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TemplateRelease } from '../../../areas/templates';
import { batchGetByIds } from '../batch-get';
import type { TransactItem } from '../transactions';

/** The id of the immutable item of one published version's release, beside its template. */
export const releaseItemId = (templateId: string, version: number): string =>
  `release#${templateId}#${version}`;

/** The Put of a release: once, never over another (a version is published once). */
export const putReleaseItem = (table: string, release: TemplateRelease): TransactItem => ({
  Put: {
    TableName: table,
    Item: { id: releaseItemId(release.templateId, release.version), ...release },
    ConditionExpression: 'attribute_not_exists(id)',
  },
});

const isRelease = (item: Record<string, unknown>): boolean =>
  typeof item.templateId === 'string' &&
  typeof item.version === 'number' &&
  typeof item.published_at === 'string';

/** The releases of some versions of a template, those found. */
export const readReleases = async (
  dynamo: DynamoDBDocumentClient,
  table: string,
  templateId: string,
  versions: number[],
): Promise<TemplateRelease[]> => {
  const found = await batchGetByIds(
    dynamo,
    table,
    versions.map((version) => releaseItemId(templateId, version)),
  );
  return [...found.values()].filter(isRelease).map((item) => ({
    templateId: String(item.templateId),
    version: Number(item.version),
    published_at: String(item.published_at),
    release_notes: (item.release_notes ?? null) as TemplateRelease['release_notes'],
    ...(typeof item.file_name === 'string' && { file_name: item.file_name }),
    ...(typeof item.preview_name === 'string' && { preview_name: item.preview_name }),
  }));
};
