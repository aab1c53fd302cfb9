import type { Env } from './settings-reader';
import {
  isItalianProvince,
  isRegimeFiscale,
  isValidCodiceFiscale,
  isValidPartitaIva,
} from '@redigo/shared/tax-codes/index';
import { LOCAL_SELLER_REA, reaProblems, sellerReaOf, type SellerRea } from './seller-rea';

export type { SellerRea };

/** The seller (cedente prestatore) of every invoice, from the `SELLER_*` settings. */
export interface Seller {
  denominazione: string;
  partitaIva: string;
  /** Absent when it is the partita IVA itself. */
  codiceFiscale?: string;
  /** FatturaPA's RegimeFiscale, RF01 (ordinary) unless told. */
  regimeFiscale: string;
  indirizzo: string;
  cap: string;
  comune: string;
  provincia: string;
  /** Absent for a seller not in the Registro delle imprese. */
  rea?: SellerRea;
}

/** Invoicing: the seller and the SdI channel (on AWS: PEC through an SMTP mailbox). */
export interface InvoicingConfig {
  seller: Seller;
  sdi: {
    /** The SdI's PEC address the first file is sent to (it answers with the address for later ones). */
    address: string;
    /** The seller's PEC mailbox that sends: the sender address and its SMTP URL (smtps://user:pass@host:465). */
    senderPec?: string;
    smtpUrl?: string;
  };
}

/** A fictitious but well-formed seller, for local mode only. */
export const LOCAL_SELLER: Seller = {
  denominazione: 'Redigo Servizi Legali S.r.l. (fittizia)',
  partitaIva: '01234567897',
  regimeFiscale: 'RF01',
  indirizzo: 'Via dei Mille 1',
  cap: '00185',
  comune: 'Roma',
  provincia: 'RM',
  rea: LOCAL_SELLER_REA,
};

const setting = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;

const sellerProblems = (seller: Seller): string[] =>
  [
    !seller.denominazione && 'SELLER_DENOMINAZIONE is missing',
    !isValidPartitaIva(seller.partitaIva) && 'SELLER_PARTITA_IVA must be a valid partita IVA',
    seller.codiceFiscale !== undefined &&
      !isValidCodiceFiscale(seller.codiceFiscale, { allowNumeric: true }) &&
      'SELLER_CODICE_FISCALE must be a valid codice fiscale',
    !isRegimeFiscale(seller.regimeFiscale) && 'SELLER_REGIME_FISCALE must be a FatturaPA code, like RF01',
    !seller.indirizzo && 'SELLER_INDIRIZZO is missing',
    !/^\d{5}$/.test(seller.cap) && 'SELLER_CAP must be 5 digits',
    !seller.comune && 'SELLER_COMUNE is missing',
    !isItalianProvince(seller.provincia) && 'SELLER_PROVINCIA must be an Italian province code',
    ...(seller.rea ? reaProblems(seller.rea) : []),
  ].filter((problem): problem is string => typeof problem === 'string');

/**
 * Reads the invoicing settings. Locally every `SELLER_*` is optional (the fictitious seller fills the gaps); on
 * AWS all are required but the optional ones (`SELLER_CODICE_FISCALE`, `SELLER_REGIME_FISCALE`, and the REA's,
 * see `sellerReaOf`), and so are the sender's PEC and its SMTP URL.
 */
export const loadInvoicingConfig = (env: Env, local: boolean, problems: string[]): InvoicingConfig => {
  const fallback = (name: string, value: string) => setting(env, name) ?? (local ? value : '');
  const seller: Seller = {
    denominazione: fallback('SELLER_DENOMINAZIONE', LOCAL_SELLER.denominazione),
    partitaIva: fallback('SELLER_PARTITA_IVA', LOCAL_SELLER.partitaIva),
    codiceFiscale: setting(env, 'SELLER_CODICE_FISCALE')?.toUpperCase(),
    regimeFiscale: setting(env, 'SELLER_REGIME_FISCALE') ?? 'RF01',
    indirizzo: fallback('SELLER_INDIRIZZO', LOCAL_SELLER.indirizzo),
    cap: fallback('SELLER_CAP', LOCAL_SELLER.cap),
    comune: fallback('SELLER_COMUNE', LOCAL_SELLER.comune),
    provincia: fallback('SELLER_PROVINCIA', LOCAL_SELLER.provincia).toUpperCase(),
  };
  const rea = sellerReaOf(env, local);
  if (rea) seller.rea = rea;
  problems.push(...sellerProblems(seller));
  const sdi = {
    address: setting(env, 'SDI_PEC_ADDRESS') ?? 'sdi01@pec.fatturapa.it',
    senderPec: setting(env, 'SDI_SENDER_PEC'),
    smtpUrl: setting(env, 'SDI_SMTP_URL'),
  };
  if (!local && !sdi.senderPec) problems.push('SDI_SENDER_PEC is missing');
  if (!local && !sdi.smtpUrl) problems.push('SDI_SMTP_URL is missing');
  return { seller, sdi };
};
