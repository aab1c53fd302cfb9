export {
  isValidCodiceFiscale,
  isValidPersonCodiceFiscale,
  normalizeCodiceFiscale,
  codiceFiscaleCheckLetter,
} from './codice-fiscale';
export { isValidPartitaIva } from './partita-iva';
export { ITALIAN_PROVINCES, isItalianProvince } from './provinces';
export * from './fattura-codes';
