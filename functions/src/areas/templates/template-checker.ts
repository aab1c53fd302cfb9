import { createHash } from 'node:crypto';
import type { Question } from '@redigo/shared/domain/question';
import type { TemplateCheckResult } from '@redigo/shared/domain/template';
import { LruCache } from '../../documents/lru-cache';
import type { LabelledDocument } from '../../documents/template-check';
import { canonicalJson } from './canonical-json';

/** The template check, remembering recent results. */
export interface TemplateChecker {
  check(input: { documents: LabelledDocument[]; questions: Question[] }): Promise<TemplateCheckResult>;
}

/**
 * A template check that remembers its last results by content (the documents' bytes and labels, the questions):
 * the upload, the save and the publishing of one template usually check the same things, and each check compiles
 * every document. The questions count by content: read back from DynamoDB, their keys come in another order.
 */
export const createTemplateChecker = (capacity = 64): TemplateChecker => {
  const results = new LruCache<string, TemplateCheckResult>(capacity);
  return {
    async check({ documents, questions }) {
      const hash = createHash('sha256');
      for (const { label, buffer } of documents) {
        hash.update(`${label}\u0000${buffer.length}\u0000`).update(buffer);
      }
      const key = hash.update(canonicalJson(questions)).digest('base64');
      const known = results.get(key);
      if (known) return known;
      // The document engine is loaded with the first check, not when the Lambda starts.
      const { checkTemplate } = await import('../../documents/template-check');
      const result = checkTemplate({ documents, questions });
      results.set(key, result);
      return result;
    },
  };
};
