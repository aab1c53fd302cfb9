import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

const derive = (password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

const optionsFor = (cost: number, blockSize: number, parallelism: number): ScryptOptions => ({
  N: 2 ** cost,
  r: blockSize,
  p: parallelism,
  maxmem: 2 ** cost * blockSize * 256,
});

/** Hashes and checks passwords with scrypt (OWASP: N=2^17, r=8, p=1), compared in constant time. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** Spends the same time as a real check, for unknown accounts, so timing reveals nothing. */
  verifyAgainstNothing(password: string): Promise<false>;
}

/** `cost` is log2(N); the stored string carries its own parameters: `scrypt$cost$r$p$salt$hash`. */
export const createPasswordHasher = (cost: number): PasswordHasher => {
  const hash = async (password: string): Promise<string> => {
    const salt = randomBytes(SALT_LENGTH);
    const key = await derive(password, salt, optionsFor(cost, BLOCK_SIZE, PARALLELISM));
    return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join(
      '$',
    );
  };
  let decoy: Promise<string> | undefined;

  const verify = async (password: string, stored: string): Promise<boolean> => {
    const [scheme, costText, rText, pText, saltText, keyText] = stored.split('$');
    if (scheme !== 'scrypt' || !costText || !rText || !pText || !saltText || !keyText) return false;
    const expected = Buffer.from(keyText, 'base64');
    const options = optionsFor(Number(costText), Number(rText), Number(pText));
    const actual = await derive(password, Buffer.from(saltText, 'base64'), options);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  };

  return {
    hash,
    verify,
    async verifyAgainstNothing(password) {
      decoy ??= hash(randomBytes(12).toString('base64'));
      await verify(password, await decoy);
      return false;
    },
  };
};
