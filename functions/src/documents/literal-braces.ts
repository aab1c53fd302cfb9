import type PizZip from 'pizzip';
import { STORY_PART } from './clean-revisions';

/**
 * A literal brace in a master: authors write it doubled (`{{` for "{", `}}` for "}"), so a manual's `${{versione}}`
 * prints `${versione}`, and `{{{nome}}}` prints the answer between braces (README, "Authors' guide"). Before the tags are parsed, each doubled brace inside a text run
 * becomes a private-use character that no tag can contain; after rendering it becomes the single brace again.
 */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const TEXT_RUN = /(<w:t(?:\s[^>]*)?>)([^<]*)(<\/w:t>)/g;

/** A run of opening braces: pairs are literal; an odd one left opens the tag that follows (`{{{x}` = "{" + `{x}`). */
const literalOpens = (run: string): string =>
  OPEN.repeat(Math.floor(run.length / 2)) + (run.length % 2 ? '{' : '');
/** A run of closing braces: an odd one first closes the tag before (`x}}}` = `x}` + "}"), the pairs are literal. */
const literalCloses = (run: string): string =>
  (run.length % 2 ? '}' : '') + CLOSE.repeat(Math.floor(run.length / 2));

const escapeText = (xml: string): string =>
  xml.replace(TEXT_RUN, (whole, open: string, text: string, close: string) =>
    text.includes('{{') || text.includes('}}')
      ? `${open}${text.replace(/\{{2,}/g, literalOpens).replace(/\}{2,}/g, literalCloses)}${close}`
      : whole,
  );

/** Replaces the doubled braces of a package's text runs; returns the parts it changed. */
export const escapeLiteralBraces = (zip: PizZip): string[] =>
  Object.keys(zip.files).flatMap((name) => {
    if (!STORY_PART.test(name)) return [];
    const xml = zip.file(name)?.asText() ?? '';
    if (!xml.includes('{{') && !xml.includes('}}')) return [];
    const escaped = escapeText(xml);
    if (escaped === xml) return [];
    zip.file(name, escaped);
    return [name];
  });

/** A rendered (or untouched) part with its escaped braces printed as single braces. */
export const restoreLiteralBraces = (xml: string): string =>
  xml.includes(OPEN) || xml.includes(CLOSE) ? xml.replace(/\uE000/g, '{').replace(/\uE001/g, '}') : xml;
