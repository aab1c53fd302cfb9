import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PinnedTemplate } from '../../../areas/contracts';
import { LruCache } from '../../../documents/lru-cache';
import { batchGetByIds } from '../batch-get';
import { fileItemId, pinFilesItems } from '../templates';
import { isConditionFailure, type TransactItem } from '../transactions';
import { questionsItemId } from './contract-items';

/** What a template version's immutable item holds: its questions and its rules (absent when none). */
export type PinnedContent = Pick<PinnedTemplate, 'json_questions' | 'rules'>;

/**
 * What a pinned template needs besides the contract's own item: its questions and rules, stored once per template
 * version, and its files marked pinned in the templates table so that they are never deleted.
 */
export interface PinnedStore {
  /** The questions and rules of a pinned template version (immutable, so kept in memory once read). */
  questionsOf(pinned: Pick<PinnedTemplate, 'templateId' | 'version'>): Promise<PinnedContent>;
  /**
   * Stores the version's questions and rules unless they are stored already (the same version has the same ones).
   */
  storeQuestions(pinned: PinnedTemplate): Promise<void>;
  /**
   * The transaction items that pin the template's files not pinned yet (a pinned file stays pinned forever).
   * Each fails its condition when the file's record is gone: the template changed since it was read.
   */
  pinItems(pinned: PinnedTemplate): Promise<TransactItem[]>;
}

export const createPinnedStore = (
  dynamo: DynamoDBDocumentClient,
  tables: { contracts: string; templates: string },
): PinnedStore => {
  const questions = new LruCache<string, PinnedContent>(64);
  const stored = new LruCache<string, true>(256);
  /** Files seen pinned: they stay pinned forever. */
  const pinnedKeys = new LruCache<string, true>(512);
  return {
    async questionsOf({ templateId, version }) {
      const id = questionsItemId(templateId, version);
      const cached = questions.get(id);
      if (cached) return cached;
      const { Item } = await dynamo.send(
        new GetCommand({ TableName: tables.contracts, Key: { id }, ConsistentRead: true }),
      );
      if (!Array.isArray(Item?.json_questions)) throw new Error(`Missing pinned questions ${id}`);
      const found: PinnedContent = {
        json_questions: Item.json_questions as PinnedTemplate['json_questions'],
        ...(Array.isArray(Item.rules) && { rules: Item.rules as NonNullable<PinnedTemplate['rules']> }),
      };
      questions.set(id, found);
      return found;
    },

    async storeQuestions(pinned) {
      const id = questionsItemId(pinned.templateId, pinned.version);
      if (stored.has(id)) return;
      try {
        await dynamo.send(
          new PutCommand({
            TableName: tables.contracts,
            Item: {
              id,
              json_questions: pinned.json_questions,
              ...(pinned.rules && pinned.rules.length > 0 && { rules: pinned.rules }),
            },
            ConditionExpression: 'attribute_not_exists(id)',
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
      stored.set(id, true);
      questions.set(id, {
        json_questions: pinned.json_questions,
        ...(pinned.rules && pinned.rules.length > 0 && { rules: pinned.rules }),
      });
    },

    async pinItems(pinned) {
      const keys = [pinned.file_name, pinned.preview_name].filter(
        (key) => key !== '' && !pinnedKeys.has(key),
      );
      if (keys.length === 0) return [];
      const found = await batchGetByIds(dynamo, tables.templates, keys.map(fileItemId), ['pinned']);
      const unpinned = keys.filter((key) => found.get(fileItemId(key))?.pinned !== true);
      keys.filter((key) => !unpinned.includes(key)).forEach((key) => pinnedKeys.set(key, true));
      return pinFilesItems(tables.templates, unpinned);
    },
  };
};
