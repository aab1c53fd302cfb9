import { wordMarks } from './word-marks';

/**
 * Where a master's sections open and close, and what they hold, read from the XML of its story parts.
 *
 * Two things render wrong without docxtemplater noticing: a section whose opening and closing tags sit in
 * different places of a table (one alone in a cell, the other after the table: "mismatched tag" when the section
 * is hidden), and a cross-reference (REF, PAGEREF, NOTEREF) to a bookmark inside a section, which Word shows as
 * "Reference source not found" when the section is removed.
 */

export interface MisplacedSection {
  open: string;
  close: string;
}

export interface ConditionalReference {
  bookmark: string;
  /** The opening tag of the section that holds the bookmark. */
  section: string;
  /** The start of the bookmarked paragraph's text. */
  text: string;
}

export interface SectionStructure {
  misplaced: MisplacedSection[];
  conditionalReferences: ConditionalReference[];
}

const TAG = /\{([^{}]*)\}/g;
const REFERENCE = /\b(?:REF|PAGEREF|NOTEREF)\s+"?([^\s"\\]+)/g;

interface OpenSection {
  id: number;
  tag: string;
  /** The table containers around the tag: `tbl1/tr2/tc3`, '' outside tables. */
  place: string;
}

interface Paragraph {
  text: string;
  bookmarks: string[];
  references: string[];
  /** The sections open when the paragraph started. */
  enclosing: OpenSection[];
}

const parentOf = (place: string) => place.slice(0, Math.max(place.lastIndexOf('/'), 0));
const lastStep = (place: string) => place.slice(place.lastIndexOf('/') + 1);

/** Whether a section may open at `open` and close at `close`: the same place, or two cells of one row (a row). */
const fitsTogether = (open: string, close: string): boolean =>
  open === close ||
  (parentOf(open) === parentOf(close) &&
    lastStep(open).startsWith('tc') &&
    lastStep(close).startsWith('tc') &&
    lastStep(parentOf(open)).startsWith('tr'));

/** Reads the sections, bookmarks and references of one story part, in document order. */
const scanPart = (
  xml: string,
  state: {
    sections: OpenSection[];
    misplaced: MisplacedSection[];
    bookmarks: Map<string, { section: OpenSection; text: string }>;
    references: { bookmark: string; enclosing: OpenSection[] }[];
    nextId: number;
  },
) => {
  const containers: string[] = [];
  const paragraphs: Paragraph[] = [];
  const place = () => containers.join('/');
  const closeParagraph = (paragraph: Paragraph) => {
    const tags = [...paragraph.text.matchAll(TAG)].map(([whole, inner]) => ({
      whole,
      inner: (inner ?? '').trim(),
    }));
    let firstOpened: OpenSection | undefined;
    for (const { whole, inner } of tags) {
      if (inner.startsWith('#') || inner.startsWith('^')) {
        state.nextId += 1;
        const section = { id: state.nextId, tag: whole, place: place() };
        state.sections.push(section);
        firstOpened ??= section;
      } else if (inner.startsWith('/')) {
        const open = state.sections.pop();
        if (open && !fitsTogether(open.place, place()))
          state.misplaced.push({ open: open.tag, close: whole });
      }
    }
    const holder = paragraph.enclosing[paragraph.enclosing.length - 1] ?? firstOpened;
    const text = paragraph.text.replace(TAG, '').trim().slice(0, 60);
    if (holder) paragraph.bookmarks.forEach((name) => state.bookmarks.set(name, { section: holder, text }));
    paragraph.references.forEach((bookmark) =>
      state.references.push({
        bookmark,
        enclosing: [...paragraph.enclosing, ...(firstOpened ? [firstOpened] : [])],
      }),
    );
  };
  for (const mark of wordMarks(xml)) {
    const current = paragraphs[paragraphs.length - 1];
    if (mark.kind === 'open' && !mark.selfClosing) {
      if (mark.element === 'p') {
        paragraphs.push({ text: '', bookmarks: [], references: [], enclosing: [...state.sections] });
      } else {
        state.nextId += 1;
        containers.push(`${mark.element}${state.nextId}`);
      }
    } else if (mark.kind === 'close' && mark.element !== 'p') {
      containers.pop();
    } else if (mark.kind === 'close') {
      const paragraph = paragraphs.pop();
      if (paragraph) closeParagraph(paragraph);
    } else if (mark.kind === 'text' && current) {
      current.text += mark.text;
    } else if (mark.kind === 'bookmark' && current) {
      current.bookmarks.push(mark.name);
    } else if (mark.kind === 'instruction' && current) {
      for (const [, name] of mark.text.matchAll(REFERENCE)) if (name) current.references.push(name);
    }
  }
};

/**
 * The sections of a master's story parts whose opening and closing tags don't fit together in a table, and the
 * cross-references to bookmarks inside a section that the reference itself is not in.
 */
export const sectionStructure = (parts: string[]): SectionStructure => {
  const state = {
    sections: [] as OpenSection[],
    misplaced: [] as MisplacedSection[],
    bookmarks: new Map<string, { section: OpenSection; text: string }>(),
    references: [] as { bookmark: string; enclosing: OpenSection[] }[],
    nextId: 0,
  };
  parts.forEach((xml) => scanPart(xml, state));
  const seen = new Set<string>();
  const conditionalReferences = state.references.flatMap(({ bookmark, enclosing }) => {
    const target = state.bookmarks.get(bookmark);
    if (!target || seen.has(bookmark) || enclosing.some(({ id }) => id === target.section.id)) return [];
    seen.add(bookmark);
    return [{ bookmark, section: target.section.tag, text: target.text }];
  });
  return { misplaced: state.misplaced, conditionalReferences };
};
