import type { Inline, TextRun } from './model';

const MARKERS = [
  { token: '**', key: 'bold' },
  { token: '++', key: 'underline' },
  { token: '*', key: 'italic' },
] as const;

const REF_PATTERN = /^\[\[art:([A-Za-z0-9_-]+)\]\]/;

/**
 * Parses one line of inline markup: `**grassetto**`, `*corsivo*`, `++sottolineato++`, `[[art:ancora]]` (a
 * cross reference to an article) and `\*` for a literal marker. A template tag `{…}` is copied whole, markers
 * inside it are not read, so it always lands inside a single run.
 */
export const parseInline = (line: string): Inline[] => {
  const runs: Inline[] = [];
  const format = { bold: false, italic: false, underline: false };
  let buffer = '';

  const flush = (): void => {
    if (!buffer) return;
    const run: TextRun = { kind: 'text', text: buffer };
    if (format.bold) run.bold = true;
    if (format.italic) run.italic = true;
    if (format.underline) run.underline = true;
    runs.push(run);
    buffer = '';
  };

  let index = 0;
  while (index < line.length) {
    const rest = line.slice(index);
    if (rest.startsWith('{')) {
      const end = line.indexOf('}', index);
      if (end < 0) throw new Error(`Tag non chiuso in: ${line}`);
      buffer += line.slice(index, end + 1);
      index = end + 1;
      continue;
    }
    if (rest.startsWith('\\') && rest.length > 1) {
      buffer += rest[1];
      index += 2;
      continue;
    }
    const ref = REF_PATTERN.exec(rest);
    if (ref?.[1]) {
      flush();
      runs.push({ kind: 'ref', anchor: ref[1] });
      index += ref[0].length;
      continue;
    }
    const marker = MARKERS.find((candidate) => rest.startsWith(candidate.token));
    if (marker) {
      flush();
      format[marker.key] = !format[marker.key];
      index += marker.token.length;
      continue;
    }
    buffer += rest[0];
    index += 1;
  }
  flush();
  const open = MARKERS.filter((marker) => format[marker.key]).map((marker) => marker.token);
  if (open.length > 0) throw new Error(`Formattazione non chiusa (${open.join(', ')}) in: ${line}`);
  return runs;
};
