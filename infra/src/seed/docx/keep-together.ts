import type { Block } from './model';

/**
 * A line holding only a section's opening or closing tag (`{#x == "A"}`, `{^x}`, `{/}`): rendering removes its
 * paragraph (paragraphLoop). A line holding only an answer's tag (`{attivita}`) is text like any other.
 */
export const isConditionLine = (line: string): boolean => /^\{[#^/][^{}]*\}$/.test(line.trim());

/** A paragraph that is a condition line: set small and grey in the master, for the editors' eyes. */
export const isTagOnly = (block: Block): boolean =>
  block.kind === 'paragraph' &&
  block.runs.length === 1 &&
  block.runs[0]?.kind === 'text' &&
  isConditionLine(block.runs[0].text);

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
