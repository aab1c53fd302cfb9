import { formatListNumber } from './number-formats';

/** How a package numbers one kind of notes (`w:footnotePr`, `w:endnotePr` in settings or in the sections). */
export interface NoteNumbering {
  format: string;
  start: number;
  /** Numbers that restart by section or by page depend on the layout: only Word can write them. */
  continuous: boolean;
}

export type NoteKind = 'footnote' | 'endnote';

const valueOf = (xml: string, element: string): string | undefined =>
  new RegExp(`<${element}\\b[^>]*\\bw:val="([^"]*)"`).exec(xml)?.[1];

const propertiesOf = (xml: string, kind: NoteKind): string[] =>
  [...xml.matchAll(new RegExp(`<w:${kind}Pr\\b[^>]*>([\\s\\S]*?)</w:${kind}Pr>`, 'g'))].map(
    ([, body]) => body ?? '',
  );

/**
 * The numbering of footnotes and endnotes, from word/settings.xml and the sections of word/document.xml: decimal
 * footnotes and lower-roman endnotes from 1 unless they say otherwise.
 */
export const readNoteNumbering = (
  settingsXml: string,
  documentXml: string,
): Record<NoteKind, NoteNumbering> => {
  const read = (kind: NoteKind): NoteNumbering => {
    const all = [...propertiesOf(settingsXml, kind), ...propertiesOf(documentXml, kind)];
    const last = (element: string) =>
      all
        .map((body) => valueOf(body, element))
        .filter((value) => value !== undefined)
        .pop();
    const start = Number.parseInt(last('w:numStart') ?? '1', 10);
    return {
      format: last('w:numFmt') ?? (kind === 'footnote' ? 'decimal' : 'lowerRoman'),
      start: Number.isFinite(start) ? start : 1,
      continuous: all.every((body) => (valueOf(body, 'w:numRestart') ?? 'continuous') === 'continuous'),
    };
  };
  return { footnote: read('footnote'), endnote: read('endnote') };
};

/** The mark of the n-th numbered note (from 1), or null when Word must write it. */
export const noteMark = (numbering: NoteNumbering, ordinal: number): string | null =>
  numbering.continuous ? formatListNumber(numbering.start + ordinal - 1, numbering.format) : null;
