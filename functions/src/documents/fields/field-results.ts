import { documentFieldTexts as texts } from '@redigo/shared/messages/documents';
import { parseFieldInstruction, textFormatOf, type FieldInstruction } from './field-instruction';
import { NEEDS_WORD, UNTOUCHED, type FieldOutcome } from './field-outcome';
import { referenceNumber, type NumberContext } from './list-numbers';
import { noteMark, type NoteKind, type NoteNumbering } from './note-numbers';
import { applyTextCase } from './number-formats';
import type { ScannedBookmark, ScannedField, ScannedStory } from './scanned-story';
import { sequenceOutcomes } from './sequence-fields';

/** Fields whose value depends on the pages: only Word, laying the document out, can write them. */
const PAGINATED = new Set([
  'PAGEREF',
  'TOC',
  'TOA',
  'INDEX',
  'STYLEREF',
  'LISTNUM',
  'SECTIONPAGES',
  'NUMPAGES',
  'PAGE',
]);
/** Page numbers in a header or footer: Word writes them on every page by itself. */
const RUNNING = new Set(['PAGE', 'NUMPAGES', 'SECTIONPAGES']);
const HEADER_OR_FOOTER = /^word\/(header|footer)\d*\.xml$/;
const REF_SWITCHES = new Set(['n', 'r', 'w', 't', 'p', 'h', '*']);
const NOTEREF_SWITCHES = new Set(['f', 'h', 'p', '*']);
const TEXT_CASES = new Set(['upper', 'lower', 'firstcap', 'caps']);

const contextOf = ({ switches }: FieldInstruction): NumberContext | null => {
  if (switches.has('w')) return 'full';
  if (switches.has('r')) return 'relative';
  return switches.has('n') ? 'none' : null;
};

/** "sopra" or "sotto", as the bookmark comes before or after the field; null across parts. */
const direction = (field: ScannedField, bookmark: ScannedBookmark): string | null => {
  if (bookmark.part !== field.part) return null;
  return bookmark.position < field.position ? texts.above : texts.below;
};

export interface FieldContext {
  story: ScannedStory;
  notes: Record<NoteKind, NoteNumbering>;
}

/**
 * The outcome of every field of a rendered document (docs/design.md, "Documents"): REF to a list number (`\n`,
 * `\r`, `\w`, `\t`) or to a bookmark's text, NOTEREF, SEQ get their result written; `\p` gets "sopra"/"sotto" written
 * and is left to Word too, as are page numbers in the text, tables of contents and any switch Redigo does not write.
 */
export const fieldOutcomes = ({ story, notes }: FieldContext): Map<ScannedField, FieldOutcome> => {
  const outcomes = sequenceOutcomes(story);
  const resolving = new Set<ScannedField>();
  const bookmarkText = (bookmark: ScannedBookmark): string | null => {
    let text = '';
    for (const piece of bookmark.pieces) {
      if (typeof piece === 'string') text += piece;
      else {
        const inner = outcomeOf(piece.field);
        text += inner.text ?? piece.field.storedResult;
      }
    }
    return text;
  };
  const referenceOutcome = (field: ScannedField, instruction: FieldInstruction): FieldOutcome => {
    const bookmark = story.bookmarks.get(instruction.args[0] ?? '');
    if (!bookmark) return { text: texts.missingBookmark, needsWord: false };
    const format = textFormatOf(instruction);
    if (format !== undefined && !TEXT_CASES.has(format.toLowerCase())) return NEEDS_WORD;
    const context = contextOf(instruction);
    let text: string | null;
    if (context === null) text = bookmark.spansParagraphs ? null : bookmarkText(bookmark);
    else {
      const target = bookmark.paragraph.numbered;
      text =
        target &&
        referenceNumber(target, context, {
          from: field.paragraph.numbered,
          numbersOnly: instruction.switches.has('t'),
        });
    }
    if (text === null) return NEEDS_WORD;
    if (!instruction.switches.has('p')) return { text: applyTextCase(text, format), needsWord: false };
    const where = direction(field, bookmark);
    if (where === null) return NEEDS_WORD;
    return { text: applyTextCase(context === null ? where : `${text} ${where}`, format), needsWord: true };
  };
  const noteOutcome = (instruction: FieldInstruction): FieldOutcome => {
    const note = story.bookmarks.get(instruction.args[0] ?? '')?.note;
    const mark = note?.ordinal ? noteMark(notes[note.kind], note.ordinal) : null;
    if (mark === null || instruction.switches.has('p') || textFormatOf(instruction) !== undefined)
      return NEEDS_WORD;
    return { text: mark, needsWord: false };
  };
  const outcomeOf = (field: ScannedField): FieldOutcome => {
    const known = outcomes.get(field);
    if (known) return known;
    if (resolving.has(field)) return NEEDS_WORD;
    resolving.add(field);
    const instruction = parseFieldInstruction(field.instruction);
    const allowed = (set: Set<string>) => [...instruction.switches.keys()].every((letter) => set.has(letter));
    let outcome: FieldOutcome;
    if (instruction.type === 'REF')
      outcome = allowed(REF_SWITCHES) ? referenceOutcome(field, instruction) : NEEDS_WORD;
    else if (instruction.type === 'NOTEREF')
      outcome = allowed(NOTEREF_SWITCHES) ? noteOutcome(instruction) : NEEDS_WORD;
    else if (RUNNING.has(instruction.type) && HEADER_OR_FOOTER.test(field.part)) outcome = UNTOUCHED;
    else outcome = PAGINATED.has(instruction.type) ? NEEDS_WORD : UNTOUCHED;
    if (outcome.text !== undefined && field.place === null) outcome = NEEDS_WORD;
    outcomes.set(field, outcome);
    resolving.delete(field);
    return outcome;
  };
  story.fields.forEach(outcomeOf);
  return outcomes;
};
