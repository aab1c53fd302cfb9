import { unescapeXml } from '../xml-text';
import { createListCounter } from './list-numbers';
import type { NumberingDefinitions } from './numbering-definitions';
import { paragraphNumbering } from './paragraph-properties';
import {
  TOKEN,
  type ScannedBookmark,
  type ScannedField,
  type ScannedParagraph,
  type ScannedStory,
} from './scanned-story';

interface OpenField {
  field: ScannedField;
  phase: 'instruction' | 'result';
  simple: boolean;
  writable: boolean;
  texts: [number, number][];
}

const ATTRIBUTES = new Map<string, RegExp>();
const attribute = (xml: string, name: string): string | undefined => {
  let pattern = ATTRIBUTES.get(name);
  if (!pattern) ATTRIBUTES.set(name, (pattern = new RegExp(`\\b${name}="([^"]*)"`)));
  return pattern.exec(xml)?.[1];
};
const innerText = (token: string): string => unescapeXml(/>([^<]*)</.exec(token)?.[1] ?? '');

/**
 * One walk over the story parts (body first): the body's list numbers as Word counts them, every field with where
 * its result sits, every bookmark with its text (a field's result inside it kept as that field), and the note
 * references bookmarks hold. Linear in the size of the parts.
 */
export const scanStory = (
  parts: { name: string; xml: string }[],
  definitions: NumberingDefinitions,
): ScannedStory => {
  const story: ScannedStory = {
    fields: [],
    bookmarks: new Map(),
    bodyParagraphs: [],
    bodyFieldParagraph: new Map(),
  };
  const count = createListCounter();
  const notes = { footnote: 0, endnote: 0 };
  for (const { name, xml } of parts) {
    const body = name === 'word/document.xml';
    const paragraphs: { paragraph: ScannedParagraph; pPr: string }[] = [];
    const fields: OpenField[] = [];
    const open = new Map<string, ScannedBookmark>();
    let runProperties = '';
    let position = 0;
    const current = () => paragraphs[paragraphs.length - 1];
    const paragraph = (): ScannedParagraph => current()?.paragraph ?? { numbered: null };
    const top = () => fields[fields.length - 1];
    const addText = (text: string) => {
      if (fields.some((each) => each.phase === 'instruction')) return;
      open.forEach((bookmark) => {
        const holder = fields.find((each) => each.field.position > bookmark.position);
        const last = bookmark.pieces[bookmark.pieces.length - 1];
        if (!holder) bookmark.pieces.push(text);
        else if (typeof last === 'string' || last?.field !== holder.field)
          bookmark.pieces.push({ field: holder.field });
      });
    };
    const startField = (instruction: string, simple: boolean) => {
      const field: ScannedField = {
        part: name,
        instruction,
        position: (position += 1),
        paragraph: paragraph(),
        place: null,
        storedResult: '',
      };
      const outer = top();
      if (outer?.phase === 'result') outer.writable = false;
      fields.push({ field, phase: simple ? 'result' : 'instruction', simple, writable: true, texts: [] });
      story.fields.push(field);
      if (body) story.bodyFieldParagraph.set(field, story.bodyParagraphs.length);
    };
    const endField = (at: number, kind: 'complex' | 'simple') => {
      const ended = fields.pop();
      if (!ended?.writable) return;
      const withoutResult = kind === 'complex' && ended.phase === 'instruction';
      ended.field.place = {
        texts: ended.texts,
        insertAt: at,
        runProperties,
        kind: withoutResult ? 'complexWithoutResult' : kind,
      };
    };
    for (const match of xml.matchAll(TOKEN)) {
      const token = match[0];
      const at = match.index;
      if (token.startsWith('<mc:') || token === '</w:r>') continue;
      if (token.startsWith('<w:pPr')) {
        const holder = current();
        if (holder && holder.pPr === '') holder.pPr = token;
      } else if (token === '</w:p>' || (token.startsWith('<w:p') && token.endsWith('/>'))) {
        const closed = token === '</w:p>' ? paragraphs.pop() : { paragraph: { numbered: null }, pPr: '' };
        if (!closed) continue;
        const { list, outlineLevel } = paragraphNumbering(closed.pPr, definitions);
        if (outlineLevel !== undefined) closed.paragraph.outlineLevel = outlineLevel;
        if (body && list) closed.paragraph.numbered = count(list.numId, list.instance, list.level);
        if (body) story.bodyParagraphs.push(closed.paragraph);
        fields.forEach((each) => (each.writable = false));
        open.forEach((bookmark) => (bookmark.spansParagraphs = true));
      } else if (token.startsWith('<w:p')) {
        paragraphs.push({ paragraph: { numbered: null }, pPr: '' });
      } else if (token.startsWith('<w:r') && !token.startsWith('<w:rPr')) {
        runProperties = '';
      } else if (token.startsWith('<w:rPr')) {
        runProperties = token;
      } else if (token.startsWith('<w:instrText')) {
        const field = top();
        if (field?.phase === 'instruction') field.field.instruction += innerText(token);
      } else if (token.startsWith('<w:fldChar')) {
        const type = attribute(token, 'w:fldCharType');
        if (type === 'begin') startField('', false);
        else if (type === 'separate' && top()) (top() as OpenField).phase = 'result';
        else if (type === 'end' && top() && !top()?.simple) endField(at, 'complex');
      } else if (token.startsWith('<w:fldSimple')) {
        startField(unescapeXml(attribute(token, 'w:instr') ?? ''), true);
        if (token.endsWith('/>')) {
          const ended = fields.pop();
          if (ended)
            ended.field.place = {
              texts: [[at, at + token.length]],
              insertAt: at,
              runProperties: '',
              kind: 'simpleEmpty',
            };
        }
      } else if (token === '</w:fldSimple>') {
        if (top()?.simple) endField(at, 'simple');
      } else if (token.startsWith('<w:bookmarkStart')) {
        const id = attribute(token, 'w:id') ?? '';
        const bookmarkName = unescapeXml(attribute(token, 'w:name') ?? '');
        position += 1;
        const bookmark: ScannedBookmark = {
          name: bookmarkName,
          part: name,
          position,
          endPosition: position,
          paragraph: paragraph(),
          pieces: [],
          spansParagraphs: false,
        };
        open.set(id, bookmark);
        if (!story.bookmarks.has(bookmarkName)) story.bookmarks.set(bookmarkName, bookmark);
      } else if (token.startsWith('<w:bookmarkEnd')) {
        const id = attribute(token, 'w:id') ?? '';
        const ended = open.get(id);
        if (ended) ended.endPosition = position += 1;
        open.delete(id);
      } else if (token.startsWith('<w:footnoteReference') || token.startsWith('<w:endnoteReference')) {
        const kind = token.startsWith('<w:footnote') ? 'footnote' : 'endnote';
        const custom = /\bw:customMarkFollows="(?:1|true|on)"/.test(token);
        const ordinal = custom ? null : (notes[kind] += 1);
        open.forEach((bookmark) => (bookmark.note ??= { kind, ordinal }));
      } else {
        const field = top();
        if (field?.phase !== 'result' && open.size === 0) continue;
        const text = token.startsWith('<w:t') ? innerText(token) : token.startsWith('<w:tab') ? '\t' : '';
        if (field?.phase === 'result') {
          field.texts.push([at, at + token.length]);
          field.field.storedResult += text;
        }
        addText(text);
      }
    }
  }
  return story;
};
