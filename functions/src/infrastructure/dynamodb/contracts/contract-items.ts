import type { Question } from '@redigo/shared/domain/question';
import type { TemplateRule } from '@redigo/shared/expressions/rules';
import type { ContractRecord, ContractSummary } from '../../../areas/contracts';
import { isRecordItem } from '../stored-items';
import type { TransactItem } from '../transactions';
import { counterIdOf, listAttributesOf, partitionsOf } from './contract-list-keys';
import { versionAttributesOf, versionCounterItems } from './contract-version-keys';
import { searchWriteItems } from './contract-search-keys';

/** Whether a contracts-table item is a contract (not a counter or a questions item). */
export const isContractItem = (item: unknown): item is Record<string, unknown> =>
  isRecordItem(item, { userId: 'string', version: 'number' });

/** The immutable item holding the questions of one template version, shared by the contracts pinned on it. */
export const questionsItemId = (templateId: string, version: number): string =>
  `questions#${templateId}#${version}`;

/** The stored item: the record without its pinned questions and rules, with the list keys. */
export const toItem = (record: ContractRecord): Record<string, unknown> => {
  const { pinned, ...rest } = record;
  const stored: Record<string, unknown> = {
    ...rest,
    ...listAttributesOf(record),
    ...versionAttributesOf(record),
  };
  if (pinned) {
    const { json_questions: _questions, rules: _rules, ...kept } = pinned;
    stored.pinned = kept;
  }
  return stored;
};

/** A stored item back as a summary: only the record's own fields. */
export const fromItem = (item: Record<string, unknown>): ContractSummary => {
  const stored = item as unknown as ContractSummary;
  return {
    id: stored.id,
    userId: stored.userId,
    ...(stored.studioId && { studioId: stored.studioId }),
    name: stored.name,
    ...(stored.nameChosen && { nameChosen: true }),
    ...(stored.parties && { parties: stored.parties }),
    title: stored.title,
    type: stored.type,
    status: stored.status,
    answers: stored.answers ?? {},
    ...(stored.group_in_progress && { group_in_progress: stored.group_in_progress }),
    ...(stored.client_answers && { client_answers: stored.client_answers }),
    categoryId: stored.categoryId ?? '',
    ...(stored.pinned && { pinned: stored.pinned }),
    ...(stored.paymentId && { paymentId: stored.paymentId }),
    ...(stored.documentKey && { documentKey: stored.documentKey }),
    ...(stored.updates && { updates: stored.updates }),
    version: stored.version,
    createdAt: stored.createdAt,
    updatedAt: stored.updatedAt,
  };
};

/** A summary with its pinned questions (and rules, when the version has some) joined: the whole record. */
export const withQuestions = (
  summary: ContractSummary,
  questions: Question[],
  rules: TemplateRule[] = [],
): ContractRecord => {
  const { pinned, ...rest } = summary;
  return pinned
    ? { ...rest, pinned: { ...pinned, json_questions: questions, ...(rules.length > 0 && { rules }) } }
    : rest;
};

/**
 * The Put of `next`: a new contract must not exist yet; a change must find the version it was read at and no
 * payment. Its condition failing means the contract changed (or was bought) since it was read.
 */
export const putContractItem = (
  table: string,
  next: ContractRecord,
  previous?: ContractRecord,
): TransactItem => ({
  Put: {
    TableName: table,
    Item: toItem(next),
    ...(previous
      ? {
          ConditionExpression: 'version = :expected AND attribute_not_exists(paymentId)',
          ExpressionAttributeValues: { ':expected': previous.version },
        }
      : { ConditionExpression: 'attribute_not_exists(id)' }),
  },
});

/** The Update of a contract's name (paid or not: nothing else of it changes), only at the version it was read at. */
export const renameContractItem = (
  table: string,
  next: ContractRecord,
  previous: ContractRecord,
): TransactItem => ({
  Update: {
    TableName: table,
    Key: { id: previous.id },
    UpdateExpression: `SET #name = :name, #version = :version, updatedAt = :now ${
      next.nameChosen ? ', nameChosen = :chosen' : 'REMOVE nameChosen'
    }`,
    ConditionExpression: '#version = :expected',
    ExpressionAttributeNames: { '#name': 'name', '#version': 'version' },
    ExpressionAttributeValues: {
      ':name': next.name,
      ':version': next.version,
      ':now': next.updatedAt,
      ':expected': previous.version,
      ...(next.nameChosen && { ':chosen': true }),
    },
  },
});

/**
 * The Put of a contract whose visibility changes (paid or not: its studio and list keys only), only at the
 * version it was read at.
 */
export const shareContractItem = (
  table: string,
  next: ContractRecord,
  previous: ContractRecord,
): TransactItem => ({
  Put: {
    TableName: table,
    Item: toItem(next),
    ConditionExpression: 'version = :expected',
    ExpressionAttributeValues: { ':expected': previous.version },
  },
});

/** The Delete of an unpaid contract, only at the version it was read at. */
export const deleteContractItem = (table: string, previous: ContractRecord): TransactItem => ({
  Delete: {
    TableName: table,
    Key: { id: previous.id },
    ConditionExpression: 'version = :expected AND attribute_not_exists(paymentId)',
    ExpressionAttributeValues: { ':expected': previous.version },
  },
});

/**
 * The counter updates that keep every list's total right when a contract moves from `previous`'s partitions to
 * `next`'s (either may be absent): -1 where it leaves, +1 where it enters, nothing where it stays.
 */
export const counterItems = (
  table: string,
  previous?: ContractRecord,
  next?: ContractRecord,
): TransactItem[] => {
  const before = new Set((previous ? partitionsOf(previous) : []).map(counterIdOf));
  const after = new Set((next ? partitionsOf(next) : []).map(counterIdOf));
  const update = (id: string, delta: 1 | -1): TransactItem => ({
    Update: {
      TableName: table,
      Key: { id },
      UpdateExpression: 'ADD #total :delta',
      ExpressionAttributeNames: { '#total': 'total' },
      ExpressionAttributeValues: { ':delta': delta },
    },
  });
  return [
    ...[...before].filter((id) => !after.has(id)).map((id) => update(id, -1)),
    ...[...after].filter((id) => !before.has(id)).map((id) => update(id, 1)),
    ...versionCounterItems(table, previous, next),
  ];
};

/**
 * The writes of a contract moving from `previous` (absent for a new one) to `next`: its item, conditional on the
 * version read and on no payment, then the list counters it leaves and enters and its search items. A paid contract's too: the payments'
 * repository puts them in the transaction that records the payment (index 0 fails when the contract changed or was
 * paid meanwhile).
 */
export const contractWriteItems = (
  table: string,
  next: ContractRecord,
  previous?: ContractRecord,
): TransactItem[] => [
  putContractItem(table, next, previous),
  ...counterItems(table, previous, next),
  ...searchWriteItems(table, previous, next),
];
