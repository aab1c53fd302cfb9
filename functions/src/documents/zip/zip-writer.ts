import { crc32, deflateRawSync } from 'node:zlib';
import { SIGNATURES, type ZipEntryHeader } from './zip-format';

/** An entry ready to be written: its data already in its final (stored or deflated) form. */
export interface ZipOutputEntry extends ZipEntryHeader {
  data: Buffer;
}

const UTF8_NAMES = 0x800;
/** 1980-01-01 00:00 in DOS form: generated packages don't depend on the clock. */
const DOS_DATE = 0x21;

/** Deflates a part's content into an entry. */
export const deflatedEntry = (name: string, content: Buffer): ZipOutputEntry => ({
  name,
  method: 8,
  crc32: crc32(content),
  uncompressedSize: content.length,
  data: deflateRawSync(content),
});

const header = (entry: ZipOutputEntry, name: Buffer, central: boolean, localOffset: number): Buffer => {
  const buffer = Buffer.alloc(central ? 46 : 30);
  let at = 0;
  const u16 = (value: number) => (at = buffer.writeUInt16LE(value, at));
  const u32 = (value: number) => (at = buffer.writeUInt32LE(value >>> 0, at));
  u32(central ? SIGNATURES.centralHeader : SIGNATURES.localHeader);
  if (central) u16(20);
  [20, UTF8_NAMES, entry.method, 0, DOS_DATE].forEach(u16);
  [entry.crc32, entry.data.length, entry.uncompressedSize].forEach(u32);
  u16(name.length);
  u16(0);
  if (central) {
    [0, 0, 0].forEach(u16);
    u32(0);
    u32(localOffset);
  }
  return buffer;
};

/** Writes a zip of the entries, in order, copying their data as given. */
export const writeZip = (entries: ZipOutputEntry[]): Buffer => {
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = header(entry, name, false, 0);
    chunks.push(local, name, entry.data);
    central.push(header(entry, name, true, offset), name);
    offset += local.length + name.length + entry.data.length;
  }
  const directorySize = central.reduce((size, chunk) => size + chunk.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(SIGNATURES.endOfCentralDirectory, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, ...central, end]);
};
