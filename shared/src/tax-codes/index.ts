export {
  hasCodiceFiscaleForm,
  isValidCodiceFiscale,
  isValidPersonCodiceFiscale,
  normalizeCodiceFiscale,
  codiceFiscaleCheckLetter,
} from './codice-fiscale';
export { isValidPartitaIva } from './partita-iva';
export { ITALIAN_PROVINCES, isItalianProvince } from './provinces';
export {
  birthDateOfCodiceFiscale,
  decodeCodiceFiscaleBirth,
  type CodiceFiscaleBirth,
} from './codice-fiscale-birth';
export * from './fattura-codes';
export { IBAN_LENGTHS, formatIban, ibanProblem, normalizeIban, type IbanProblem } from './iban';
