import { activeContentMessages as messages } from '@redigo/shared/messages/documents';
import { refusedRelationships } from './active-relationships';
import { refusedFields } from './field-instructions';
import { decodeXmlPart, isXmlPart } from './part-encoding';
import { inflateEntry, readZipEntries } from './zip/zip-reader';

/** Something in a package that would run or reach outside the document when Word opens it. */
export interface ActiveContentFinding {
  /** The part (file of the package) it is in, e.g. `word/document.xml`. */
  part: string;
  /** What it is, in Italian, ready for a message: "un campo DDEAUTO". */
  element: string;
}

/** A part of a package: its name and its bytes, inflated. */
export interface PackagePart {
  name: string;
  content: Buffer;
}

/** Markup that embeds an object, a control or content of another format (in any namespace prefix). */
const ELEMENTS: [RegExp, string][] = [
  [/<(?:[\w.-]+:)?altChunk\b/, messages.altChunk],
  [/<(?:[\w.-]+:)?OLEObject\b/, messages.oleObject],
  [/<(?:[\w.-]+:)?control\b[^>]*:id\s*=/, messages.activeX],
  [/<(?:[\w.-]+:)?subDoc\b/, messages.subDocument],
  [/<(?:[\w.-]+:)?mailMerge\b/, messages.mailMerge],
];

/** Parts that only exist to hold an ActiveX control or an embedded object. */
const PART_NAMES: [RegExp, string][] = [
  [/(^|\/)activeX\//i, messages.activeX],
  [/(^|\/)embeddings\/[^/]*oleObject[^/]*$/i, messages.oleObject],
  [/(^|\/)embeddings\//i, messages.embeddedFile],
];

/** Custom XML items are data bound to the document, shown as text: their element names mean nothing to Word. */
const DATA_PART = /^customXml\/(?!_rels\/)/i;

const findingsOfPart = ({ name, content }: PackagePart): string[] => {
  const byName = PART_NAMES.find(([pattern]) => pattern.test(name))?.[1];
  if (byName) return [byName];
  if (!isXmlPart(name, content)) return [];
  const text = decodeXmlPart(content);
  if (/\.rels$/i.test(name)) return refusedRelationships(text);
  if (DATA_PART.test(name)) return [];
  return [
    ...ELEMENTS.filter(([pattern]) => pattern.test(text)).map(([, element]) => element),
    ...refusedFields(text),
  ];
};

/**
 * Everything in a package's parts that runs or reaches outside the document (docs/api.md, "Active and external
 * content"): relationships to external content other than web and mail hyperlinks, embedded objects and packages,
 * ActiveX controls, imported chunks, mail merge data sources, and fields that run commands or include files.
 * Each element is named once per part.
 */
export const activeContentOfParts = (parts: Iterable<PackagePart>): ActiveContentFinding[] => {
  const findings: ActiveContentFinding[] = [];
  for (const part of parts) {
    for (const element of new Set(findingsOfPart(part))) findings.push({ part: part.name, element });
  }
  return findings;
};

/** The most a stored package is inflated for the scan (the upload's own bound, see upload-inspection.ts). */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

/** The active content of a .docx already stored (so already inspected once): throws when it is not a readable zip. */
export const activeContentOfPackage = (docx: Buffer): ActiveContentFinding[] => {
  let budget = MAX_INFLATED_BYTES;
  const parts = readZipEntries(docx).map((entry) => {
    const content = /\/$/.test(entry.name) ? Buffer.alloc(0) : inflateEntry(docx, entry, budget);
    budget -= content.length;
    return { name: entry.name, content };
  });
  return activeContentOfParts(parts);
};
