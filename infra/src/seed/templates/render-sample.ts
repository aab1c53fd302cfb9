import {
  compileMaster,
  type CompiledMaster,
  type DocumentKind,
} from '@redigo/functions/documents/compiled-master';
import { renderScope } from '@redigo/functions/documents/typed-answer';
import type { Answers, Question } from '@redigo/shared/domain/question';

/** Compiled masters by the very buffer they were compiled from, as the product keeps them by S3 key. */
const compiled = new WeakMap<Buffer, Partial<Record<DocumentKind, CompiledMaster>>>();

/**
 * Fills a master or preview with answers through the product's own renderer, to check and to look at seed
 * documents: typed answers in Italian legal style, filters included, fields written, a preview watermarked.
 */
export const renderSample = (
  docx: Buffer,
  answers: Answers,
  questions: Question[] = [],
  kind: DocumentKind = 'document',
): Buffer => {
  const byKind = compiled.get(docx) ?? {};
  compiled.set(docx, byKind);
  const master = (byKind[kind] ??= compileMaster(docx, kind));
  return master.render(renderScope(questions, answers));
};
