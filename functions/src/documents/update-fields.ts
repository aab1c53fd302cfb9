import type PizZip from 'pizzip';
import { STORY_PART } from './clean-revisions';

const SETTINGS_PART = 'word/settings.xml';
const SETTINGS_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml';
const SETTINGS_RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/settings';
const UPDATE_FIELDS = '<w:updateFields w:val="true"/>';
/** The settings that the schema puts after updateFields: it must go before the first of them. */
const AFTER_UPDATE_FIELDS =
  /<(?:w:(?:hdrShapeDefaults|footnotePr|endnotePr|compat|docVars|rsids|attachedSchema|themeFontLang|clrSchemeMapping|doNotIncludeSubdocsInStats|doNotAutoCompressPictures|forceUpgrade|captions|readModeInkLockDown|smartTagType|shapeDefaults|doNotEmbedSmartTags|decimalSymbol|listSeparator)|m:mathPr|sl:schemaLibrary|w1\d\w*:\w+)[\s/>]/;

const withUpdateFields = (settings: string): string => {
  if (/<w:updateFields\b/.test(settings)) {
    return settings.replace(/<w:updateFields\b[^>]*?(\/?)>/, '<w:updateFields w:val="true"$1>');
  }
  const after = AFTER_UPDATE_FIELDS.exec(settings);
  const at = after ? after.index : settings.lastIndexOf('</w:settings>');
  return settings.slice(0, at) + UPDATE_FIELDS + settings.slice(at);
};

const addSettingsPart = (zip: PizZip): string[] => {
  const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  zip.file(
    SETTINGS_PART,
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:settings xmlns:w="${W}">${UPDATE_FIELDS}</w:settings>`,
  );
  const changed = [SETTINGS_PART];
  const types = zip.file('[Content_Types].xml')?.asText();
  if (types && !types.includes('PartName="/word/settings.xml"')) {
    zip.file(
      '[Content_Types].xml',
      types.replace(
        '</Types>',
        `<Override PartName="/${SETTINGS_PART}" ContentType="${SETTINGS_TYPE}"/></Types>`,
      ),
    );
    changed.push('[Content_Types].xml');
  }
  const relsPart = 'word/_rels/document.xml.rels';
  const rels = zip.file(relsPart)?.asText();
  if (rels && !rels.includes(SETTINGS_RELATIONSHIP)) {
    zip.file(
      relsPart,
      rels.replace(
        '</Relationships>',
        `<Relationship Id="rIdRedigoSettings" Type="${SETTINGS_RELATIONSHIP}" Target="settings.xml"/></Relationships>`,
      ),
    );
    changed.push(relsPart);
  }
  return changed;
};

/**
 * Makes Word refresh fields (cross references, tables of contents) when it opens the document: sets
 * `<w:updateFields w:val="true"/>` in word/settings.xml, adding the part when the package has none.
 * Returns the parts it changed or added.
 */
export const requestFieldUpdate = (zip: PizZip): string[] => {
  const settings = zip.file(SETTINGS_PART);
  if (!settings) return addSettingsPart(zip);
  zip.file(SETTINGS_PART, withUpdateFields(settings.asText()));
  return [SETTINGS_PART];
};

/** Whether the document's own text has fields Word computes (cross references, page numbers, tables of contents). */
const hasFields = (zip: PizZip): boolean =>
  Object.keys(zip.files).some(
    (name) =>
      STORY_PART.test(name) && /<w:(?:fldSimple|fldChar|instrText)\b/.test(zip.file(name)?.asText() ?? ''),
  );

/**
 * The one place that decides whether a generated document asks Word to refresh its fields on open: only when the
 * document's own fields need it (fields that run commands or include files never reach here: see
 * active-content.ts). A master that asks for it without needing it has the request removed, so Word opens the
 * document without a question. Returns the parts it changed or added.
 */
export const settleFieldUpdate = (zip: PizZip): string[] => {
  if (hasFields(zip)) return requestFieldUpdate(zip);
  const settings = zip.file(SETTINGS_PART)?.asText();
  if (settings === undefined || !/<w:updateFields\b/.test(settings)) return [];
  zip.file(SETTINGS_PART, settings.replace(/<w:updateFields\b[^>]*?(?:\/>|>\s*<\/w:updateFields>)/g, ''));
  return [SETTINGS_PART];
};
