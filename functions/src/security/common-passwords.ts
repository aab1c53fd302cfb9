import { authMessages } from '@redigo/shared/messages/auth';
import { BadRequestError } from '../errors/app-errors';

/**
 * Words that most guessed passwords are built on (English and Italian lists of leaked passwords, plus this
 * product's own words). The spec's rule (an uppercase letter, a digit, a special character) is usually met
 * by dressing one of them up: `Password1!`, `P@ssw0rd`, `Juventus1897!`.
 */
const COMMON_WORDS = new Set(
  `password passw passwd pass parola parolachiave qwerty qwertz qwertyuiop azerty asdf asdfgh asdfghjkl
  zxcvbn zxcvbnm qazwsx abc abcd abcde abcdef abcdefg abcdefgh iloveyou letmein welcome admin
  administrator amministratore root user utente login accesso test prova guest ospite master dragon monkey
  sunshine princess football calcio baseball superman batman shadow michael jordan freedom whatever hello
  secret changeme default ciao ciaociao amore amoremio tiamo segreto benvenuto cambiami juventus juve inter
  milan napoli roma lazio fiorentina torino forzanapoli forzajuve forzainter forzamilan forzaroma italia
  estate inverno primavera autunno gennaio febbraio marzo aprile maggio giugno luglio agosto settembre
  ottobre novembre dicembre lunedi martedi sabato domenica avvocato avvocata avvocati studio studiolegale
  legale giustizia tribunale contratto contratti documento pec posta email redigo`.split(/\s+/),
);

/** Digits and symbols that people put in front of or after a word to satisfy a password rule. */
const PADDING = /^[\d@#$%^&+=!.*_\-?]+|[\d@#$%^&+=!.*_\-?]+$/g;

const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';
const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

const isSequence = (core: string): boolean =>
  core.length >= 4 && [ALPHABET, ...KEYBOARD_ROWS].some((row) => row.includes(core));

/** The word a password is built on: padding removed, look-alike characters read as letters. */
export const passwordCore = (password: string): string =>
  password
    .normalize('NFKC')
    .toLowerCase()
    .replace(PADDING, '')
    .replace(/[@4310!$57]/g, (character) => LEET[character] ?? character);

/**
 * Whether a password is one of the most common shapes: a common word dressed up with digits and
 * symbols, a keyboard or alphabet run, a single repeated letter or almost no letters at all.
 */
export const isCommonPassword = (password: string): boolean => {
  const core = passwordCore(password);
  return core.length < 3 || new Set(core).size <= 2 || COMMON_WORDS.has(core) || isSequence(core);
};

/** Refuses a new password that is one of the most common shapes (the spec's rule is checked before). */
export const assertNotCommonPassword = (password: string): void => {
  if (isCommonPassword(password))
    throw new BadRequestError(authMessages.commonPassword, [`Password: ${authMessages.commonPassword}`]);
};
