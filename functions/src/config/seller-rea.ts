import type { Env } from './settings-reader';
import {
  isItalianProvince,
  SOCIO_UNICO,
  STATO_LIQUIDAZIONE,
  type SocioUnico,
  type StatoLiquidazione,
} from '@redigo/shared/tax-codes/index';

/**
 * The seller's entry in the Registro delle imprese (FatturaPA's IscrizioneREA), which a company registered there
 * must give on its invoices: the Camera di commercio's province and the REA number, the share capital and whether
 * it has one member (both for a società di capitali), and whether it is in liquidation.
 */
export interface SellerRea {
  /** The province of the registering office, two letters. */
  ufficio: string;
  numero: string;
  /** Euro with two decimals, as FatturaPA writes it: `10000.00`. */
  capitaleSociale?: string;
  socioUnico?: SocioUnico;
  statoLiquidazione: StatoLiquidazione;
}

/** The fictitious seller's entry, for local mode only: plausible, as a small S.r.l. of Rome's would have. */
export const LOCAL_SELLER_REA: SellerRea = {
  ufficio: 'RM',
  numero: '1234567',
  capitaleSociale: '10000.00',
  socioUnico: 'SM',
  statoLiquidazione: 'LN',
};

const setting = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;

/** What is wrong with the seller's REA settings. */
export const reaProblems = (rea: SellerRea): (string | false)[] => [
  !isItalianProvince(rea.ufficio) && 'SELLER_REA_UFFICIO must be an Italian province code',
  !/^[A-Za-z0-9-]{1,20}$/.test(rea.numero) && 'SELLER_REA_NUMERO must be 1 to 20 letters or digits',
  rea.capitaleSociale !== undefined &&
    !/^\d{1,11}\.\d{2}$/.test(rea.capitaleSociale) &&
    'SELLER_CAPITALE_SOCIALE must be an amount in euro, like 10000 or 10000.00',
  rea.socioUnico !== undefined &&
    !Object.hasOwn(SOCIO_UNICO, rea.socioUnico) &&
    'SELLER_SOCIO_UNICO must be SU or SM',
  !Object.hasOwn(STATO_LIQUIDAZIONE, rea.statoLiquidazione) && 'SELLER_STATO_LIQUIDAZIONE must be LS or LN',
];

/** `10000`, `10000,5` or `10000.50` as FatturaPA's amount `10000.50`; anything else as given, for the check. */
const amountSetting = (value: string | undefined): string | undefined => {
  const match = value === undefined ? null : /^(\d{1,11})(?:[.,](\d{1,2}))?$/.exec(value);
  return match ? `${match[1]}.${(match[2] ?? '').padEnd(2, '0')}` : value;
};

/**
 * The seller's IscrizioneREA from `SELLER_REA_UFFICIO`, `SELLER_REA_NUMERO`, `SELLER_CAPITALE_SOCIALE`,
 * `SELLER_SOCIO_UNICO` and `SELLER_STATO_LIQUIDAZIONE`. With none of them there is no entry (locally, the
 * fictitious seller's); with any, the office, the number and the state of liquidation are required.
 */
export const sellerReaOf = (env: Env, local: boolean): SellerRea | undefined => {
  const ufficio = setting(env, 'SELLER_REA_UFFICIO');
  const numero = setting(env, 'SELLER_REA_NUMERO');
  const capitale = setting(env, 'SELLER_CAPITALE_SOCIALE');
  const socioUnico = setting(env, 'SELLER_SOCIO_UNICO')?.toUpperCase();
  const liquidazione = setting(env, 'SELLER_STATO_LIQUIDAZIONE')?.toUpperCase();
  if ([ufficio, numero, capitale, socioUnico, liquidazione].every((value) => value === undefined))
    return local ? LOCAL_SELLER_REA : undefined;
  return {
    ufficio: ufficio?.toUpperCase() ?? '',
    numero: numero ?? '',
    ...(capitale !== undefined && { capitaleSociale: amountSetting(capitale) }),
    ...(socioUnico !== undefined && { socioUnico: socioUnico as SocioUnico }),
    statoLiquidazione: (liquidazione ?? '') as StatoLiquidazione,
  };
};
