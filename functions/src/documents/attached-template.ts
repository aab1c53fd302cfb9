import PizZipClass from 'pizzip';
import type PizZip from 'pizzip';
import { attributesOf } from './active-relationships';
import { withoutSetting } from './settings-part';

const SETTINGS = 'word/settings.xml';
const SETTINGS_RELS = 'word/_rels/settings.xml.rels';
const RELATIONSHIP = /<(?:[\w.-]+:)?Relationship\b([^>]*?)\/?>(?:\s*<\/(?:[\w.-]+:)?Relationship>)?/g;

/** A relationship of the attached-template type (transitional, strict and Microsoft namespaces alike). */
const isAttachedTemplate = (attributes: Map<string, string>): boolean =>
  /(^|\/)attachedTemplate$/i.test((attributes.get('Type') ?? '').trim());

/**
 * Takes out of a package the template it is attached to (docs/api.md, "Active and external content"): the
 * `w:attachedTemplate` setting and its relationship in word/_rels/settings.xml.rels, whatever the target (a web
 * address, `file:///C:\…`, `\\server\share\…`), so Word never fetches it. A relationships part left without
 * relationships stays, empty and valid. Edits the zip in place; returns each target removed (as written, entities
 * decoded) and the parts it changed.
 */
export const removeAttachedTemplate = (zip: PizZip): { targets: string[]; parts: string[] } => {
  const rels = zip.file(SETTINGS_RELS)?.asText();
  const settings = zip.file(SETTINGS)?.asText();
  const targets: string[] = [];
  const parts: string[] = [];
  if (rels !== undefined) {
    const kept = rels.replace(RELATIONSHIP, (element, attributeText: string) => {
      const attributes = attributesOf(attributeText);
      if (!isAttachedTemplate(attributes)) return element;
      targets.push(attributes.get('Target') ?? '');
      return '';
    });
    if (kept !== rels) {
      zip.file(SETTINGS_RELS, kept);
      parts.push(SETTINGS_RELS);
    }
  }
  if (settings !== undefined && /<w:attachedTemplate\b/.test(settings)) {
    zip.file(SETTINGS, withoutSetting(settings, 'w:attachedTemplate'));
    parts.push(SETTINGS);
  }
  return { targets, parts };
};

/** An uploaded .docx without its attached template: the same bytes when it has none, else the package rewritten. */
export const uploadWithoutAttachedTemplate = (docx: Buffer): { docx: Buffer; targets: string[] } => {
  const zip = new PizZipClass(docx);
  const { parts, targets } = removeAttachedTemplate(zip);
  if (parts.length === 0) return { docx, targets };
  return { docx: zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' }), targets };
};
