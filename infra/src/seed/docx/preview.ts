import type { Block } from './model';

export const PREVIEW_HEADER = 'ANTEPRIMA – versione limitata';
export const PREVIEW_NOTICE = '[Clausola disponibile nella versione completa del documento]';
export const PREVIEW_BANNER =
  'ANTEPRIMA – versione limitata: alcune clausole sono sostituite da un avviso. ' +
  'Il documento completo ed editabile è disponibile dopo l’acquisto.';

/** The preview opens with a banner after its title lines. */
export const withBanner = (blocks: Block[]): Block[] => {
  const start = blocks.findIndex((block) => block.kind !== 'title' && block.kind !== 'subtitle');
  const at = start < 0 ? blocks.length : start;
  const banner: Block = { kind: 'notice', runs: [{ kind: 'text', text: PREVIEW_BANNER, bold: true }] };
  return [...blocks.slice(0, at), banner, ...blocks.slice(at)];
};
