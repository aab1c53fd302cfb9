import type { Alignment, Block, DocumentModel, SignatureColumn } from './model';
import { isConditionLine, keepWithSignatures } from './keep-together';
import { parseInline } from './parse-inline';
import { PREVIEW_NOTICE, withBanner } from './preview';
import { previewExcerpt } from './preview-excerpt';

export type Variant = 'master' | 'preview';

const ALIGN_PREFIXES: [string, Alignment][] = [
  ['[[centro]]', 'center'],
  ['[[destra]]', 'right'],
  ['[[sinistra]]', 'left'],
];

/** Net change of docxtemplater section depth on a line: `{#…}` and `{^…}` open, `{/…}` closes. */
const sectionDelta = (line: string): number => {
  const tags = line.match(/\{[^}]*\}/g) ?? [];
  return tags.reduce((depth, tag) => depth + (/^\{[#^]/.test(tag) ? 1 : tag.startsWith('{/') ? -1 : 0), 0);
};

interface State {
  variant: Variant;
  blocks: Block[];
  title: string | undefined;
  inPreviewOnlyRegion: boolean;
  regionDepth: number;
  /** In the preview: where the current region's blocks start. */
  regionStart: number;
  sectionDepth: number;
  letteredLists: number;
  lastWasLettered: boolean;
  conditionalAnchors: Set<string>;
}

/** `Il Locatore // {nome}`: a label on two lines; `@locatori Il Locatore`: one signature per item of `locatori`. */
const signatureColumn = (label: string): SignatureColumn => {
  const loop = /^\s*@([A-Za-z_]\w*)\s+/.exec(label);
  const text = loop ? label.slice(loop[0].length) : label;
  const lines = text.trim() === '' ? [] : text.split(' // ').map((line) => parseInline(line.trim()));
  return loop?.[1] ? { lines, loop: loop[1] } : { lines };
};

const lineBlock = (line: string, state: State): Block | undefined => {
  if (line.startsWith('# ')) {
    state.title ??= line.slice(2).trim();
    return { kind: 'title', runs: parseInline(line.slice(2).trim()) };
  }
  if (line.startsWith('## ')) {
    const anchorMatch = /\s*\[\[#([A-Za-z0-9_-]+)\]\]\s*$/.exec(line);
    const heading = anchorMatch ? line.slice(3, anchorMatch.index) : line.slice(3);
    const anchor = anchorMatch?.[1];
    if (!anchor) return { kind: 'article', runs: parseInline(heading.trim()) };
    if (state.inPreviewOnlyRegion)
      throw new Error(`L'articolo con ancora "${anchor}" è dentro [[solo-master]]`);
    if (state.sectionDepth > 0) state.conditionalAnchors.add(anchor);
    return { kind: 'article', runs: parseInline(heading.trim()), anchor };
  }
  if (line.startsWith('### ')) return { kind: 'heading', runs: parseInline(line.slice(4).trim()) };
  if (line === '[[page-break]]') return { kind: 'pageBreak' };
  if (line.startsWith('[[sottotitolo]]'))
    return { kind: 'subtitle', runs: parseInline(line.slice(15).trim()) };
  const signatures = /^\[\[firme:(.*)\]\]$/.exec(line);
  if (signatures?.[1] !== undefined) {
    keepWithSignatures(state.blocks);
    return { kind: 'signatures', columns: signatures[1].split('|').map(signatureColumn) };
  }
  const clause = /^(\d+)\.\s+(.*)$/.exec(line);
  if (clause?.[2] !== undefined)
    return { kind: 'clause', runs: parseInline(clause[2]), ordinal: Number(clause[1]) };
  if (line.startsWith('- ')) return { kind: 'bullet', runs: parseInline(line.slice(2)) };
  const letter = /^[a-z]\)\s+(.*)$/.exec(line);
  if (letter?.[1] !== undefined) {
    if (!state.lastWasLettered) state.letteredLists += 1;
    return { kind: 'lettered', runs: parseInline(letter[1]), list: state.letteredLists - 1 };
  }
  if (line.startsWith('[[rientro]]'))
    return { kind: 'paragraph', runs: parseInline(line.slice(11).trim()), align: 'left', indented: true };
  const aligned = ALIGN_PREFIXES.find(([prefix]) => line.startsWith(prefix));
  if (aligned)
    return { kind: 'paragraph', runs: parseInline(line.slice(aligned[0].length).trim()), align: aligned[1] };
  return { kind: 'paragraph', runs: parseInline(line) };
};

const openRegion = (state: State): void => {
  if (state.inPreviewOnlyRegion) throw new Error('[[solo-master]] annidato');
  state.inPreviewOnlyRegion = true;
  state.regionDepth = 0;
  state.regionStart = state.blocks.length;
};

const closeRegion = (state: State): void => {
  if (!state.inPreviewOnlyRegion) throw new Error('[[/solo-master]] senza apertura');
  if (state.regionDepth !== 0)
    throw new Error('Le sezioni condizionali dentro [[solo-master]] non sono bilanciate');
  state.inPreviewOnlyRegion = false;
  if (state.variant === 'preview')
    state.blocks.splice(state.regionStart, 0, { kind: 'notice', runs: parseInline(PREVIEW_NOTICE) });
};

const handleLine = (line: string, state: State): void => {
  if (line === '[[solo-master]]') return openRegion(state);
  if (line === '[[/solo-master]]') return closeRegion(state);
  const delta = sectionDelta(line);
  state.sectionDepth += delta;
  if (state.inPreviewOnlyRegion) {
    state.regionDepth += delta;
    if (state.regionDepth < 0)
      throw new Error(`Sezione chiusa dentro [[solo-master]] ma aperta fuori: ${line}`);
  }
  const block = lineBlock(line, state);
  if (!block) return;
  // Condition lines vanish when rendered (paragraphLoop), so they do not interrupt a lettered list.
  if (!isConditionLine(line)) state.lastWasLettered = block.kind === 'lettered';
  // In the preview a master-only region keeps only its condition lines, so that the sections stay balanced.
  if (!(state.inPreviewOnlyRegion && state.variant === 'preview') || isConditionLine(line))
    state.blocks.push(block);
};

const checkReferences = (blocks: Block[], conditionalAnchors: Set<string>): void => {
  const anchors = new Set(
    blocks.flatMap((block) => (block.kind === 'article' && block.anchor ? [block.anchor] : [])),
  );
  const runs = blocks.flatMap((block) =>
    block.kind === 'signatures'
      ? block.columns.flatMap((column) => column.lines.flat())
      : 'runs' in block
        ? block.runs
        : [],
  );
  for (const run of runs) {
    if (run.kind !== 'ref') continue;
    if (!anchors.has(run.anchor)) throw new Error(`Riferimento a un articolo inesistente: ${run.anchor}`);
    if (conditionalAnchors.has(run.anchor)) {
      throw new Error(`Riferimento a un articolo condizionale, che può mancare: ${run.anchor}`);
    }
  }
};

/**
 * `[[art-titolo:ancora]]` written as `[[art:ancora]] (Titolo)`, the title copied from the article's own heading
 * (`## Titolo [[#ancora]]`): the approval under artt. 1341-1342 c.c. quotes each article as it stands.
 */
const withQuotedHeadings = (source: string): string => {
  const headings = new Map(
    [...source.matchAll(/^\s*## (.*?)\s*\[\[#([A-Za-z0-9_-]+)\]\]\s*$/gm)].map(
      ([, heading = '', anchor = '']) => [anchor, heading],
    ),
  );
  return source.replace(/\[\[art-titolo:([A-Za-z0-9_-]+)\]\]/g, (_, anchor: string) => {
    const heading = headings.get(anchor);
    if (heading === undefined) throw new Error(`Riferimento a un articolo inesistente: ${anchor}`);
    return `[[art:${anchor}]] (${heading})`;
  });
};

/**
 * Parses the plain-text source of a template into the document model of its master or of its preview (where
 * each article keeps its title and first sentence, and every `[[solo-master]]` region becomes one notice). One line is one paragraph; see SOURCE-FORMAT.md.
 */
export const parseSource = (source: string, variant: Variant): DocumentModel => {
  const state: State = {
    variant,
    blocks: [],
    title: undefined,
    inPreviewOnlyRegion: false,
    regionDepth: 0,
    regionStart: 0,
    sectionDepth: 0,
    letteredLists: 0,
    lastWasLettered: false,
    conditionalAnchors: new Set(),
  };
  for (const raw of withQuotedHeadings(source).split('\n')) {
    const line = raw.trim();
    if (line && !line.startsWith('%%')) handleLine(line, state);
  }
  if (state.inPreviewOnlyRegion) throw new Error('[[solo-master]] non chiuso');
  if (state.sectionDepth !== 0) throw new Error('Sezioni condizionali non bilanciate nel documento');
  if (!state.title) throw new Error('Manca il titolo (una riga "# Titolo")');
  checkReferences(state.blocks, state.conditionalAnchors);
  return variant === 'preview'
    ? { title: state.title, blocks: withBanner(previewExcerpt(state.blocks)) }
    : { title: state.title, blocks: state.blocks };
};
