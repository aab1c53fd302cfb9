import { parseFieldInstruction, textFormatOf } from './field-instruction';
import { NEEDS_WORD, type FieldOutcome } from './field-outcome';
import { formatFieldNumber } from './number-formats';
import type { ScannedField, ScannedStory } from './scanned-story';

const KNOWN_SWITCHES = new Set(['c', 'h', 'n', 'r', 's', '*']);

interface Sequence {
  value: number;
  /** The body paragraph of its last item, for `\s` (a restart at each heading of a level). */
  lastParagraph: number;
  /** Each item's place and value, for a SEQ that names a bookmark. */
  items: { position: number; value: number }[];
}

/**
 * The results of the body's SEQ fields, in order, as Word numbers them: `\n` (the default) the next number, `\c`
 * the current one, `\r n` starting again at n, `\s n` starting again after each heading of level n or above, `\h`
 * hidden, a bookmark argument the number at the bookmark, and `\* ARABIC`, `alphabetic`, `roman`... Anything else, and
 * any SEQ outside the body, is left to Word.
 */
export const sequenceOutcomes = (story: ScannedStory): Map<ScannedField, FieldOutcome> => {
  const outcomes = new Map<ScannedField, FieldOutcome>();
  const sequences = new Map<string, Sequence>();
  const headings: number[] = [];
  let scannedParagraphs = 0;
  const withBookmark: [ScannedField, string, string, string | undefined][] = [];
  for (const field of story.fields) {
    const instruction = parseFieldInstruction(field.instruction);
    if (instruction.type !== 'SEQ') continue;
    const paragraphIndex = story.bodyFieldParagraph.get(field);
    const [name, bookmark] = instruction.args;
    const unknown = [...instruction.switches.keys()].some((letter) => !KNOWN_SWITCHES.has(letter));
    if (paragraphIndex === undefined || name === undefined || unknown) {
      outcomes.set(field, NEEDS_WORD);
      continue;
    }
    for (; scannedParagraphs < paragraphIndex; scannedParagraphs += 1) {
      const level = story.bodyParagraphs[scannedParagraphs]?.outlineLevel;
      if (level !== undefined && level < 9) headings[level] = scannedParagraphs;
    }
    const key = name.toLowerCase();
    const sequence = sequences.get(key) ?? { value: 0, lastParagraph: -1, items: [] };
    sequences.set(key, sequence);
    const format = textFormatOf(instruction);
    if (bookmark !== undefined) {
      withBookmark.push([field, key, bookmark, format]);
      continue;
    }
    const restartLevel = Number(instruction.switches.get('s'));
    if (Number.isInteger(restartLevel) && restartLevel >= 1) {
      const lastHeading = Math.max(-1, ...headings.slice(0, restartLevel).filter((at) => at !== undefined));
      if (lastHeading > sequence.lastParagraph && sequence.items.length > 0) sequence.value = 0;
    }
    const restart = instruction.switches.get('r');
    if (typeof restart === 'string' && /^-?\d+$/.test(restart)) sequence.value = Number(restart);
    else if (!instruction.switches.has('c')) sequence.value += 1;
    sequence.lastParagraph = paragraphIndex;
    sequence.items.push({ position: field.position, value: sequence.value });
    const hidden = instruction.switches.has('h') && format === undefined;
    const text = hidden ? '' : formatFieldNumber(sequence.value, format);
    outcomes.set(field, text === null ? NEEDS_WORD : { text, needsWord: false });
  }
  for (const [field, key, bookmarkName, format] of withBookmark) {
    const bookmark = story.bookmarks.get(bookmarkName);
    const items = sequences.get(key)?.items ?? [];
    const at =
      bookmark?.part === field.part
        ? items.filter((item) => item.position < bookmark.endPosition).pop()
        : undefined;
    const text = at === undefined ? null : formatFieldNumber(at.value, format);
    outcomes.set(field, text === null ? NEEDS_WORD : { text, needsWord: false });
  }
  return outcomes;
};
