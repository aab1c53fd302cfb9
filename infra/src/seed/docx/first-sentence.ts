import type { Inline } from './model';

/** Abbreviations of Italian legal writing after which a period does not end the sentence. */
const ABBREVIATIONS = new Set(
  'art artt n nn lett c.c c.p.c c.p d.lgs d.p.r d.l l ss sig sig.ra dott dott.ssa avv prof cfr p pag s.r.l s.p.a s.a.s s.n.c ecc'.split(
    ' ',
  ),
);

/** The word before a period at `at`, lower case (`art`, `c.c`, `d.lgs`). */
const wordBefore = (text: string, at: number): string =>
  /[\p{L}.]*$/u.exec(text.slice(0, at))?.[0].toLowerCase() ?? '';

/**
 * Where the first sentence of a text ends (just after its period), or the text's length: a period followed by a
 * space and a capital letter, a tag or the end, not after an abbreviation or an initial, and outside any inline
 * section (`{#…}…{/}`), so the excerpt keeps every tag it opens closed.
 */
const firstSentenceEnd = (text: string): number => {
  let depth = 0;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (char === '{') {
      const end = text.indexOf('}', at);
      const tag = text.slice(at, end + 1);
      if (/^\{[#^]/.test(tag)) depth += 1;
      else if (tag.startsWith('{/')) depth -= 1;
      at = end < 0 ? text.length : end;
      continue;
    }
    if (char !== '.' || depth !== 0) continue;
    const after = text.slice(at + 1);
    if (after.trim() !== '' && !/^\s+(?:[\p{Lu}«“"(]|\{)/u.test(after)) continue;
    const word = wordBefore(text, at);
    if (ABBREVIATIONS.has(word) || /^\p{L}$/u.test(word)) continue;
    return at + 1;
  }
  return text.length;
};

/** The runs of a paragraph cut after its first sentence; whether anything was cut. */
export const firstSentence = (runs: Inline[]): { runs: Inline[]; cut: boolean } => {
  const text = runs.map((run) => (run.kind === 'text' ? run.text : '\u0000')).join('');
  const end = firstSentenceEnd(text);
  if (text.slice(end).trim() === '') return { runs, cut: false };
  const kept: Inline[] = [];
  let at = 0;
  for (const run of runs) {
    const length = run.kind === 'text' ? run.text.length : 1;
    if (at >= end) break;
    kept.push(run.kind === 'text' && at + length > end ? { ...run, text: run.text.slice(0, end - at) } : run);
    at += length;
  }
  return { runs: kept, cut: true };
};
