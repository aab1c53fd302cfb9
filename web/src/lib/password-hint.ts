import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from '@redigo/shared/schemas/fields';

/** The password rule in words, under every new-password field. */
export const PASSWORD_HINT = `Almeno ${PASSWORD_MIN_LENGTH} caratteri, con una lettera maiuscola, un numero e un carattere tra ${PASSWORD_SPECIAL_CHARACTERS}`;
