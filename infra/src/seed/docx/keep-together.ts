import type { Block } from './model';

/** A paragraph holding only one tag, such as `{#x == "A"}` or `{/}`: rendering removes it (paragraphLoop). */
export const isTagOnly = (block: Block): boolean =>
  block.kind === 'paragraph' &&
  block.runs.length === 1 &&
  block.runs[0]?.kind === 'text' &&
  /^\{[^}]*\}$/.test(block.runs[0].text);

/**
 * Keeps the paragraph before a signature block ("Luogo e data", an approval under artt. 1341-1342 c.c.) on the
 * same page as the signatures, set apart from the text above. Tag-only paragraphs in between vanish when rendered but keep the chain meanwhile.
 */
export const keepWithSignatures = (blocks: Block[]): void => {
  for (let index = blocks.length - 1; index >= 0; index -= 1) {
    const block = blocks[index];
    if (block?.kind !== 'paragraph') return;
    block.keepNext = true;
    if (!isTagOnly(block)) {
      block.spaceBefore = true;
      return;
    }
  }
};
