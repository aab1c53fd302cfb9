/** What the zip's headers say of every entry, read or written. */
export interface ZipEntryHeader {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  crc32: number;
  uncompressedSize: number;
}

/** The signatures that open the zip's records. */
export const SIGNATURES = {
  localHeader: 0x04034b50,
  centralHeader: 0x02014b50,
  endOfCentralDirectory: 0x06054b50,
} as const;
