import { isEmailAddress } from '@redigo/shared/email-address';
import type { FatturaData } from './fattura-xml';

/** FatturaPA's Latin text types (String80LatinType...): Basic Latin and Latin-1 Supplement, no control characters. */
const latin = (max: number) => new RegExp(`^[\\u0020-\\u007e\\u00a0-\\u00ff]{1,${max}}$`);

type Check = [
  label: string,
  value: string | number | undefined,
  rule: RegExp | ((value: number) => boolean) | { text: (value: string) => boolean },
];

const reaChecks = ({ rea }: FatturaData['seller']): Check[] =>
  rea
    ? [
        ['Cedente.IscrizioneREA.Ufficio', rea.ufficio, /^[A-Z]{2}$/],
        ['Cedente.IscrizioneREA.NumeroREA', rea.numero, latin(20)],
        ...(rea.capitaleSociale !== undefined
          ? ([['Cedente.IscrizioneREA.CapitaleSociale', rea.capitaleSociale, /^\d{1,11}\.\d{2}$/]] as Check[])
          : []),
        ...(rea.socioUnico !== undefined
          ? ([['Cedente.IscrizioneREA.SocioUnico', rea.socioUnico, /^S[UM]$/]] as Check[])
          : []),
        ['Cedente.IscrizioneREA.StatoLiquidazione', rea.statoLiquidazione, /^L[SN]$/],
      ]
    : [];

const checksOf = (data: FatturaData): Check[] => {
  const { seller, buyer } = data;
  const place = (who: string, p: typeof seller | typeof buyer): Check[] => [
    [`${who}.Indirizzo`, p.indirizzo, latin(60)],
    [`${who}.CAP`, p.cap, /^\d{5}$/],
    [`${who}.Comune`, p.comune, latin(60)],
    [`${who}.Provincia`, p.provincia, /^[A-Z]{2}$/],
  ];
  const buyerName: Check[] =
    buyer.kind === 'studio'
      ? [['Cessionario.Denominazione', buyer.denominazione, latin(80)]]
      : [
          ['Cessionario.Nome', buyer.name, latin(60)],
          ['Cessionario.Cognome', buyer.surname, latin(60)],
        ];
  const cents = (value: number) => Number.isInteger(value) && value >= 0 && value < 1e13;
  return [
    ['ProgressivoInvio', data.progressivoInvio, /^[A-Za-z0-9]{1,10}$/],
    ['CodiceDestinatario', buyer.codiceDestinatario, /^[A-Z0-9]{6,7}$/],
    ...(buyer.pecDestinatario !== undefined
      ? ([['PECDestinatario', buyer.pecDestinatario, { text: isEmailAddress }]] as Check[])
      : []),
    ['Cedente.IdCodice', seller.partitaIva, /^\d{11}$/],
    ...(seller.codiceFiscale !== undefined
      ? ([['Cedente.CodiceFiscale', seller.codiceFiscale, /^[A-Z0-9]{11,16}$/]] as Check[])
      : []),
    ['Cedente.Denominazione', seller.denominazione, latin(80)],
    ['Cedente.RegimeFiscale', seller.regimeFiscale, /^RF(0[124-9]|1[0-9])$/],
    ...place('Cedente', seller),
    ...reaChecks(seller),
    ['Cessionario.IdCodice', buyer.partita_iva, /^\d{11}$/],
    ['Cessionario.CodiceFiscale', buyer.codice_fiscale, /^[A-Z0-9]{11,16}$/],
    ...buyerName,
    ...place('Cessionario', buyer),
    ['Data', data.data, /^\d{4}-\d{2}-\d{2}$/],
    ['Numero', data.numero, /^\d{1,15}\/\d{4}$/],
    ['Descrizione', data.descrizione, latin(1000)],
    ['PrezzoUnitario', data.priceCents, cents],
    ['Imposta', data.vatCents, cents],
    [
      'ImportoTotaleDocumento',
      data.totalCents,
      (total) => cents(total) && total === data.priceCents + data.vatCents,
    ],
  ];
};

const passes = ([, value, rule]: Check): boolean => {
  if (rule instanceof RegExp) return typeof value === 'string' && rule.test(value);
  if (typeof rule === 'function') return typeof value === 'number' && rule(value);
  return typeof value === 'string' && rule.text(value);
};

/**
 * The values that the official schema (v1.2.2) would refuse, by element: the XML writer emits elements in the
 * schema's order, so these facets (patterns, lengths, amounts) are what is left to check before an invoice is
 * issued. The tests validate the writer's output with xmllint against the schema itself.
 */
export const fatturaProblems = (data: FatturaData): string[] =>
  checksOf(data)
    .filter((check) => !passes(check))
    .map(([label]) => label);
