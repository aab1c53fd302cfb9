/** The invoicing settings the functions read (functions/src/config/invoicing-config.ts). */
const INVOICING_SETTINGS = [
  'SELLER_DENOMINAZIONE',
  'SELLER_PARTITA_IVA',
  'SELLER_CODICE_FISCALE',
  'SELLER_REGIME_FISCALE',
  'SELLER_INDIRIZZO',
  'SELLER_CAP',
  'SELLER_COMUNE',
  'SELLER_PROVINCIA',
  'SELLER_REA_UFFICIO',
  'SELLER_REA_NUMERO',
  'SELLER_CAPITALE_SOCIALE',
  'SELLER_SOCIO_UNICO',
  'SELLER_STATO_LIQUIDAZIONE',
  'SDI_PEC_ADDRESS',
  'SDI_SENDER_PEC',
  'SDI_SMTP_URL',
] as const;

/**
 * The invoicing settings given to `npm run deploy` in its environment, passed on to every function; the
 * functions refuse to start on AWS while a required one is missing (README, Invoices).
 */
export const invoicingEnvironment = (env: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(
    INVOICING_SETTINGS.flatMap((name) => {
      const value = env[name]?.trim();
      return value ? [[name, value]] : [];
    }),
  );
