import { crc32, deflateRawSync } from 'node:zlib';
import { SIGNATURES, type ZipEntryHeader } from './zip-format';

/** A local date and time as a zip's headers keep it (MS-DOS form: two-second steps, years 1980 to 2107). */
export interface ZipTimestamp {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** An entry ready to be written: its data already in its final (stored or deflated) form. */
export interface ZipOutputEntry extends ZipEntryHeader {
  data: Buffer;
  /** When the file was made, in the local time the reader will show; 1980-01-01 00:00 when absent. */
  modifiedAt?: ZipTimestamp;
}

const UTF8_NAMES = 0x800;
/** 1980-01-01 00:00 in DOS form: generated packages don't depend on the clock. */
const DOS_EPOCH = { date: 0x21, time: 0 };

/** A timestamp as the two DOS words of a zip header; outside 1980–2107 the nearest end of that range. */
export const dosDateTime = (at: ZipTimestamp | undefined): { date: number; time: number } => {
  if (!at) return DOS_EPOCH;
  if (at.year < 1980) return DOS_EPOCH;
  const year = Math.min(at.year, 2107) - 1980;
  return {
    date: (year << 9) | (at.month << 5) | at.day,
    time: (at.hour << 11) | (at.minute << 5) | Math.floor(at.second / 2),
  };
};

/** Deflates a part's content into an entry. */
export const deflatedEntry = (name: string, content: Buffer, modifiedAt?: ZipTimestamp): ZipOutputEntry => ({
  name,
  method: 8,
  crc32: crc32(content),
  uncompressedSize: content.length,
  data: deflateRawSync(content),
  ...(modifiedAt && { modifiedAt }),
});

const header = (entry: ZipOutputEntry, name: Buffer, central: boolean, localOffset: number): Buffer => {
  const buffer = Buffer.alloc(central ? 46 : 30);
  let at = 0;
  const u16 = (value: number) => (at = buffer.writeUInt16LE(value, at));
  const u32 = (value: number) => (at = buffer.writeUInt32LE(value >>> 0, at));
  u32(central ? SIGNATURES.centralHeader : SIGNATURES.localHeader);
  if (central) u16(20);
  const { date, time } = dosDateTime(entry.modifiedAt);
  [20, UTF8_NAMES, entry.method, time, date].forEach(u16);
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
