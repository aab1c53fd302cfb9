import type { ListInstance, NumberingDefinitions } from './numbering-definitions';

const VALUE: Record<string, RegExp> = {
  'w:pStyle': /<w:pStyle\b[^>]*\bw:val="([^"]*)"/,
  'w:outlineLvl': /<w:outlineLvl\b[^>]*\bw:val="([^"]*)"/,
  'w:numId': /<w:numId\b[^>]*\bw:val="([^"]*)"/,
  'w:ilvl': /<w:ilvl\b[^>]*\bw:val="([^"]*)"/,
};
const valueOf = (xml: string, element: keyof typeof VALUE): string | undefined =>
  xml === '' ? undefined : VALUE[element]?.exec(xml)?.[1];

const integer = (value: string | undefined): number | undefined => {
  const parsed = value === undefined ? NaN : Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? parsed : undefined;
};

/** What a paragraph's properties (`w:pPr`) and its style say of its list and outline level. */
export interface ParagraphNumbering {
  list: { numId: string; instance: ListInstance; level: number } | null;
  outlineLevel?: number;
}

/**
 * A paragraph's list and level as Word resolves them: its own `w:numPr` over its style's (inherited through
 * `w:basedOn`), `w:numId` 0 for none, and when only the list is given, the level whose `w:pStyle` is the style.
 */
export const paragraphNumbering = (pPr: string, definitions: NumberingDefinitions): ParagraphNumbering => {
  const styleId = valueOf(pPr, 'w:pStyle') ?? definitions.defaultStyle;
  const style = styleId === undefined ? {} : definitions.style(styleId);
  const outlineLevel = integer(valueOf(pPr, 'w:outlineLvl')) ?? style.outlineLevel;
  const numPr = /<w:numPr\b[^>]*>([\s\S]*?)<\/w:numPr>/.exec(pPr)?.[1];
  let numId = numPr === undefined ? undefined : valueOf(numPr, 'w:numId');
  let level = numPr === undefined ? undefined : integer(valueOf(numPr, 'w:ilvl'));
  if (numId === undefined) {
    numId = style.numId;
    level ??= style.level;
  } else if (level === undefined && numId === style.numId) level = style.level;
  const instance = numId === undefined || numId === '0' ? undefined : definitions.instance(numId);
  if (numId === undefined || !instance) return { list: null, outlineLevel };
  if (level === undefined) {
    const styled = instance.levels.findIndex((candidate) => candidate?.style === styleId);
    level = styled < 0 ? 0 : styled;
  }
  return { list: { numId, instance, level }, outlineLevel };
};
