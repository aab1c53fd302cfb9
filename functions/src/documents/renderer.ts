import { compileMaster, type CompiledMaster, type DocumentKind } from './compiled-master';
import { LruCache } from './lru-cache';
import type { RenderScope } from './typed-answer';

export type { DocumentKind } from './compiled-master';

/** Renders .docx masters with a questionnaire's answers, keeping recently used masters compiled. */
export interface DocumentRenderer {
  /**
   * The document `docx` filled with `answers`, as the full document or as a preview (watermarked, read-only).
   * `cacheKey` must identify the bytes (an S3 key, never overwritten): a master already compiled under that key is
   * reused and `docx` is not read again. Throws TemplateCheckError (422) when the master's tags don't compile.
   */
  render(docx: Buffer, cacheKey: string, answers: RenderScope, kind?: DocumentKind): Buffer;
  /** Like `render`, loading the master only when it is not compiled already (no S3 read when warm). */
  renderCached(
    cacheKey: string,
    answers: RenderScope,
    load: () => Promise<Buffer>,
    kind?: DocumentKind,
  ): Promise<Buffer>;
  /** Whether the master under `cacheKey` is compiled (as `kind`) and warm. */
  isWarm(cacheKey: string, kind?: DocumentKind): boolean;
}

export interface DocumentRendererOptions {
  /** How many compiled masters to keep (about a few MB each for a 10-page contract). */
  maxMasters?: number;
}

/**
 * A renderer with a bounded LRU of compiled masters. Generated documents have no tags left, the right results in
 * the fields Redigo can compute, and copy the master's untouched zip entries byte for byte; previews carry the
 * watermark and open read-only.
 */
export const createDocumentRenderer = ({
  maxMasters = 16,
}: DocumentRendererOptions = {}): DocumentRenderer => {
  const masters = new LruCache<string, CompiledMaster>(maxMasters);
  const keyOf = (cacheKey: string, kind: DocumentKind) => `${kind}:${cacheKey}`;
  const compiled = (cacheKey: string, docx: Buffer, kind: DocumentKind): CompiledMaster => {
    const cached = masters.get(keyOf(cacheKey, kind));
    if (cached) return cached;
    const master = compileMaster(docx, kind);
    masters.set(keyOf(cacheKey, kind), master);
    return master;
  };
  return {
    render: (docx, cacheKey, answers, kind = 'document') => compiled(cacheKey, docx, kind).render(answers),
    async renderCached(cacheKey, answers, load, kind = 'document') {
      const master = masters.get(keyOf(cacheKey, kind)) ?? compiled(cacheKey, await load(), kind);
      return master.render(answers);
    },
    isWarm: (cacheKey, kind = 'document') => masters.has(keyOf(cacheKey, kind)),
  };
};
