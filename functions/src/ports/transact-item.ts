import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';

/**
 * One write of a transaction that several areas join (a payment with its contract's and its invoice's writes):
 * each area's port hands out its items, the storage adapter commits them together.
 */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
