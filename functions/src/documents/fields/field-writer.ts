import type { ResultPlace } from './scanned-story';

const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const textElement = (text: string): string => `<w:t xml:space="preserve">${escapeText(text)}</w:t>`;

interface Edit {
  start: number;
  end: number;
  replacement: string;
}

/** The edits that write `text` as the result of the field at `place`, keeping its formatting and bookmarks. */
const editsFor = (xml: string, place: ResultPlace, text: string): Edit[] => {
  const run = (properties: string) => `<w:r>${properties}${textElement(text)}</w:r>`;
  const [first, ...rest] = place.texts;
  if (place.kind === 'simpleEmpty' && first) {
    const element = xml.slice(first[0], first[1]).replace(/\s*\/>$/, '>');
    return [{ start: first[0], end: first[1], replacement: `${element}${run('')}</w:fldSimple>` }];
  }
  if (place.kind === 'complexWithoutResult') {
    const separate = `<w:r>${place.runProperties}<w:fldChar w:fldCharType="separate"/></w:r>`;
    const replacement = `</w:r>${separate}${run(place.runProperties)}<w:r>${place.runProperties}`;
    return [{ start: place.insertAt, end: place.insertAt, replacement }];
  }
  if (!first) {
    const replacement =
      place.kind === 'simple' ? run('') : `</w:r>${run(place.runProperties)}<w:r>${place.runProperties}`;
    return [{ start: place.insertAt, end: place.insertAt, replacement }];
  }
  return [
    { start: first[0], end: first[1], replacement: textElement(text) },
    ...rest.map(([start, end]) => ({ start, end, replacement: '' })),
  ];
};

/**
 * A story part with the given fields' results rewritten: the first text of each result takes the new text (so the
 * result keeps the formatting Word gave it, as `\* MERGEFORMAT` asks), the rest of its text goes; a field without a
 * result gets one run. One pass over the part.
 */
export const writeFieldResults = (xml: string, results: { place: ResultPlace; text: string }[]): string => {
  const edits = results
    .flatMap(({ place, text }) => editsFor(xml, place, text))
    .sort((a, b) => a.start - b.start);
  let written = '';
  let at = 0;
  for (const edit of edits) {
    written += xml.slice(at, edit.start) + edit.replacement;
    at = edit.end;
  }
  return written + xml.slice(at);
};
