import type { Seller } from '../../config/invoicing-config';
import type { BuyerSnapshot } from './invoice-record';

/** Everything one FatturaPA document says: one line, VAT 22 %, paid by card (TP02 / MP08). */
export interface FatturaData {
  seller: Seller;
  buyer: BuyerSnapshot;
  /** `N/YYYY`. */
  numero: string;
  progressivoInvio: string;
  /** YYYY-MM-DD. */
  data: string;
  descrizione: string;
  priceCents: number;
  vatCents: number;
  totalCents: number;
}

export const VAT_RATE = '22.00';
const NAMESPACE = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2';

const escape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Cents as FatturaPA's decimal amounts: `12.20`. */
export const amountOf = (cents: number): string =>
  `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

type Node = [name: string, content: string | Node[] | undefined];

const render = ([name, content]: Node, indent: string): string => {
  if (content === undefined) return '';
  if (typeof content === 'string') return `${indent}<${name}>${escape(content)}</${name}>\n`;
  const inner = content.map((child) => render(child, `${indent}  `)).join('');
  return `${indent}<${name}>\n${inner}${indent}</${name}>\n`;
};

const sede = (place: { indirizzo: string; cap: string; comune: string; provincia: string }): Node => [
  'Sede',
  [
    ['Indirizzo', place.indirizzo],
    ['CAP', place.cap],
    ['Comune', place.comune],
    ['Provincia', place.provincia],
    ['Nazione', 'IT'],
  ],
];

/** The seller's IscrizioneREA, for a company in the Registro delle imprese (absent otherwise). */
const iscrizioneRea = ({ rea }: Seller): Node => [
  'IscrizioneREA',
  rea && [
    ['Ufficio', rea.ufficio],
    ['NumeroREA', rea.numero],
    ['CapitaleSociale', rea.capitaleSociale],
    ['SocioUnico', rea.socioUnico],
    ['StatoLiquidazione', rea.statoLiquidazione],
  ],
];

const cedente = (seller: Seller): Node => [
  'CedentePrestatore',
  [
    [
      'DatiAnagrafici',
      [
        [
          'IdFiscaleIVA',
          [
            ['IdPaese', 'IT'],
            ['IdCodice', seller.partitaIva],
          ],
        ],
        ['CodiceFiscale', seller.codiceFiscale],
        ['Anagrafica', [['Denominazione', seller.denominazione]]],
        ['RegimeFiscale', seller.regimeFiscale],
      ],
    ],
    sede(seller),
    iscrizioneRea(seller),
  ],
];

const cessionario = (buyer: BuyerSnapshot): Node => [
  'CessionarioCommittente',
  [
    [
      'DatiAnagrafici',
      [
        [
          'IdFiscaleIVA',
          [
            ['IdPaese', 'IT'],
            ['IdCodice', buyer.partita_iva],
          ],
        ],
        ['CodiceFiscale', buyer.codice_fiscale],
        [
          'Anagrafica',
          buyer.kind === 'studio'
            ? [['Denominazione', buyer.denominazione ?? '']]
            : [
                ['Nome', buyer.name ?? ''],
                ['Cognome', buyer.surname ?? ''],
              ],
        ],
      ],
    ],
    sede(buyer),
  ],
];

const header = (data: FatturaData): Node => [
  'FatturaElettronicaHeader',
  [
    [
      'DatiTrasmissione',
      [
        [
          'IdTrasmittente',
          [
            ['IdPaese', 'IT'],
            ['IdCodice', data.seller.partitaIva],
          ],
        ],
        ['ProgressivoInvio', data.progressivoInvio],
        ['FormatoTrasmissione', 'FPR12'],
        ['CodiceDestinatario', data.buyer.codiceDestinatario],
        ['PECDestinatario', data.buyer.pecDestinatario],
      ],
    ],
    cedente(data.seller),
    cessionario(data.buyer),
  ],
];

const body = (data: FatturaData): Node => {
  const price = amountOf(data.priceCents);
  const total = amountOf(data.totalCents);
  return [
    'FatturaElettronicaBody',
    [
      [
        'DatiGenerali',
        [
          [
            'DatiGeneraliDocumento',
            [
              ['TipoDocumento', 'TD01'],
              ['Divisa', 'EUR'],
              ['Data', data.data],
              ['Numero', data.numero],
              ['ImportoTotaleDocumento', total],
            ],
          ],
        ],
      ],
      [
        'DatiBeniServizi',
        [
          [
            'DettaglioLinee',
            [
              ['NumeroLinea', '1'],
              ['Descrizione', data.descrizione],
              ['Quantita', '1.00'],
              ['PrezzoUnitario', price],
              ['PrezzoTotale', price],
              ['AliquotaIVA', VAT_RATE],
            ],
          ],
          [
            'DatiRiepilogo',
            [
              ['AliquotaIVA', VAT_RATE],
              ['ImponibileImporto', price],
              ['Imposta', amountOf(data.vatCents)],
              ['EsigibilitaIVA', 'I'],
            ],
          ],
        ],
      ],
      [
        'DatiPagamento',
        [
          ['CondizioniPagamento', 'TP02'],
          [
            'DettaglioPagamento',
            [
              ['ModalitaPagamento', 'MP08'],
              ['DataScadenzaPagamento', data.data],
              ['ImportoPagamento', total],
            ],
          ],
        ],
      ],
    ],
  ];
};

/** The FatturaPA XML (format FPR12, schema v1.2.2) of an invoice, UTF-8. Check the data first (`fatturaProblems`). */
export const buildFatturaXml = (data: FatturaData): string =>
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  `<p:FatturaElettronica xmlns:p="${NAMESPACE}" versione="FPR12">\n` +
  render(header(data), '  ') +
  render(body(data), '  ') +
  '</p:FatturaElettronica>\n';
