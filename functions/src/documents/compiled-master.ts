import {
  activeContentMessages,
  invalidDocumentMessages,
  templateCheckMessages,
} from '@redigo/shared/messages/documents';
import Docxtemplater, { type DXT } from 'docxtemplater';
import PizZip from 'pizzip';
import { InvalidDocumentError, TemplateCheckError } from '../errors/app-errors';
import { activeContentOfPackage } from './active-content';
import { removeAttachedTemplate } from './attached-template';
import { cleanRevisions, STORY_PART } from './clean-revisions';
import { removeEmptiedParagraphs } from './empty-paragraphs';
import { keepBookmarksOnce } from './repeated-bookmarks';
import { prepareFieldEngine } from './fields/field-engine';
import { carryPackageListRestarts } from './list-restarts';
import { escapeLiteralBraces, restoreLiteralBraces } from './literal-braces';
import { renderCompiledPart, type CompiledDocument } from './part-renderer';
import { markAsPreview } from './preview/preview-marks';
import { DOCUMENT_OPTIONS } from './tag-language';
import { describeTemplateError, templateErrorsOf } from './template-errors';
import type { RenderScope } from './typed-answer';
import { fieldUpdateVariants } from './update-fields';
import { xmlProblem } from './xml-well-formed';
import { rawEntryData, readZipEntries } from './zip/zip-reader';
import { deflatedEntry, writeZip, type ZipOutputEntry } from './zip/zip-writer';

/** A master compiled once and rendered many times. */
export interface CompiledMaster {
  render(answers: RenderScope): Buffer;
}

/** What a master is compiled as: the full document, or a preview (watermarked and read-only, docs/api.md). */
export type DocumentKind = 'document' | 'preview';

/** An entry copied as it is, a part rendered (or holding fields), or a part that depends on a field update. */
type Slot = { entry: ZipOutputEntry } | { part: string; unchanged?: ZipOutputEntry } | { variant: string };

const hasTags = (parts: DXT.Part[]): boolean => parts.some((part) => part.type === 'placeholder');

const compile = (docx: Buffer, kind: DocumentKind) => {
  const zip = new PizZip(docx);
  // Generated documents carry no comment or revision of the author's, keep a list's restart when a condition
  // removes its first item, print doubled braces as literal ones, point to no attached template (a master stored
  // before the upload took it out); a preview is marked as one.
  const changed = new Set([
    ...removeAttachedTemplate(zip).parts,
    ...cleanRevisions(zip),
    ...carryPackageListRestarts(zip),
    ...escapeLiteralBraces(zip),
    ...(kind === 'preview' ? markAsPreview(zip) : []),
  ]);
  try {
    const doc = new Docxtemplater(zip, DOCUMENT_OPTIONS) as unknown as CompiledDocument;
    return { doc, zip, changed };
  } catch (error) {
    const errors = templateErrorsOf(error).map((each) => describeTemplateError('Documento', each, new Map()));
    throw new TemplateCheckError(templateCheckMessages.failed, errors);
  }
};

const checkedEntry = (name: string, xml: string): ZipOutputEntry => {
  const problem = xmlProblem(xml);
  if (problem) {
    throw new InvalidDocumentError(invalidDocumentMessages.message, [
      invalidDocumentMessages.part(name, problem),
    ]);
  }
  return deflatedEntry(name, Buffer.from(xml, 'utf8'));
};

/**
 * Compiles a master once: docxtemplater parses its tags, the parts without tags keep their compressed bytes. Each
 * render evaluates the compiled parts with the answers, writes the right results into the fields it can compute
 * (fields/field-engine.ts) and asks Word to update fields only when one remains that Word alone can compute
 * (update-fields.ts); it deflates only the parts it wrote and copies every other entry as it is. Every written part
 * is checked to be well formed: a render that would give Word a corrupt file throws InvalidDocumentError, and so
 * does compiling a master with active or external content. (Answers cannot add any: docxtemplater fills only the text
 * runs, never a field's instruction or an attribute, and escapes what it writes.)
 *
 * docxtemplater renders an instance once (render() mutates its zip); re-rendering reuses its compiled parts with a
 * fresh scope manager (see part-renderer.ts), which leaves the parse trees untouched.
 */
export const compileMaster = (docx: Buffer, kind: DocumentKind = 'document'): CompiledMaster => {
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
  const { doc, zip, changed } = compile(docx, kind);
  const fields = prepareFieldEngine(zip);
  const variants = fieldUpdateVariants(zip);
  const dynamic = new Set(
    Object.keys(doc.compiled).filter((name) => hasTags(doc.compiled[name]?.postparsed ?? [])),
  );
  const texts = new Map<string, string>();
  const staticText = (name: string): string => {
    const known = texts.get(name);
    if (known !== undefined) return known;
    const text = restoreLiteralBraces(zip.file(name)?.asText() ?? '');
    texts.set(name, text);
    return text;
  };
  const rewritten = (name: string) => deflatedEntry(name, Buffer.from(staticText(name), 'utf8'));
  const switched = new Set([...Object.keys(variants.update), ...Object.keys(variants.noUpdate)]);
  const variantEntry = (name: string, update: boolean): ZipOutputEntry | null => {
    const chosen = (update ? variants.update : variants.noUpdate)[name];
    if (chosen !== undefined) return deflatedEntry(name, Buffer.from(chosen, 'utf8'));
    return zip.file(name) ? rewritten(name) : null;
  };
  const fieldParts = new Set(fields?.parts ?? []);
  const slots: Slot[] = entries.map((entry): Slot => {
    if (dynamic.has(entry.name)) return { part: entry.name };
    if (switched.has(entry.name)) return { variant: entry.name };
    const unchanged = changed.has(entry.name)
      ? rewritten(entry.name)
      : { ...entry, data: rawEntryData(docx, entry) };
    return fieldParts.has(entry.name) ? { part: entry.name, unchanged } : { entry: unchanged };
  });
  [...changed, ...switched]
    .filter(
      (name, index, all) => all.indexOf(name) === index && !entries.some((entry) => entry.name === name),
    )
    .forEach((name) => {
      if (switched.has(name)) slots.push({ variant: name });
      else if (dynamic.has(name)) slots.push({ part: name });
      else
        slots.push(
          fieldParts.has(name) ? { part: name, unchanged: rewritten(name) } : { entry: rewritten(name) },
        );
    });
  const noUpdate = new Map([...switched].map((name) => [name, variantEntry(name, false)]));
  const update = new Map([...switched].map((name) => [name, variantEntry(name, true)]));

  const renderXml = (name: string, data: object): string => {
    const { content, errors } = renderCompiledPart(doc, name, data);
    if (content === null) {
      const messages = templateErrorsOf({ properties: { errors } }).map((error) =>
        describeTemplateError('Documento', error, new Map()),
      );
      throw new TemplateCheckError(templateCheckMessages.failed, messages);
    }
    return STORY_PART.test(name)
      ? keepBookmarksOnce(removeEmptiedParagraphs(restoreLiteralBraces(content)))
      : content;
  };

  return {
    render(answers) {
      const data = { ...answers };
      const xml = new Map<string, string>();
      slots.forEach((slot) => {
        if ('part' in slot)
          xml.set(slot.part, dynamic.has(slot.part) ? renderXml(slot.part, data) : staticText(slot.part));
      });
      const { changed: withResults, needsWord } = fields?.update(xml) ?? {
        changed: new Map(),
        needsWord: false,
      };
      withResults.forEach((value, name) => xml.set(name, value));
      const chosen = needsWord ? update : noUpdate;
      return writeZip(
        slots.flatMap((slot) => {
          if ('entry' in slot) return [slot.entry];
          if ('variant' in slot) return [chosen.get(slot.variant) ?? []].flat();
          if (slot.unchanged && !withResults.has(slot.part)) return [slot.unchanged];
          return [checkedEntry(slot.part, xml.get(slot.part) ?? '')];
        }),
      );
    },
  };
};
