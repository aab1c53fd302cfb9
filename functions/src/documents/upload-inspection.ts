import { uploadMessages as messages } from '@redigo/shared/messages/documents';
import { crc32 } from 'node:zlib';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors/app-errors';
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
const XML_PART = /\.(xml|rels|vml)$/i;

/** A part's text whatever its encoding: UTF-16 parts must not hide a DOCTYPE from a UTF-8 search. */
const decodeXml = (content: Buffer): string => {
  if (content[0] === 0xff && content[1] === 0xfe) return content.toString('utf16le');
  if (content[0] === 0xfe && content[1] === 0xff) return Buffer.from(content).swap16().toString('utf16le');
  if (content[0] === 0x3c && content[1] === 0x00) return content.toString('utf16le');
  if (content[0] === 0x00 && content[1] === 0x3c)
    return Buffer.from(content.subarray(0, content.length & ~1))
      .swap16()
      .toString('utf16le');
  return content.toString('utf8');
};

/** Whether an XML parser could read the part: after a byte order mark and blanks, it starts with "<". */
const looksLikeXml = (content: Buffer): boolean => {
  const [first, second] = content;
  if ((first === 0xff && second === 0xfe) || (first === 0xfe && second === 0xff)) return true;
  if ((first === 0x3c && second === 0x00) || (first === 0x00 && second === 0x3c)) return true;
  return /^(\xef\xbb\xbf)?\s*</.test(content.subarray(0, 64).toString('latin1'));
};

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

/**
 * Refuses an upload that is not a plain, safe .docx, with an Italian message that says what is wrong: a name not
 * ending in .docx (415), over 5 MB (413), not a zip or no word/document.xml (415), macros (415), too many parts or
 * too much data once inflated (413: inflation is capped, the zip's own sizes are not trusted), and any XML part
 * with a DOCTYPE (415: no DTDs, so no external entities).
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
  let budget = DOCX_UPLOAD_LIMITS.maxUncompressedBytes;
  for (const entry of entries) {
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
    if (!XML_PART.test(entry.name) && !looksLikeXml(content)) continue;
    const text = decodeXml(content);
    if (/<!DOCTYPE/i.test(text) || /<!ENTITY/i.test(text))
      throw new UnsupportedMediaTypeError(messages.doctype(fileName, entry.name));
    if (entry.name === '[Content_Types].xml' && MACRO_CONTENT_TYPE.test(text)) {
      throw new UnsupportedMediaTypeError(messages.macros(fileName));
    }
  }
};
