import { uniqueNameOf, type CategoryRecord } from '../../../areas/categories';
import type { TransactItem } from '../transactions';

/** The `listKey` of every category: all of them are in the `by-list` index, sorted by `nameKey`. */
export const CATEGORY_LIST_KEY = 'CATEGORY';

/** The marker that keeps names unique, case-insensitively: `name#<lower-case name>`. */
export const categoryNameMarkerId = (name: string): string => `name#${uniqueNameOf(name)}`;

export const categoryItem = (record: CategoryRecord): Record<string, unknown> => ({
  ...record,
  listKey: CATEGORY_LIST_KEY,
});

export const isCategoryItem = (item: Record<string, unknown> | undefined): boolean =>
  item?.listKey === CATEGORY_LIST_KEY;

/**
 * One template more or less in the category, which must exist: the templates' transactions join it, so the count
 * moves with the template or not at all.
 */
export const countTemplateItem = (table: string, categoryId: string, delta: 1 | -1): TransactItem => ({
  Update: {
    TableName: table,
    Key: { id: categoryId },
    UpdateExpression: 'ADD templateCount :delta',
    ConditionExpression: 'attribute_exists(listKey)',
    ExpressionAttributeValues: { ':delta': delta },
  },
});
