import Docxtemplater, { type DXT } from 'docxtemplater';
import InspectModule from 'docxtemplater/js/inspect-module.js';
import PizZip from 'pizzip';
import { cleanRevisions, countRevisionsAndComments, STORY_PART } from './clean-revisions';
import { escapeLiteralBraces } from './literal-braces';
import { sectionStructure, type SectionStructure } from './section-structure';
import { DOCUMENT_OPTIONS } from './tag-language';
import type { PartText } from './tag-location';
import { templateErrorsOf, type DocxtemplaterError } from './template-errors';

/** A tag of a document and the part (file) of the package it is in. */
export interface FoundTag {
  file: string;
  part: DXT.Part & { location?: string };
  /** The expressions of the sections around the tag, the outermost first (a group's loop is one of them). */
  sections: string[];
}

/** What compiling a document with docxtemplater's InspectModule tells about its tags. */
export interface InspectedDocument {
  tags: FoundTag[];
  errors: DocxtemplaterError[];
  /** Each part's text as docxtemplater counts tag offsets. */
  texts: Map<string, PartText>;
  /** The comments and tracked changes of the document as uploaded (generated documents have none). */
  comments: number;
  revisions: number;
  /** Sections that cross a table's boundary, and cross-references into sections. */
  structure: SectionStructure;
}

interface Inspected {
  postparsed?: DXT.Part[];
  xmllexed?: XmlPart[];
}

type XmlPart = { type: string; position?: string; text?: boolean; tag?: string; value: string };

/**
 * The content of the text runs (`<w:t>`…), escaped as in the XML since docxtemplater's offsets count it so, and
 * where paragraphs start.
 */
const textOf = (xmllexed: XmlPart[]): PartText => {
  let inText = false;
  let text = '';
  const breaks: number[] = [];
  xmllexed.forEach((part) => {
    if (part.type === 'tag') {
      inText = part.text === true && part.position === 'start';
      if (part.tag === 'w:p' && part.position === 'start') breaks.push(text.length);
    } else if (inText) text += part.value;
  });
  return { text, breaks };
};

type Located = DXT.Part & { location?: string };

const flatten = (parts: DXT.Part[], sections: string[] = []): { part: Located; sections: string[] }[] =>
  parts.flatMap((part) =>
    part.type === 'placeholder'
      ? [
          { part, sections },
          ...flatten(part.subparsed ?? [], part.subparsed ? [...sections, part.value] : sections),
        ]
      : [],
  );

/** Compiles a .docx to list its tags and template errors. Throws when the file is not a readable package. */
export const inspectDocument = (docx: Buffer): InspectedDocument => {
  const zip = new PizZip(docx);
  // The check reads the text as documents are generated: revisions accepted, comments gone.
  const { comments, revisions } = countRevisionsAndComments(zip);
  cleanRevisions(zip);
  escapeLiteralBraces(zip);
  const structure = sectionStructure(
    Object.keys(zip.files)
      .filter((name) => STORY_PART.test(name))
      .map((name) => zip.file(name)?.asText() ?? ''),
  );
  const inspect = new InspectModule();
  let errors: DocxtemplaterError[] = [];
  try {
    new Docxtemplater(zip, { ...DOCUMENT_OPTIONS, modules: [inspect] });
  } catch (error) {
    errors = templateErrorsOf(error);
  }
  const inspected = (inspect as unknown as { fullInspected: Record<string, Inspected> }).fullInspected;
  const tags: FoundTag[] = [];
  const texts = new Map<string, PartText>();
  Object.entries(inspected).forEach(([file, { postparsed, xmllexed }]) => {
    if (postparsed) {
      flatten(inspect.getStructuredTags(file))
        .filter(({ part }) => part.location !== 'end')
        .forEach(({ part, sections }) => tags.push({ file, part, sections }));
    }
    texts.set(file, textOf(xmllexed ?? []));
  });
  return { tags, errors, texts, comments, revisions, structure };
};
