import { activeContentMessages as messages } from '@redigo/shared/messages/documents';
import { attributesOf } from './active-relationships';
import { isAllowedLinkTarget, linkScheme } from './link-targets';
import { xmlText } from './part-encoding';

/** Fields that run a command or load content from outside the document when Word updates them. */
const REFUSED_FIELDS = /^[\s"']*(DDEAUTO|DDE|INCLUDEPICTURE|INCLUDETEXT|INCLUDE|LINK|IMPORT)(?![\w])/i;

/** The switches of HYPERLINK that take an argument: a bookmark, a tooltip, a target frame. */
const SWITCHES_WITH_ARGUMENT = new Set(['\\l', '\\o', '\\t']);

/** A HYPERLINK field's address, or undefined when it only jumps to a bookmark of the document. */
const hyperlinkTarget = (instruction: string): string | undefined => {
  const tokens = [...instruction.matchAll(/"([^"]*)"|(\S+)/g)].slice(1).map(([, quoted, bare]) => ({
    text: quoted ?? bare ?? '',
    switch: quoted === undefined && bare?.startsWith('\\'),
  }));
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (!token?.switch) return token?.text;
    if (SWITCHES_WITH_ARGUMENT.has(token.text.toLowerCase())) index += 1;
  }
  return undefined;
};

/** What a field instruction would do that is not allowed, in Italian; undefined when it is harmless. */
export const refusedInstruction = (instruction: string): string | undefined => {
  const refused = REFUSED_FIELDS.exec(instruction)?.[1];
  if (refused) return messages.field(refused.toUpperCase());
  if (/^\s*HYPERLINK(?![\w])/i.test(instruction)) {
    const target = hyperlinkTarget(instruction.trim());
    if (target !== undefined && !isAllowedLinkTarget(target)) return messages.hyperlink(linkScheme(target));
  }
  return undefined;
};

interface OpenField {
  instruction: string;
  /** A nested field came before any text of the instruction: its result would be the field's name. */
  computed: boolean;
  done: boolean;
}

/** Field markup in any prefix: simple fields, complex fields' characters and instruction text (deleted too). */
const FIELD_MARKUP =
  /<(?:[\w.-]+:)?fldSimple\b([^>]*)>|<(?:[\w.-]+:)?fldChar\b([^>]*)>|<(?:[\w.-]+:)?(?:del)?instrText\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:[\w.-]+:)?(?:del)?instrText>)/g;

/**
 * The refused fields of an XML part, in Italian: simple fields (`fldSimple`, their `instr` attribute) and
 * complex ones, whose instruction Word assembles from every `instrText` between the field's begin and separate
 * characters, however many runs it is split into; nested fields are read on their own, and a field whose name
 * would come from a nested field's result is refused too. Case, entities and CDATA do not hide a name.
 */
export const refusedFields = (xml: string): string[] => {
  const found: string[] = [];
  const check = (instruction: string) => {
    const refused = refusedInstruction(instruction);
    if (refused) found.push(refused);
  };
  const open: OpenField[] = [];
  const finish = (field: OpenField) => {
    if (field.done) return;
    field.done = true;
    if (field.computed) found.push(messages.computedField);
    else check(field.instruction);
  };
  for (const [, simple, fieldChar, instruction] of xml.matchAll(FIELD_MARKUP)) {
    if (simple !== undefined) {
      check([...attributesOf(simple)].find(([name]) => /(^|:)instr$/.test(name))?.[1] ?? '');
    } else if (fieldChar !== undefined) {
      const type = [...attributesOf(fieldChar)].find(([name]) => /(^|:)fldCharType$/.test(name))?.[1];
      const top = open[open.length - 1];
      if (type === 'begin') {
        if (top && !top.done && top.instruction.trim() === '') top.computed = true;
        open.push({ instruction: '', computed: false, done: false });
      } else if (type === 'separate' && top) finish(top);
      else if (type === 'end' && top) finish(open.pop() as OpenField);
    } else {
      const text = xmlText(instruction ?? '');
      const top = open[open.length - 1];
      if (top && !top.done) top.instruction += text;
      else check(text);
    }
  }
  open.forEach(finish);
  return found;
};
