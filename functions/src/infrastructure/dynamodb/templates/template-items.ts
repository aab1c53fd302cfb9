import type { TemplateRecord } from '../../../areas/templates';

/** The `listKey` of every template that is in the lists (`by-list` index); a deleted template has none. */
export const TEMPLATE_LIST_KEY = 'TEMPLATE';

/** The stored item: the record, in the lists (its `listKey`) unless deleted. */
export const templateItem = (record: TemplateRecord): Record<string, unknown> => {
  const { listKey: _listed, ...rest } = record as TemplateRecord & { listKey?: string };
  return record.deletedAt === undefined ? { ...rest, listKey: TEMPLATE_LIST_KEY } : rest;
};

/** Whether a templates-table item is a template (not a `file#` or other bookkeeping item). */
export const isTemplateItem = (item: unknown): item is TemplateRecord => {
  const candidate = item as Partial<TemplateRecord> | undefined;
  return (
    typeof candidate?.id === 'string' && !candidate.id.includes('#') && typeof candidate.version === 'number'
  );
};
