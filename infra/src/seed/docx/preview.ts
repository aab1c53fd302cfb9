import type { Block } from './model';

/** Stands for a `[[solo-master]]` region in the preview. */
export const PREVIEW_NOTICE = '[Clausola disponibile nella versione completa del documento]';
/** Closes an article of which the preview shows only the first sentence (the banner says what it means). */
export const PREVIEW_ARTICLE_NOTICE = '[…]';
export const PREVIEW_BANNER =
  'ANTEPRIMA – di ogni articolo, titolo e prima frase; il testo completo dopo l’acquisto.';

/** The preview opens with a banner after its title lines. */
export const withBanner = (blocks: Block[]): Block[] => {
  const start = blocks.findIndex((block) => block.kind !== 'title' && block.kind !== 'subtitle');
  const at = start < 0 ? blocks.length : start;
  const banner: Block = { kind: 'notice', runs: [{ kind: 'text', text: PREVIEW_BANNER, bold: true }] };
  return [...blocks.slice(0, at), banner, ...blocks.slice(at)];
};
