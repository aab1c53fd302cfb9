import { useEffect, useState, type RefObject } from 'react';
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
 * the previous one. No link other than http, https or mailto reaches the page (safe-links.ts).
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
    import('docx-preview')
      .then(({ renderAsync }) => renderAsync(file, staging, undefined, OPTIONS))
      .then(
        () => {
          if (!current) return;
          // Only http, https and mailto links reach the page (the server refuses others; this is the page's own guard).
          neutralizeUnsafeAddresses(staging);
          target.replaceChildren(...Array.from(staging.childNodes));
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
