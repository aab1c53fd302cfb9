import {
  activeContentMessages,
  invalidDocumentMessages,
  templateCheckMessages,
} from '@redigo/shared/messages/documents';
import Docxtemplater, { type DXT } from 'docxtemplater';
import PizZip from 'pizzip';
import { InvalidDocumentError, TemplateCheckError } from '../errors/app-errors';
import { renderCompiledPart, type CompiledDocument } from './part-renderer';
import { DOCUMENT_OPTIONS } from './tag-language';
import { describeTemplateError, templateErrorsOf } from './template-errors';
import type { RenderScope } from './typed-answer';
import { activeContentOfPackage } from './active-content';
import { cleanRevisions, STORY_PART } from './clean-revisions';
import { removeEmptiedParagraphs } from './empty-paragraphs';
import { carryPackageListRestarts } from './list-restarts';
import { escapeLiteralBraces, restoreLiteralBraces } from './literal-braces';
import { settleFieldUpdate } from './update-fields';
import { xmlProblem } from './xml-well-formed';
import { rawEntryData, readZipEntries } from './zip/zip-reader';
import { deflatedEntry, writeZip, type ZipOutputEntry } from './zip/zip-writer';

/** A master compiled once and rendered many times. */
export interface CompiledMaster {
  render(answers: RenderScope): Buffer;
}

type Slot = { entry: ZipOutputEntry } | { part: string };

const hasTags = (parts: DXT.Part[]): boolean => parts.some((part) => part.type === 'placeholder');

const compile = (docx: Buffer): { doc: CompiledDocument; zip: PizZip; changed: string[] } => {
  const zip = new PizZip(docx);
  // Generated documents carry no comment or revision of the author's, keep a list's restart when a condition
  // removes its first item, print doubled braces as literal ones, and ask Word to refresh fields only when they
  // need it (update-fields.ts decides).
  const cleaned = cleanRevisions(zip);
  const carried = carryPackageListRestarts(zip);
  const braces = escapeLiteralBraces(zip);
  const fields = settleFieldUpdate(zip);
  const changed = [...new Set([...cleaned, ...carried, ...braces, ...fields])];
  try {
    const doc = new Docxtemplater(zip, DOCUMENT_OPTIONS) as unknown as CompiledDocument;
    return { doc, zip, changed };
  } catch (error) {
    const errors = templateErrorsOf(error).map((each) => describeTemplateError('Documento', each, new Map()));
    throw new TemplateCheckError(templateCheckMessages.failed, errors);
  }
};

/**
 * Compiles a master once: docxtemplater parses its tags, the parts without tags keep their compressed bytes, and
 * Word is asked to refresh fields on open when they need it. Each render then evaluates the compiled parts with the answers, deflates
 * only the parts that have tags and copies every other entry as it is. Every rendered part is checked to be well
 * formed before the package is written: a render that would give Word a corrupt file throws InvalidDocumentError,
 * and so does compiling a master with active or external content. (Answers cannot add any: docxtemplater fills only
 * the text runs, never a field's instruction or an attribute, and escapes what it writes.)
 *
 * docxtemplater renders an instance once (render() mutates its zip); re-rendering reuses its compiled parts with a
 * fresh scope manager (see part-renderer.ts), which leaves the parse trees untouched.
 */
export const compileMaster = (docx: Buffer): CompiledMaster => {
  // The last guard: a master stored with active or external content (before the upload inspection knew it) is
  // never rendered, so nothing of it is sent or stored.
  const active = activeContentOfPackage(docx);
  if (active.length > 0) {
    throw new InvalidDocumentError(
      activeContentMessages.render,
      active.map(({ part, element }) => activeContentMessages.renderPart(part, element)),
    );
  }
  const entries = readZipEntries(docx);
  const { doc, zip, changed } = compile(docx);
  const dynamic = new Set(
    Object.keys(doc.compiled).filter((name) => hasTags(doc.compiled[name]?.postparsed ?? [])),
  );
  const rewritten = (name: string) =>
    deflatedEntry(name, Buffer.from(restoreLiteralBraces(zip.file(name)?.asText() ?? ''), 'utf8'));
  const slots: Slot[] = entries.map((entry): Slot => {
    if (dynamic.has(entry.name)) return { part: entry.name };
    if (changed.includes(entry.name)) return { entry: rewritten(entry.name) };
    return { entry: { ...entry, data: rawEntryData(docx, entry) } };
  });
  changed
    .filter((name) => !entries.some((entry) => entry.name === name))
    .forEach((name) => slots.push({ entry: rewritten(name) }));

  const renderPart = (name: string, data: object): ZipOutputEntry => {
    const { content, errors } = renderCompiledPart(doc, name, data);
    if (content === null) {
      const messages = templateErrorsOf({ properties: { errors } }).map((error) =>
        describeTemplateError('Documento', error, new Map()),
      );
      throw new TemplateCheckError(templateCheckMessages.failed, messages);
    }
    const rendered = content.toString('utf8');
    const xml = STORY_PART.test(name) ? removeEmptiedParagraphs(restoreLiteralBraces(rendered)) : rendered;
    const problem = xmlProblem(xml);
    if (problem) {
      throw new InvalidDocumentError(invalidDocumentMessages.message, [
        invalidDocumentMessages.part(name, problem),
      ]);
    }
    return deflatedEntry(name, xml === rendered ? content : Buffer.from(xml, 'utf8'));
  };

  return {
    render(answers) {
      const data = { ...answers };
      return writeZip(slots.map((slot) => ('entry' in slot ? slot.entry : renderPart(slot.part, data))));
    },
  };
};
