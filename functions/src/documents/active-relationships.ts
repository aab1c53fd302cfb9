import { activeContentMessages as messages } from '@redigo/shared/messages/documents';
import { isAllowedLinkTarget, linkScheme } from './link-targets';
import { xmlText } from './part-encoding';

/** The attributes of an element's start tag, by name (prefix kept), their values entity-decoded. */
export const attributesOf = (startTag: string): Map<string, string> => {
  const attributes = new Map<string, string>();
  for (const [, name, double, single] of startTag.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    if (name) attributes.set(name, xmlText(double ?? single ?? ''));
  }
  return attributes;
};

/** Relationship types that bring in something that runs, whatever their target mode. */
const ALWAYS_REFUSED: Record<string, string> = {
  oleobject: messages.oleObject,
  package: messages.embeddedFile,
  control: messages.activeX,
  activexcontrolbinary: messages.activeX,
  afchunk: messages.altChunk,
};

/** What an external relationship of a type loads when Word opens the document. */
const EXTERNAL: Record<string, string> = {
  image: messages.linkedPicture,
  frame: messages.externalFrame,
  subdocument: messages.subDocument,
};

/** The last segment of a relationship type (transitional, strict and Microsoft namespaces alike), lower case. */
const typeName = (type: string): string => type.trim().replace(/.*\//, '').toLowerCase();

/**
 * What a relationship brings in that may not reach a lawyer, in Italian, or undefined when it is harmless: an
 * embedded object, control or imported chunk in any mode; in external mode (or with a target
 * that is an address or a network path, which Word would follow) anything but a hyperlink to http, https or
 * mailto.
 */
const refusedRelationship = (attributes: Map<string, string>): string | undefined => {
  const type = typeName(attributes.get('Type') ?? '');
  const target = attributes.get('Target') ?? '';
  if (ALWAYS_REFUSED[type]) return ALWAYS_REFUSED[type];
  // An attached template is not refused: the upload and the render take it out (attached-template.ts).
  if (type === 'attachedtemplate') return undefined;
  const scheme = linkScheme(target);
  const external =
    (attributes.get('TargetMode') ?? '').trim().toLowerCase() === 'external' || scheme !== 'relative';
  if (!external) return undefined;
  if (type === 'hyperlink') return isAllowedLinkTarget(target) ? undefined : messages.hyperlink(scheme);
  return EXTERNAL[type] ?? messages.externalLink(type.slice(0, 40) || 'senza tipo');
};

/** The refused relationships of a relationships part (`*.rels`), each described in Italian. */
export const refusedRelationships = (rels: string): string[] =>
  [...rels.matchAll(/<(?:[\w.-]+:)?Relationship\b([^>]*)>/g)].flatMap(([, attributes]) => {
    const refused = refusedRelationship(attributesOf(attributes ?? ''));
    return refused ? [refused] : [];
  });
