import { normalizePec, type UserRecord } from '../../../areas/users';

/** The `listKey` of every account: all of them are in the users table's `by-list` index (the admin's list). */
export const USER_LIST_KEY = 'USER';

/** The marker that keeps a PEC to one account, written in the same transaction: `pec#<pec>`. */
export const pecMarkerId = (pec: string): string => `pec#${normalizePec(pec)}`;

/** The stored item of an account: the record, its PEC normalised, in the list. */
export const userItem = (record: UserRecord): Record<string, unknown> => ({
  ...record,
  pec: normalizePec(record.pec),
  listKey: USER_LIST_KEY,
});

/** Whether a users-table item is an account (not a PEC marker). */
export const isUserItem = (item: Record<string, unknown> | undefined): item is Record<string, unknown> =>
  item?.listKey === USER_LIST_KEY;
