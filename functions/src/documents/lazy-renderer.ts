import type { DocumentRenderer, DocumentRendererOptions } from './renderer';

/** What the areas need of the renderer: a render that may load the master. */
export type AsyncDocumentRenderer = Pick<DocumentRenderer, 'renderCached'>;

/**
 * The renderer, with docxtemplater and pizzip loaded on the first document instead of when the Lambda starts:
 * most requests of the areas that render (the next question, lists, saves) never need them.
 */
export const createLazyDocumentRenderer = (options?: DocumentRendererOptions): AsyncDocumentRenderer => {
  let renderer: Promise<DocumentRenderer> | undefined;
  return {
    async renderCached(cacheKey, answers, load, kind) {
      renderer ??= import('./renderer').then(({ createDocumentRenderer }) => createDocumentRenderer(options));
      return (await renderer).renderCached(cacheKey, answers, load, kind);
    },
  };
};
