import { inflateRawSync } from 'node:zlib';
import { SIGNATURES, type ZipEntryHeader } from './zip-format';
import { NamedError } from '../../errors/named-error';

/** The package is not a zip this code can read (not a zip, corrupt, zip64, encrypted, an unknown method). */
export class ZipFormatError extends NamedError {}

/** The package has more entries than allowed. */
export class ZipTooManyEntriesError extends NamedError {}

/** An entry as the central directory describes it, with where its data starts. */
export interface ZipEntry extends ZipEntryHeader {
  flags: number;
  compressedSize: number;
  dataOffset: number;
}

const ENCRYPTED = 0x1;

const findEndOfCentralDirectory = (zip: Buffer): number => {
  const earliest = Math.max(0, zip.length - 22 - 0xffff);
  for (let offset = zip.length - 22; offset >= earliest; offset -= 1) {
    if (zip.readUInt32LE(offset) === SIGNATURES.endOfCentralDirectory) return offset;
  }
  throw new ZipFormatError('no end of central directory');
};

const readEntry = (zip: Buffer, offset: number): { entry: ZipEntry; next: number } => {
  if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== SIGNATURES.centralHeader) {
    throw new ZipFormatError('bad central directory');
  }
  const flags = zip.readUInt16LE(offset + 8);
  const method = zip.readUInt16LE(offset + 10);
  const compressedSize = zip.readUInt32LE(offset + 20);
  const uncompressedSize = zip.readUInt32LE(offset + 24);
  const nameLength = zip.readUInt16LE(offset + 28);
  const next = offset + 46 + nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  const localOffset = zip.readUInt32LE(offset + 42);
  if (next > zip.length) throw new ZipFormatError('bad central directory');
  if (flags & ENCRYPTED) throw new ZipFormatError('encrypted entry');
  if (method !== 0 && method !== 8) throw new ZipFormatError('unknown compression method');
  if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || localOffset === 0xffffffff) {
    throw new ZipFormatError('zip64 entry');
  }
  if (localOffset + 30 > zip.length || zip.readUInt32LE(localOffset) !== SIGNATURES.localHeader) {
    throw new ZipFormatError('bad local header');
  }
  const dataOffset =
    localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
  if (dataOffset + compressedSize > zip.length) throw new ZipFormatError('entry past the end');
  const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
  const crc32 = zip.readUInt32LE(offset + 16);
  return { entry: { name, method, flags, crc32, compressedSize, uncompressedSize, dataOffset }, next };
};

/**
 * The entries of a zip, from its central directory, checked against the buffer's bounds. Refuses zip64, multi-disk
 * and encrypted archives and methods other than stored and deflated; never trusts sizes for inflating.
 */
export const readZipEntries = (zip: Buffer, maxEntries = Number.POSITIVE_INFINITY): ZipEntry[] => {
  if (zip.length < 22) throw new ZipFormatError('too short');
  const end = findEndOfCentralDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (zip.readUInt16LE(end + 4) !== 0 || zip.readUInt16LE(end + 8) !== count) {
    throw new ZipFormatError('multi-disk archive');
  }
  if (count === 0xffff || directoryOffset === 0xffffffff) throw new ZipFormatError('zip64 archive');
  if (count > maxEntries) throw new ZipTooManyEntriesError(`${count} entries`);
  const entries: ZipEntry[] = [];
  let offset = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    const { entry, next } = readEntry(zip, offset);
    entries.push(entry);
    offset = next;
  }
  return entries;
};

/** The entry's bytes as stored in the zip (compressed when its method is 8). */
export const rawEntryData = (zip: Buffer, entry: ZipEntry): Buffer =>
  zip.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);

/**
 * The entry's content, inflating at most `maxLength` bytes whatever the zip claims: a RangeError past it.
 * Throws ZipFormatError when the data is corrupt.
 */
export const inflateEntry = (zip: Buffer, entry: ZipEntry, maxLength: number): Buffer => {
  const raw = rawEntryData(zip, entry);
  if (entry.method === 0) {
    if (raw.length > maxLength) throw new RangeError('entry too large');
    return raw;
  }
  try {
    return inflateRawSync(raw, { maxOutputLength: Math.max(1, maxLength) });
  } catch (error) {
    if (error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new RangeError('entry too large');
    }
    throw new ZipFormatError('corrupt entry');
  }
};
