import type PizZip from 'pizzip';
import { withSetting, withoutSetting } from './settings-part';

const SETTINGS_PART = 'word/settings.xml';
const SETTINGS_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml';
const SETTINGS_RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/settings';
const UPDATE_FIELDS = '<w:updateFields w:val="true"/>';
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** The parts that ask Word to update fields, when the package has no settings part: it, its type, its relationship. */
const addedSettingsPart = (zip: PizZip): Record<string, string> => {
  const parts: Record<string, string> = {
    [SETTINGS_PART]: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:settings xmlns:w="${W}">${UPDATE_FIELDS}</w:settings>`,
  };
  const types = zip.file('[Content_Types].xml')?.asText();
  if (types && !types.includes('PartName="/word/settings.xml"')) {
    parts['[Content_Types].xml'] = types.replace(
      '</Types>',
      `<Override PartName="/${SETTINGS_PART}" ContentType="${SETTINGS_TYPE}"/></Types>`,
    );
  }
  const relsPart = 'word/_rels/document.xml.rels';
  const rels = zip.file(relsPart)?.asText();
  if (rels && !rels.includes(SETTINGS_RELATIONSHIP)) {
    parts[relsPart] = rels.replace(
      '</Relationships>',
      `<Relationship Id="rIdRedigoSettings" Type="${SETTINGS_RELATIONSHIP}" Target="settings.xml"/></Relationships>`,
    );
  }
  return parts;
};

/**
 * The one place that decides whether Word updates fields when it opens a generated document: the parts of the
 * package as they must be written when it should (`w:updateFields` on, the settings part added if missing) and when
 * it should not (a master's own `w:updateFields` taken away, so Word asks nothing). The renderer picks one per
 * document: only a field that just a paginating engine can compute (a page reference, a table of contents) needs it.
 * (Fields that run commands or include files never reach here: see active-content.ts.)
 */
export const fieldUpdateVariants = (
  zip: PizZip,
): { update: Record<string, string>; noUpdate: Record<string, string> } => {
  const settings = zip.file(SETTINGS_PART)?.asText();
  if (settings === undefined) return { update: addedSettingsPart(zip), noUpdate: {} };
  const without = withoutSetting(settings, 'w:updateFields');
  return {
    update: { [SETTINGS_PART]: withSetting(settings, 'w:updateFields', UPDATE_FIELDS) },
    noUpdate: without === settings ? {} : { [SETTINGS_PART]: without },
  };
};
