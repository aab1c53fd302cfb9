import { uploadMessages as messages } from '@redigo/shared/messages/documents';
import { crc32 } from 'node:zlib';
import { activeContentMessages } from '@redigo/shared/messages/documents';
import { ActiveContentError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors/app-errors';
import { activeContentOfParts, type PackagePart } from './active-content';
import { decodeXmlPart, isXmlPart, unexpectedDeclaredEncoding, unsupportedEncoding } from './part-encoding';
import {
  inflateEntry,
  readZipEntries,
  ZipFormatError,
  ZipTooManyEntriesError,
  type ZipEntry,
} from './zip/zip-reader';

/** POST /template/upload-master's limits: the file as uploaded, its parts, and all of them inflated. */
export const DOCX_UPLOAD_LIMITS = {
  maxFileBytes: 5 * 1024 * 1024,
  maxEntries: 1000,
  maxUncompressedBytes: 64 * 1024 * 1024,
};

const MACRO_PART = /(^|\/)vbaProject\.bin$|(^|\/)vbaData\.xml$/i;
const MACRO_CONTENT_TYPE = /macroEnabled|vbaProject|vbaData/i;

const MARKUP = ['<!DOCTYPE', '<!ENTITY'];

/** `text` as UTF-16 (little and big endian) and UTF-32 (both) bytes: how a DTD hides from a UTF-8 search. */
const encodedForms = (text: string): Buffer[] => {
  const utf16le = Buffer.from(text, 'utf16le');
  const utf16be = Buffer.from(utf16le).swap16();
  const utf32le = Buffer.concat(
    [...text].map((character) => Buffer.from([character.charCodeAt(0), 0, 0, 0])),
  );
  const utf32be = Buffer.concat(
    [...text].map((character) => Buffer.from([0, 0, 0, character.charCodeAt(0)])),
  );
  return [utf16le, utf16be, utf32le, utf32be];
};
const WIDE_MARKUP = MARKUP.flatMap(encodedForms);

/**
 * Whether a part declares a DTD or an entity in any encoding an XML parser could read it in, whatever the part's
 * name, wherever the declaration starts (after blanks, a BOM, at an odd offset): the bytes are searched as
 * ASCII-compatible text (UTF-8, Latin-1, case aside) and as UTF-16 and UTF-32 in both byte orders.
 */
export const declaresDtd = (content: Buffer): boolean =>
  /<!(DOCTYPE|ENTITY)/i.test(content.toString('latin1')) ||
  WIDE_MARKUP.some((pattern) => content.includes(pattern));

const readEntries = (docx: Buffer, fileName: string): ZipEntry[] => {
  try {
    const entries = readZipEntries(docx, DOCX_UPLOAD_LIMITS.maxEntries);
    const names = new Set(entries.map((entry) => entry.name));
    if (names.size !== entries.length) throw new ZipFormatError('duplicate names');
    return entries;
  } catch (error) {
    if (error instanceof ZipTooManyEntriesError) {
      throw new PayloadTooLargeError(messages.tooManyParts(fileName, DOCX_UPLOAD_LIMITS.maxEntries));
    }
    throw new UnsupportedMediaTypeError(messages.notAZip(fileName));
  }
};

/** Every entry inflated, checked against its recorded size and CRC: 413 past the inflation bound, 415 if corrupt. */
const inflatedParts = (buffer: Buffer, entries: ZipEntry[], fileName: string): PackagePart[] => {
  let budget = DOCX_UPLOAD_LIMITS.maxUncompressedBytes;
  return entries.map((entry) => {
    let content: Buffer;
    try {
      content = inflateEntry(buffer, entry, budget);
    } catch (error) {
      if (error instanceof RangeError) {
        throw new PayloadTooLargeError(
          messages.tooLargeUncompressed(fileName, DOCX_UPLOAD_LIMITS.maxUncompressedBytes),
        );
      }
      throw new UnsupportedMediaTypeError(messages.notAZip(fileName));
    }
    budget -= content.length;
    if (content.length !== entry.uncompressedSize || crc32(content) !== entry.crc32) {
      throw new UnsupportedMediaTypeError(messages.notAZip(fileName));
    }
    return { name: entry.name, content };
  });
};

/** Refuses a part with a DTD, or in an encoding Word does not write (by its bytes or by its declaration). */
const checkMarkup = ({ name, content }: PackagePart, fileName: string): void => {
  if (declaresDtd(content)) throw new UnsupportedMediaTypeError(messages.doctype(fileName, name));
  const encoding =
    unsupportedEncoding(content) ??
    (isXmlPart(name, content) ? unexpectedDeclaredEncoding(decodeXmlPart(content)) : undefined);
  if (encoding) throw new UnsupportedMediaTypeError(messages.encoding(fileName, name, encoding));
  if (name === '[Content_Types].xml' && MACRO_CONTENT_TYPE.test(decodeXmlPart(content))) {
    throw new UnsupportedMediaTypeError(messages.macros(fileName));
  }
};

/**
 * Refuses an upload that is not a plain, safe .docx, with an Italian message that says what is wrong: a name not
 * ending in .docx (415), over 5 MB (413), not a zip or no word/document.xml (415), macros (415), too many parts or
 * too much data once inflated (413: inflation is capped, the zip's own sizes are not trusted), any XML part
 * with a DOCTYPE (415: no DTDs, so no external entities) or in an encoding Word does not write, and active or
 * external content (415 `ACTIVE_CONTENT`, naming the element and the part: see active-content.ts).
 */
export const inspectDocxUpload = (buffer: Buffer, fileName: string): void => {
  if (!fileName.toLowerCase().endsWith('.docx')) throw new UnsupportedMediaTypeError(messages.notDocx);
  if (buffer.length > DOCX_UPLOAD_LIMITS.maxFileBytes) {
    throw new PayloadTooLargeError(messages.tooLarge(fileName, DOCX_UPLOAD_LIMITS.maxFileBytes));
  }
  const entries = readEntries(buffer, fileName);
  if (
    !entries.some((entry) => entry.name === 'word/document.xml') ||
    !entries.some((e) => e.name === '[Content_Types].xml')
  ) {
    throw new UnsupportedMediaTypeError(messages.noDocument(fileName));
  }
  if (entries.some((entry) => MACRO_PART.test(entry.name)))
    throw new UnsupportedMediaTypeError(messages.macros(fileName));
  const parts = inflatedParts(buffer, entries, fileName);
  parts.forEach((part) => checkMarkup(part, fileName));
  const [found] = activeContentOfParts(parts);
  if (found) throw new ActiveContentError(activeContentMessages.upload(fileName, found.element, found.part));
};
