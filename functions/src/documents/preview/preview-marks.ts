import type PizZip from 'pizzip';
import { withSetting } from '../settings-part';
import { readOnlyProtection } from './read-only-protection';
import { VML_NAMESPACES, watermarkHeader, watermarkParagraph } from './watermark-xml';

const DOCUMENT = 'word/document.xml';
const RELS = 'word/_rels/document.xml.rels';
const TYPES = '[Content_Types].xml';
const SETTINGS = 'word/settings.xml';
const OFFICE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const HEADER_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml';
const SETTINGS_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml';
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const HEADER_KINDS = ['default', 'first', 'even'] as const;
const SECTION = /<w:sectPr\b[^>]*?(?:\/>|>[\s\S]*?<\/w:sectPr>)/g;

/** A root element with the namespaces it lacks declared. */
const declaring = (xml: string, root: string, namespaces: Record<string, string>): string =>
  xml.replace(new RegExp(`<${root}\\b[^>]*?(?=/?>)`), (open) =>
    Object.entries(namespaces).reduce(
      (tag, [name, uri]) => (tag.includes(`${name}=`) ? tag : `${tag} ${name}="${uri}"`),
      open,
    ),
  );

/**
 * Word's default section when a body has none (Word omits it in some files): A4 portrait with Word's margins, so
 * that it can hold the watermark's headers.
 */
const DEFAULT_SECTION =
  '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/>' +
  '<w:pgMar w:top="1417" w:right="1134" w:bottom="1134" w:left="1134" w:header="708" w:footer="708" w:gutter="0"/>' +
  '</w:sectPr>';

/** The body with its last section's properties, the default ones added when it has none. */
const withBodySection = (document: string): string =>
  /<w:sectPr\b[^>]*?(?:\/>|>[\s\S]*?<\/w:sectPr>)\s*<\/w:body>/.test(document)
    ? document
    : document.replace(/<\/w:body>/, `${DEFAULT_SECTION}</w:body>`);

/** A section's properties with header references added first, where the schema wants them. */
const withReferences = (section: string, references: string): string =>
  section.endsWith('/>') && !section.includes('</w:sectPr>')
    ? section.replace(/\s*\/>$/, `>${references}</w:sectPr>`)
    : section.replace(/^<w:sectPr\b[^>]*>/, (open) => open + references);

/**
 * Marks a preview as a sample (docs/api.md, GET /contract/preview/{id}): the watermark ANTEPRIMA behind the text
 * of every page, in every header of every section (default, first page, even pages; a header a section lacks is
 * added, or inherited explicitly from the section before, as Word would show it; a body without section properties
 * gets Word's default section first), and the protection that opens it read-only in Word, locked with a password
 * nobody knows (read-only-protection.ts). Applied once to a compiled preview; returns the parts it changed or added.
 */
export const markAsPreview = (zip: PizZip): string[] => {
  const changed = new Set<string>();
  const write = (name: string, xml: string) => {
    zip.file(name, xml);
    changed.add(name);
  };
  let rels =
    zip.file(RELS)?.asText() ??
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>`;
  let types = zip.file(TYPES)?.asText() ?? '';
  /** A part added to the package (`word/…`): the document's relationship to it, and its content type. */
  const addPart = (id: string, relation: string, part: string, contentType: string) => {
    rels = rels.replace(
      '</Relationships>',
      `<Relationship Id="${id}" Type="${OFFICE}/${relation}" Target="${part.slice('word/'.length)}"/></Relationships>`,
    );
    types = types.replace('</Types>', `<Override PartName="/${part}" ContentType="${contentType}"/></Types>`);
  };
  const targets = new Map<string, string>();
  for (const [tag] of rels.matchAll(/<Relationship\b[^>]*>/g)) {
    const id = /\bId="([^"]*)"/.exec(tag)?.[1];
    const target = /\bTarget="([^"]*)"/.exec(tag)?.[1];
    if (id && target && tag.includes(`${OFFICE}/header"`))
      targets.set(id, target.replace(/^\/?(word\/)?/, 'word/'));
  }
  let added = 0;
  const inherited = new Map<string, string>();
  const document = zip.file(DOCUMENT)?.asText() ?? '';
  const sections = withBodySection(document).replace(SECTION, (section) => {
    const references = HEADER_KINDS.flatMap((kind) => {
      const own = new RegExp(
        `<w:headerReference\\b[^>]*w:type="${kind}"[^>]*r:id="([^"]*)"|<w:headerReference\\b[^>]*r:id="([^"]*)"[^>]*w:type="${kind}"`,
      ).exec(section);
      const ownId = own?.[1] ?? own?.[2];
      if (ownId) {
        inherited.set(kind, ownId);
        return [];
      }
      let id = inherited.get(kind);
      if (!id) {
        added += 1;
        id = `rIdRedigoAnteprima${added}`;
        const part = `word/headerRedigoAnteprima${added}.xml`;
        write(part, watermarkHeader(added));
        addPart(id, 'header', part, HEADER_TYPE);
        inherited.set(kind, id);
      }
      return [`<w:headerReference w:type="${kind}" r:id="${id}"/>`];
    });
    return references.length === 0 ? section : withReferences(section, references.join(''));
  });
  if (sections !== document) write(DOCUMENT, declaring(sections, 'w:document', { 'xmlns:r': OFFICE }));
  let index = added;
  for (const part of new Set(targets.values())) {
    const header = zip.file(part)?.asText();
    if (header === undefined) continue;
    index += 1;
    const marked = declaring(header, 'w:hdr', VML_NAMESPACES).replace(
      /<w:hdr\b[^>]*>/,
      (open) => open + watermarkParagraph(index),
    );
    write(part, marked);
  }
  const settings = zip.file(SETTINGS)?.asText();
  const protection = readOnlyProtection();
  if (settings !== undefined) write(SETTINGS, withSetting(settings, 'w:documentProtection', protection));
  else {
    write(
      SETTINGS,
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:settings xmlns:w="${W}">${protection}</w:settings>`,
    );
    addPart('rIdRedigoSettings', 'settings', SETTINGS, SETTINGS_TYPE);
  }
  if (rels !== zip.file(RELS)?.asText()) write(RELS, rels);
  if (types !== zip.file(TYPES)?.asText()) write(TYPES, types);
  return [...changed];
};
