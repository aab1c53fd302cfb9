import type PizZip from 'pizzip';

/** The parts that hold the text a lawyer reads: body, headers, footers, notes. */
export const STORY_PART = /^word\/(document|header\d*|footer\d*|footnotes|endnotes)\.xml$/;
/** The comment parts: emptied (kept, so that no relationship or content type has to change). */
const COMMENT_PART = /^word\/comments(Extended|Ids|Extensible)?\.xml$/;

/** Elements removed with their content: deleted and moved-away text, and the records of formatting changes. */
const DROPPED = [
  'w:del',
  'w:moveFrom',
  'w:rPrChange',
  'w:pPrChange',
  'w:sectPrChange',
  'w:tblPrChange',
  'w:tblPrExChange',
  'w:trPrChange',
  'w:tcPrChange',
  'w:tblGridChange',
  'w:numberingChange',
];
/** Wrappers whose content stays (insertions and moved-here text accepted): the tags alone go. */
const UNWRAPPED = ['w:ins', 'w:moveTo'];
/** Markers removed: comment anchors, move ranges, cell insertion or deletion marks. */
const MARKERS = [
  'w:commentRangeStart',
  'w:commentRangeEnd',
  'w:moveFromRangeStart',
  'w:moveFromRangeEnd',
  'w:moveToRangeStart',
  'w:moveToRangeEnd',
  'w:cellIns',
  'w:cellDel',
  'w:cellMerge',
];

const escaped = (name: string) => name.replace(':', '\\:');
const droppedElement = (name: string) =>
  new RegExp(`<${escaped(name)}\\b(?:[^>]*/>|[^>]*>[\\s\\S]*?</${escaped(name)}>)`, 'g');
const wrapperTag = (name: string) =>
  new RegExp(`<${escaped(name)}\\b[^>]*/>|<${escaped(name)}\\b[^>]*>|</${escaped(name)}>`, 'g');
const marker = (name: string) =>
  new RegExp(`<${escaped(name)}\\b[^>]*/>|<${escaped(name)}\\b[^>]*>[\\s\\S]*?</${escaped(name)}>`, 'g');
/** A run that only carries a comment's reference mark. */
const COMMENT_REFERENCE_RUN =
  /<w:r\b[^>]*>(?:(?!<\/w:r>)[\s\S])*?<w:commentReference\b[^>]*\/>(?:(?!<\/w:r>)[\s\S])*?<\/w:r>/g;
const REVISION_OR_COMMENT = /<w:(?:ins|del|moveFrom|moveTo|commentReference|commentRangeStart)\b/;

/** A story part as it reads with every revision accepted and every comment gone. */
export const acceptRevisions = (xml: string): string => {
  let clean = xml.replace(COMMENT_REFERENCE_RUN, '');
  for (const name of DROPPED) clean = clean.replace(droppedElement(name), '');
  for (const name of UNWRAPPED) clean = clean.replace(wrapperTag(name), '');
  for (const name of MARKERS) clean = clean.replace(marker(name), '');
  return clean;
};

/** A comments part with its root kept and every comment removed. */
const emptyComments = (xml: string): string => {
  const open = /<[^?!][^>]*>/.exec(xml);
  const close = xml.lastIndexOf('</');
  if (!open || close < open.index) return xml;
  return xml.slice(0, open.index + open[0].length) + xml.slice(close);
};

/** How many comments and revisions a package's text holds (for the authors' warning). */
export const countRevisionsAndComments = (zip: PizZip): { comments: number; revisions: number } => {
  let comments = 0;
  let revisions = 0;
  for (const name of Object.keys(zip.files)) {
    if (!STORY_PART.test(name)) continue;
    const xml = zip.file(name)?.asText() ?? '';
    comments += (xml.match(/<w:commentReference\b/g) ?? []).length;
    revisions += (xml.match(/<w:(?:ins|del|moveFrom|moveTo)\b[^>]*>/g) ?? []).length;
  }
  return { comments, revisions };
};

/**
 * Accepts every tracked change and removes every comment in a package, as Word's "Accept all" and "Delete all
 * comments" would: deleted text goes, inserted text stays, the comments' marks and texts go. Returns the parts it
 * changed.
 */
export const cleanRevisions = (zip: PizZip): string[] => {
  const changed: string[] = [];
  for (const name of Object.keys(zip.files)) {
    const xml = zip.file(name)?.asText();
    if (xml === undefined) continue;
    if (STORY_PART.test(name) && REVISION_OR_COMMENT.test(xml)) {
      zip.file(name, acceptRevisions(xml));
      changed.push(name);
    } else if (COMMENT_PART.test(name) && emptyComments(xml) !== xml) {
      zip.file(name, emptyComments(xml));
      changed.push(name);
    }
  }
  return changed;
};
