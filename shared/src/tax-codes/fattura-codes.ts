/**
 * The FatturaPA codes Redigo's invoices use, with what they mean in Italian, as the official schema (v1.2.2,
 * test/fixtures/einvoice/) documents them: the courtesy copy shows the meaning next to each code.
 */
export const REGIMI_FISCALI = {
  RF01: 'Ordinario',
  RF02: 'Contribuenti minimi (art. 1, c. 96-117, L. 244/2007)',
  RF04: 'Agricoltura e attività connesse e pesca (artt. 34 e 34-bis, D.P.R. 633/1972)',
  RF05: 'Vendita sali e tabacchi (art. 74, c. 1, D.P.R. 633/1972)',
  RF06: 'Commercio dei fiammiferi (art. 74, c. 1, D.P.R. 633/1972)',
  RF07: 'Editoria (art. 74, c. 1, D.P.R. 633/1972)',
  RF08: 'Gestione di servizi di telefonia pubblica (art. 74, c. 1, D.P.R. 633/1972)',
  RF09: 'Rivendita di documenti di trasporto pubblico e di sosta (art. 74, c. 1, D.P.R. 633/1972)',
  RF10: 'Intrattenimenti, giochi e altre attività (art. 74, c. 6, D.P.R. 633/1972)',
  RF11: 'Agenzie di viaggi e turismo (art. 74-ter, D.P.R. 633/1972)',
  RF12: 'Agriturismo (art. 5, c. 2, L. 413/1991)',
  RF13: 'Vendite a domicilio (art. 25-bis, c. 6, D.P.R. 600/1973)',
  RF14: 'Rivendita di beni usati, di oggetti d’arte, d’antiquariato o da collezione (art. 36, D.L. 41/1995)',
  RF15: 'Agenzie di vendite all’asta di oggetti d’arte, antiquariato o da collezione (art. 40-bis, D.L. 41/1995)',
  RF16: 'IVA per cassa P.A. (art. 6, c. 5, D.P.R. 633/1972)',
  RF17: 'IVA per cassa (art. 32-bis, D.L. 83/2012)',
  RF18: 'Altro',
  RF19: 'Forfettario',
} as const;
export type RegimeFiscale = keyof typeof REGIMI_FISCALI;

export const isRegimeFiscale = (code: string): code is RegimeFiscale => Object.hasOwn(REGIMI_FISCALI, code);

/** TipoDocumento. */
export const TIPI_DOCUMENTO = { TD01: 'fattura' } as const;
/** CondizioniPagamento. */
export const CONDIZIONI_PAGAMENTO = { TP02: 'pagamento completo' } as const;
/** ModalitaPagamento. */
export const MODALITA_PAGAMENTO = { MP08: 'carta di pagamento' } as const;
/** EsigibilitaIVA. */
export const ESIGIBILITA_IVA = { I: 'immediata' } as const;

/** IscrizioneREA's SocioUnico: a company with one member or more. */
export const SOCIO_UNICO = { SU: 'socio unico', SM: 'più soci' } as const;
export type SocioUnico = keyof typeof SOCIO_UNICO;

/** IscrizioneREA's StatoLiquidazione. */
export const STATO_LIQUIDAZIONE = { LS: 'in liquidazione', LN: 'non in liquidazione' } as const;
export type StatoLiquidazione = keyof typeof STATO_LIQUIDAZIONE;

/** A code with its meaning, as the courtesy copy writes it: `RF01 (Ordinario)`. */
export const codeWithMeaning = <Code extends string>(table: Record<Code, string>, code: Code): string =>
  `${code} (${table[code]})`;
