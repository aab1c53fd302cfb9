import { createHash, randomBytes, randomInt } from 'node:crypto';

/** Word's first 16-bit table of its legacy password key (ECMA-376 Part 4, 2.15.1.28 documentProtection). */
const INITIAL_CODES = [
  0xe1f0, 0x1d0f, 0xcc9c, 0x84c0, 0x110c, 0x0e10, 0xf1ce, 0x313e, 0x1872, 0xe139, 0xd40f, 0x84f9, 0x280c,
  0xa96a, 0x4ec3,
];

/** Its encryption matrix: one row per character position (the last character uses the last row). */
const MATRIX = [
  [0xaefc, 0x4dd9, 0x9bb2, 0x2745, 0x4e8a, 0x9d14, 0x2a09],
  [0x7b61, 0xf6c2, 0xfda5, 0xeb6b, 0xc6f7, 0x9dcf, 0x2bbf],
  [0x4563, 0x8ac6, 0x05ad, 0x0b5a, 0x16b4, 0x2d68, 0x5ad0],
  [0x0375, 0x06ea, 0x0dd4, 0x1ba8, 0x3750, 0x6ea0, 0xdd40],
  [0xd849, 0xa0b3, 0x5147, 0xa28e, 0x553d, 0xaa7a, 0x44d5],
  [0x6f45, 0xde8a, 0xad35, 0x4a4b, 0x9496, 0x390d, 0x721a],
  [0xeb23, 0xc667, 0x9cef, 0x29ff, 0x53fe, 0xa7fc, 0x5fd9],
  [0x47d3, 0x8fa6, 0x0f6d, 0x1eda, 0x3db4, 0x7b68, 0xf6d0],
  [0xb861, 0x60e3, 0xc1c6, 0x93ad, 0x377b, 0x6ef6, 0xddec],
  [0x45a0, 0x8b40, 0x06a1, 0x0d42, 0x1a84, 0x3508, 0x6a10],
  [0xaa51, 0x4483, 0x8906, 0x022d, 0x045a, 0x08b4, 0x1168],
  [0x76b4, 0xed68, 0xcaf1, 0x85c3, 0x1ba7, 0x374e, 0x6e9c],
  [0x3730, 0x6e60, 0xdcc0, 0xa9a1, 0x4363, 0x86c6, 0x1dad],
  [0x3331, 0x6662, 0xccc4, 0x89a9, 0x0373, 0x06e6, 0x0dcc],
  [0x1021, 0x2042, 0x4084, 0x8108, 0x1231, 0x2462, 0x48c4],
];

const MAX_LENGTH = 15;
/** Word 2013 and later: SHA-512 (CryptoAPI algorithm id 14), 100,000 rounds. */
const SPIN_COUNT = 100_000;

/** The legacy 32-bit key Word derives from a password (high word from the matrix, low word by rotation). */
const legacyKey = (password: string): number => {
  const bytes = [...password.slice(0, MAX_LENGTH)].map((char) => {
    const code = char.charCodeAt(0);
    return code & 0xff || code >> 8;
  });
  if (bytes.length === 0) return 0;
  let high = INITIAL_CODES[bytes.length - 1] ?? 0;
  bytes.forEach((byte, index) => {
    const row = MATRIX[MAX_LENGTH - bytes.length + index] ?? [];
    row.forEach((value, bit) => {
      if (byte & (1 << bit)) high ^= value;
    });
  });
  let low = 0;
  for (const byte of [...bytes].reverse()) low = (((low >> 14) & 1) | ((low << 1) & 0x7fff)) ^ byte;
  low = (((low >> 14) & 1) | ((low << 1) & 0x7fff)) ^ bytes.length ^ 0xce4b;
  return ((high << 16) | low) >>> 0;
};

/**
 * The hash Word checks a password against: the legacy key, its bytes reversed and written as an upper-case hex
 * string, hashed with the salt (UTF-16LE), then hashed again `spinCount` times with each round's number appended.
 */
export const protectionHash = (password: string, salt: Buffer, spinCount = SPIN_COUNT): Buffer => {
  const key = Buffer.alloc(4);
  key.writeUInt32LE(legacyKey(password));
  const hex = key.readUInt32BE().toString(16).toUpperCase().padStart(8, '0');
  let hash = createHash('sha512').update(salt).update(Buffer.from(hex, 'utf16le')).digest();
  const round = Buffer.alloc(4);
  for (let index = 0; index < spinCount; index += 1) {
    round.writeUInt32LE(index);
    hash = createHash('sha512').update(hash).update(round).digest();
  }
  return hash;
};

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * `<w:documentProtection>` that opens a document read-only and asks a password to lift the protection: a random
 * password, made here and forgotten at once (never stored, never told), so Word's «Interrompi protezione» cannot
 * lift it. Written in the CryptoAPI attributes that Word 2007 and later and LibreOffice read, as Word 2013 writes
 * them (SHA-512, 100,000 rounds, a 16-byte salt).
 */
export const readOnlyProtection = (): string => {
  const password = Array.from({ length: MAX_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const salt = randomBytes(16);
  const hash = protectionHash(password, salt);
  return (
    '<w:documentProtection w:edit="readOnly" w:enforcement="1" w:cryptProviderType="rsaAES" ' +
    'w:cryptAlgorithmClass="hash" w:cryptAlgorithmType="typeAny" w:cryptAlgorithmSid="14" ' +
    `w:cryptSpinCount="${SPIN_COUNT}" w:hash="${hash.toString('base64')}" w:salt="${salt.toString('base64')}"/>`
  );
};
