import PizZip from 'pizzip';
import { cleanRevisions } from '../clean-revisions';
import { prepareFieldEngine } from './field-engine';

/**
 * The fields of a master that only Word can compute, laying the document out (page references, tables of contents,
 * page numbers in the text, «sopra»/«sotto»…), as their instructions: documents generated from it will ask Word to
 * update fields. Every other REF, NOTEREF and SEQ gets its result written by the renderer.
 */
export const fieldsOnlyWordComputes = (docx: Buffer): string[] => {
  const zip = new PizZip(docx);
  cleanRevisions(zip);
  const engine = prepareFieldEngine(zip);
  if (!engine) return [];
  const parts = new Map(engine.parts.map((name) => [name, zip.file(name)?.asText() ?? '']));
  return [
    ...new Set(engine.fieldsNeedingWord(parts).map((instruction) => instruction.trim().replace(/\s+/g, ' '))),
  ];
};
