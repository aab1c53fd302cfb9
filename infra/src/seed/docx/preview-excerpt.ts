import { firstSentence } from './first-sentence';
import { isConditionLine } from './keep-together';
import type { Block, Inline } from './model';
import { PREVIEW_ARTICLE_NOTICE } from './preview';

const textOf = (block: Block): string =>
  'runs' in block ? block.runs.map((run) => (run.kind === 'text' ? run.text : '')).join('') : '';

/** How a block changes the depth of conditional sections: +1 for `{#…}`, -1 for `{/}`, 0 for text. */
const depthChange = (block: Block): number => {
  if (block.kind !== 'paragraph' || !isConditionLine(textOf(block))) return 0;
  return textOf(block).startsWith('{/') ? -1 : 1;
};

/** What ends an article's body: another heading, the signatures, or the paragraph kept with them. */
const endsBody = (block: Block): boolean =>
  block.kind === 'article' ||
  block.kind === 'heading' ||
  block.kind === 'signatures' ||
  block.kind === 'pageBreak' ||
  (block.kind === 'paragraph' && block.spaceBefore === true);

/** Whether the section opened at `from` holds an article heading (it then frames articles, not an article's text). */
const holdsArticle = (blocks: Block[], from: number): boolean => {
  let depth = 0;
  for (let index = from; index < blocks.length; index += 1) {
    const block = blocks[index] as Block;
    depth += depthChange(block);
    if (block.kind === 'article') return true;
    if (depth === 0) return false;
  }
  return false;
};

/** Where the body of the article at `start` ends: before its boundary, at the article's own section depth. */
const bodyEnd = (blocks: Block[], start: number): number => {
  let depth = 0;
  for (let index = start + 1; index < blocks.length; index += 1) {
    const block = blocks[index] as Block;
    if (endsBody(block)) return index;
    const change = depthChange(block);
    if (depth + change < 0) return index;
    if (change > 0 && depth === 0 && holdsArticle(blocks, index)) return index;
    depth += change;
  }
  return blocks.length;
};

const withRuns = (block: Block, runs: Inline[]): Block => ({ ...block, runs }) as Block;

/**
 * The body of one article as a preview shows it: the first sentence of its opening text and nothing after it. The
 * opening text is the clause written «1.» (each alternative has its own) or, in an article of plain paragraphs, the
 * first paragraph of the article or of each section that comes before any unconditional paragraph. Condition lines
 * stay, so each excerpt comes and goes with the text it belongs to; one notice closes the article when text was left
 * out.
 */
const excerpt = (body: Block[]): Block[] => {
  const shown: Block[] = [];
  let left = false;
  let depth = 0;
  let firstInSection = true;
  let unconditionalShown = false;
  for (const block of body) {
    const change = depthChange(block);
    if (change !== 0 || block.kind === 'notice') {
      depth += change;
      if (change > 0) firstInSection = true;
      shown.push(block);
      continue;
    }
    const opening =
      block.kind === 'clause'
        ? block.ordinal === 1
        : (block.kind === 'paragraph' || block.kind === 'bullet' || block.kind === 'lettered') &&
          firstInSection &&
          !unconditionalShown;
    firstInSection = false;
    if (!opening || !('runs' in block)) {
      left = true;
      continue;
    }
    const { runs, cut } = firstSentence(block.runs);
    left ||= cut;
    if (depth === 0) unconditionalShown = true;
    shown.push(withRuns(block, runs));
  }
  const notice: Block = { kind: 'notice', runs: [{ kind: 'text', text: PREVIEW_ARTICLE_NOTICE }] };
  return left ? [...shown, notice] : shown;
};

/** A document's blocks with every article reduced to its title and its first sentence (seed previews). */
export const previewExcerpt = (blocks: Block[]): Block[] => {
  const result: Block[] = [];
  let index = 0;
  while (index < blocks.length) {
    const block = blocks[index] as Block;
    result.push(block);
    if (block.kind !== 'article') {
      index += 1;
      continue;
    }
    const end = bodyEnd(blocks, index);
    result.push(...excerpt(blocks.slice(index + 1, end)));
    index = end;
  }
  return result;
};
