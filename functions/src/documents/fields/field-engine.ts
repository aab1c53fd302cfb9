import type PizZip from 'pizzip';
import { STORY_PART } from '../clean-revisions';
import { fieldOutcomes } from './field-results';
import { writeFieldResults } from './field-writer';
import { readNoteNumbering } from './note-numbers';
import { readNumberingDefinitions } from './numbering-definitions';
import type { ResultPlace } from './scanned-story';
import { scanStory } from './story-scan';

const BODY = 'word/document.xml';
const HAS_FIELD = /<w:(?:fldSimple|instrText)\b/;

/** Writes the fields' results of a rendered document; built once per master that has fields. */
export interface FieldEngine {
  /** The story parts this engine reads: the body and every part with a field. */
  parts: string[];
  /**
   * Given those parts as rendered, the ones whose fields got new results, and whether a field remains that only Word
   * can compute (the document then asks Word to update fields).
   */
  update(parts: Map<string, string>): { changed: Map<string, string>; needsWord: boolean };
  /** The instructions of the fields, in those parts, that only Word can compute. */
  fieldsNeedingWord(parts: Map<string, string>): string[];
}

/**
 * The field engine of a master (docs/design.md, "Documents"), or null when its story parts have no field, so that a
 * master without fields costs nothing more to render. Its list definitions and styles are read here, once.
 */
export const prepareFieldEngine = (zip: PizZip): FieldEngine | null => {
  const text = (name: string) => zip.file(name)?.asText() ?? '';
  const withFields = Object.keys(zip.files).filter(
    (name) => STORY_PART.test(name) && HAS_FIELD.test(text(name)),
  );
  if (withFields.length === 0) return null;
  const definitions = readNumberingDefinitions(text('word/numbering.xml'), text('word/styles.xml'));
  const notes = readNoteNumbering(text('word/settings.xml'), text(BODY));
  const parts = [BODY, ...withFields.filter((name) => name !== BODY).sort()];
  const outcomesOf = (rendered: Map<string, string>) => {
    const story = scanStory(
      parts.map((name) => ({ name, xml: rendered.get(name) ?? '' })),
      definitions,
    );
    return fieldOutcomes({ story, notes });
  };
  return {
    parts,
    fieldsNeedingWord: (rendered) =>
      [...outcomesOf(rendered)].flatMap(([field, outcome]) =>
        outcome.needsWord || (outcome.text !== undefined && !field.place) ? [field.instruction] : [],
      ),
    update(rendered) {
      const outcomes = outcomesOf(rendered);
      const byPart = new Map<string, { place: ResultPlace; text: string }[]>();
      let needsWord = false;
      for (const [field, outcome] of outcomes) {
        if (outcome.needsWord || (outcome.text !== undefined && !field.place)) needsWord = true;
        if (outcome.text === undefined || !field.place || outcome.text === field.storedResult) continue;
        const results = byPart.get(field.part) ?? [];
        results.push({ place: field.place, text: outcome.text });
        byPart.set(field.part, results);
      }
      const changed = new Map<string, string>();
      byPart.forEach((results, name) =>
        changed.set(name, writeFieldResults(rendered.get(name) ?? '', results)),
      );
      return { changed, needsWord };
    },
  };
};
