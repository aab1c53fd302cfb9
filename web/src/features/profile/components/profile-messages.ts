/** The profile's messages (docs/product-spec.md section 8, Profile). */
export const profileMessages = {
  saved: 'Modifica avvenuta con successo.',
  saveFailed: 'Modifica non andata a buon fine, per favore riprova...',
  operationFailed: 'Operazione non andata a buon fine...',
} as const;

/** The stored user takes the saved consent after this delay (docs/product-spec.md section 9). */
export const PROFILE_USER_REFRESH_MS = 2000;

export const capitalise = (text: string): string =>
  text
    .toLowerCase()
    .replace(/(^|[\s'-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
