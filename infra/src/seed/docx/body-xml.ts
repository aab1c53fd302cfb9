import type { Block, Inline } from './model';
import { articleLabel, CLAUSE_TEXT_INDENT } from './numbering-xml';
import { isTagOnly } from './keep-together';
import { signatureTable } from './signature-table';
import { BULLET_NUM_ID, FIRST_LETTERED_NUM_ID, STYLE } from './styles-xml';
import { complexField, escapeAttribute, paragraph, textRun } from './xml';

/** A bookmark name Word accepts (letters, digits, underscore, at most 40 characters), hidden like Word's own. */
const bookmarkName = (anchor: string): string =>
  `_RefArt_${anchor.replace(/[^A-Za-z0-9_]/g, '_')}`.slice(0, 40);

/** Article numbers by anchor, as they are when every article is present. */
const articleNumbers = (blocks: Block[]): Map<string, number> => {
  const numbers = new Map<string, number>();
  let count = 0;
  for (const block of blocks) {
    if (block.kind !== 'article') continue;
    count += 1;
    if (block.anchor) numbers.set(block.anchor, count);
  }
  return numbers;
};

type InlineWriter = (runs: Inline[]) => string;

const inlineWriter =
  (numbers: Map<string, number>): InlineWriter =>
  (runs) =>
    runs
      .map((run) => {
        if (run.kind === 'text') return textRun(run.text, run);
        const articleNumber = numbers.get(run.anchor);
        if (articleNumber === undefined)
          throw new Error(`Riferimento a un articolo inesistente: ${run.anchor}`);
        // \n prints the article's number as Word numbers it ("Art. 4"), \h makes it a link to the article.
        return complexField(`REF ${bookmarkName(run.anchor)} \\n \\h`, articleLabel(articleNumber));
      })
      .join('');

const articleHeading = (
  block: Extract<Block, { kind: 'article' }>,
  inline: InlineWriter,
  id: number,
): string => {
  const content = textRun('– ') + inline(block.runs);
  if (!block.anchor) return paragraph(content, { style: STYLE.article });
  const name = escapeAttribute(bookmarkName(block.anchor));
  return paragraph(
    `<w:bookmarkStart w:id="${id}" w:name="${name}"/>${content}<w:bookmarkEnd w:id="${id}"/>`,
    {
      style: STYLE.article,
    },
  );
};

const ALIGN = { left: 'left', center: 'center', right: 'right', justify: 'both' } as const;

/** The XML of the body blocks (without the final section properties). */
export const bodyXml = (blocks: Block[]): string => {
  const inline = inlineWriter(articleNumbers(blocks));
  let bookmarkId = 0;
  return blocks
    .map((block) => {
      switch (block.kind) {
        case 'title':
          return paragraph(inline(block.runs), { style: STYLE.title });
        case 'subtitle':
          return paragraph(inline(block.runs), { style: STYLE.subtitle });
        case 'heading':
          return paragraph(inline(block.runs), { style: STYLE.heading });
        case 'article':
          bookmarkId += 1;
          return articleHeading(block, inline, bookmarkId);
        case 'paragraph':
          return paragraph(inline(block.runs), {
            // Lines that only open or close a condition are set small and grey, for the editors' eyes.
            ...(isTagOnly(block) ? { style: STYLE.tagLine } : {}),
            ...(block.align ? { align: ALIGN[block.align] } : {}),
            ...(block.keepNext ? { keepNext: true } : {}),
            ...(block.spaceBefore ? { spaceBefore: 240 } : {}),
            ...(block.indented ? { indentLeft: CLAUSE_TEXT_INDENT } : {}),
          });
        case 'clause':
          return paragraph(inline(block.runs), { style: STYLE.clause });
        case 'bullet':
          return paragraph(inline(block.runs), {
            style: STYLE.bullet,
            numbering: { numId: BULLET_NUM_ID, level: 0 },
          });
        case 'lettered':
          return paragraph(inline(block.runs), {
            style: STYLE.list,
            numbering: { numId: FIRST_LETTERED_NUM_ID + block.list, level: 0 },
          });
        case 'signatures':
          return signatureTable(
            block.columns.map(({ lines, loop }) => ({ lines: lines.map(inline), ...(loop ? { loop } : {}) })),
          );
        case 'pageBreak':
          return '<w:p><w:r><w:br w:type="page"/></w:r></w:p>';
        case 'notice':
          return paragraph(inline(block.runs), { style: STYLE.notice });
      }
    })
    .join('');
};

/** How many lettered lists the body uses, so numbering.xml defines one instance each. */
export const letteredListCount = (blocks: Block[]): number =>
  blocks.reduce((max, block) => (block.kind === 'lettered' ? Math.max(max, block.list + 1) : max), 0);
