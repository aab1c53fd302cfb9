import { useEffect, useState, type RefObject } from 'react';
import { readDocxFacts } from './docx-facts';
import { markPages, matchListNumbersToText } from './page-touches';
import { neutralizeUnsafeAddresses } from './safe-links';

export type DocxRenderState = 'loading' | 'ready' | 'failed';

/**
 * docx-preview's options: Word's pages with their headers and footers; embedded fonts are skipped (the
 * Content-Security-Policy allows no blob: fonts, and the system's fonts read well).
 */
const OPTIONS = { className: 'docx', inWrapper: true, ignoreFonts: true, renderComments: false };

/**
 * Renders a .docx into `container` with docx-preview, loaded with a dynamic import: only the pages that show a
 * document download it, never the app's first load. Each render goes to a detached element first and replaces
 * the container's content when done, so a document that changes meanwhile never mixes with a late render of
 * the previous one. No link other than http, https or mailto reaches the page (safe-links.ts). The view shows no
 * page number Word's layout alone knows, numbers lists in their text's font and draws the document's watermark on
 * every page.
 */
export const useDocxRender = (
  container: RefObject<HTMLElement | null>,
  file: Blob | ArrayBuffer | undefined,
): DocxRenderState => {
  const [done, setDone] = useState<{ file: Blob | ArrayBuffer; state: DocxRenderState } | null>(null);

  useEffect(() => {
    const target = container.current;
    if (!file || !target) return;
    let current = true;
    const staging = document.createElement('div');
    Promise.all([import('docx-preview'), readDocxFacts(file)])
      .then(async ([{ renderAsync }, facts]) => {
        await renderAsync(facts.file, staging, undefined, OPTIONS);
        return facts;
      })
      .then(
        (facts) => {
          if (!current) return;
          // Only http, https and mailto links reach the page (the server refuses others; this is the page's own guard).
          neutralizeUnsafeAddresses(staging);
          target.replaceChildren(...Array.from(staging.childNodes));
          matchListNumbersToText(target);
          markPages(target, facts.watermark);
          setDone({ file, state: 'ready' });
        },
        () => current && setDone({ file, state: 'failed' }),
      );
    return () => {
      current = false;
      target.replaceChildren();
    };
  }, [container, file]);

  return done && done.file === file ? done.state : 'loading';
};

/** Whether the document asks Word to update its fields when opened (false while it is read). */
export const useAsksToUpdateFields = (file: Blob | ArrayBuffer | undefined): boolean => {
  const [asks, setAsks] = useState<{ file: Blob | ArrayBuffer; asks: boolean } | null>(null);
  useEffect(() => {
    if (!file) return;
    let current = true;
    readDocxFacts(file).then(
      (facts) => current && setAsks({ file, asks: facts.asksToUpdateFields }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [file]);
  return asks !== null && asks.file === file && asks.asks;
};
