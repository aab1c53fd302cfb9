import { compileMaster, type CompiledMaster } from './compiled-master';
import { LruCache } from './lru-cache';
import type { RenderScope } from './typed-answer';

/** Renders .docx masters with a questionnaire's answers, keeping recently used masters compiled. */
export interface DocumentRenderer {
  /**
   * The document `docx` filled with `answers`. `cacheKey` must identify the bytes (an S3 key, never overwritten):
   * a master already compiled under that key is reused and `docx` is not read again.
   * Throws TemplateCheckError (422) when the master's tags don't compile.
   */
  render(docx: Buffer, cacheKey: string, answers: RenderScope): Buffer;
  /** Like `render`, loading the master only when it is not compiled already (no S3 read when warm). */
  renderCached(cacheKey: string, answers: RenderScope, load: () => Promise<Buffer>): Promise<Buffer>;
  /** Whether the master under `cacheKey` is compiled and warm. */
  isWarm(cacheKey: string): boolean;
}

export interface DocumentRendererOptions {
  /** How many compiled masters to keep (about a few MB each for a 10-page contract). */
  maxMasters?: number;
}

/**
 * A renderer with a bounded LRU of compiled masters. Generated documents have no tags left, ask Word to refresh
 * fields on open, and copy the master's untouched zip entries byte for byte.
 */
export const createDocumentRenderer = ({
  maxMasters = 16,
}: DocumentRendererOptions = {}): DocumentRenderer => {
  const masters = new LruCache<string, CompiledMaster>(maxMasters);
  const compiled = (cacheKey: string, docx: Buffer): CompiledMaster => {
    const cached = masters.get(cacheKey);
    if (cached) return cached;
    const master = compileMaster(docx);
    masters.set(cacheKey, master);
    return master;
  };
  return {
    render: (docx, cacheKey, answers) => compiled(cacheKey, docx).render(answers),
    async renderCached(cacheKey, answers, load) {
      const master = masters.get(cacheKey) ?? compiled(cacheKey, await load());
      return master.render(answers);
    },
    isWarm: (cacheKey) => masters.has(cacheKey),
  };
};
