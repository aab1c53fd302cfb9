/**
 * The list definitions of a package (word/numbering.xml) and the numbering and outline levels its paragraph
 * styles give (word/styles.xml), read once per master.
 */

/** One level of a list: where it starts, how its number is written, when it restarts. */
export interface ListLevel {
  start: number;
  /** `w:numFmt`: decimal, lowerLetter, upperRoman, bullet... */
  format: string;
  /** `w:lvlText`, with `%1`…`%9` for the numbers of the levels. */
  text: string;
  /** `w:lvlRestart`: restart after a use of a level above this 1-based level; 0 never; absent: after any above. */
  restartAfter?: number;
  /** `w:isLgl`: every number of the label in decimal. */
  legal: boolean;
  /** `w:pStyle`: the paragraph style this level belongs to. */
  style?: string;
}

/** A list instance (`w:num`): the counter it shares with the instances of its definition, its levels, restarts. */
export interface ListInstance {
  counter: string;
  levels: (ListLevel | undefined)[];
  /** `w:lvlOverride/w:startOverride`: the levels it starts again, at these values, where it is first used. */
  startOverrides: Map<number, number>;
}

/** What a paragraph style says about numbering, with what it inherits through `w:basedOn`. */
export interface StyleNumbering {
  numId?: string;
  level?: number;
  outlineLevel?: number;
}

export interface NumberingDefinitions {
  instance(numId: string): ListInstance | undefined;
  style(styleId: string): StyleNumbering;
  /** The style of a paragraph without `w:pStyle`. */
  defaultStyle: string | undefined;
}

const attribute = (xml: string, element: string, name = 'w:val'): string | undefined =>
  new RegExp(`<${element}\\b[^>]*\\b${name}="([^"]*)"`).exec(xml)?.[1];
const integer = (value: string | undefined): number | undefined => {
  const parsed = value === undefined ? NaN : Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? parsed : undefined;
};

const LEVEL = /<w:lvl\b[^>]*\bw:ilvl="(\d+)"[^>]*>([\s\S]*?)<\/w:lvl>/g;
const ABSTRACT = /<w:abstractNum\b[^>]*\bw:abstractNumId="([^"]*)"[^>]*>([\s\S]*?)<\/w:abstractNum>/g;
const INSTANCE = /<w:num\b[^>]*\bw:numId="([^"]*)"[^>]*>([\s\S]*?)<\/w:num>/g;
const OVERRIDE = /<w:lvlOverride\b[^>]*\bw:ilvl="(\d+)"[^>]*>([\s\S]*?)<\/w:lvlOverride>/g;
const STYLE = /<w:style\b([^>]*)>([\s\S]*?)<\/w:style>/g;

const levelOf = (body: string): ListLevel => ({
  start: integer(attribute(body, 'w:start')) ?? 0,
  format: attribute(body, 'w:numFmt') ?? 'decimal',
  text: attribute(body, 'w:lvlText') ?? '',
  restartAfter: integer(attribute(body, 'w:lvlRestart')),
  legal: /<w:isLgl\b(?![^>]*w:val="(?:0|false|off)")/.test(body),
  style: attribute(body, 'w:pStyle'),
});

const levelsOf = (body: string): (ListLevel | undefined)[] => {
  const levels: (ListLevel | undefined)[] = [];
  for (const [, index, content] of body.matchAll(LEVEL)) levels[Number(index)] = levelOf(content ?? '');
  return levels;
};

interface RawStyle {
  basedOn?: string;
  numId?: string;
  level?: number;
  outlineLevel?: number;
}

const stylesOf = (stylesXml: string): { styles: Map<string, RawStyle>; defaultStyle?: string } => {
  const styles = new Map<string, RawStyle>();
  let defaultStyle: string | undefined;
  for (const [, attributes = '', body = ''] of stylesXml.matchAll(STYLE)) {
    const id = /\bw:styleId="([^"]*)"/.exec(attributes)?.[1];
    if (id === undefined) continue;
    if (/\bw:type="paragraph"/.test(attributes) && /\bw:default="(?:1|true|on)"/.test(attributes))
      defaultStyle = id;
    const numPr = /<w:numPr\b[^>]*>([\s\S]*?)<\/w:numPr>/.exec(body)?.[1] ?? '';
    styles.set(id, {
      basedOn: attribute(body, 'w:basedOn'),
      numId: attribute(numPr, 'w:numId'),
      level: integer(attribute(numPr, 'w:ilvl')),
      outlineLevel: integer(attribute(body, 'w:outlineLvl')),
    });
  }
  return { styles, defaultStyle };
};

/** Reads the list definitions and the styles' numbering of a package. */
export const readNumberingDefinitions = (numberingXml: string, stylesXml: string): NumberingDefinitions => {
  const { styles, defaultStyle } = stylesOf(stylesXml);
  const abstracts = new Map<string, { levels: (ListLevel | undefined)[]; styleLink?: string }>();
  for (const [, id = '', body = ''] of numberingXml.matchAll(ABSTRACT)) {
    abstracts.set(id, { levels: levelsOf(body), styleLink: attribute(body, 'w:numStyleLink') });
  }
  const instances = new Map<string, { abstractId: string; body: string }>();
  for (const [, id = '', body = ''] of numberingXml.matchAll(INSTANCE)) {
    instances.set(id, { abstractId: attribute(body, 'w:abstractNumId') ?? '', body });
  }
  // A definition that links to a numbering style takes the levels (and the counter) of the style's list.
  const resolvedAbstract = (abstractId: string): string => {
    const link = abstracts.get(abstractId)?.styleLink;
    const numId = link === undefined ? undefined : styles.get(link)?.numId;
    const target = numId === undefined ? undefined : instances.get(numId)?.abstractId;
    return target !== undefined && target !== abstractId && !abstracts.get(target)?.styleLink
      ? target
      : abstractId;
  };
  const cache = new Map<string, ListInstance | undefined>();
  const instance = (numId: string): ListInstance | undefined => {
    if (cache.has(numId)) return cache.get(numId);
    const raw = instances.get(numId);
    const abstractId = raw && resolvedAbstract(raw.abstractId);
    const definition = abstractId === undefined ? undefined : abstracts.get(abstractId);
    let built: ListInstance | undefined;
    if (raw && abstractId !== undefined && definition) {
      const levels = [...definition.levels];
      const startOverrides = new Map<number, number>();
      for (const [, index, body = ''] of raw.body.matchAll(OVERRIDE)) {
        const level = Number(index);
        const start = integer(attribute(body, 'w:startOverride'));
        if (start !== undefined) startOverrides.set(level, start);
        const redefined = levelsOf(body)[level];
        if (redefined) levels[level] = redefined;
      }
      built = { counter: abstractId, levels, startOverrides };
    }
    cache.set(numId, built);
    return built;
  };
  const style = (styleId: string): StyleNumbering => {
    const resolved: StyleNumbering = {};
    const seen = new Set<string>();
    for (let id: string | undefined = styleId; id !== undefined && !seen.has(id);) {
      seen.add(id);
      const raw = styles.get(id);
      if (!raw) break;
      resolved.numId ??= raw.numId;
      resolved.level ??= raw.level;
      resolved.outlineLevel ??= raw.outlineLevel;
      id = raw.basedOn;
    }
    return resolved;
  };
  return { instance, style, defaultStyle };
};
