import { INVOICE_STATUS_LABELS } from '@redigo/shared/domain/invoice';
import {
  codeWithMeaning,
  CONDIZIONI_PAGAMENTO,
  ESIGIBILITA_IVA,
  isRegimeFiscale,
  MODALITA_PAGAMENTO,
  REGIMI_FISCALI,
  SOCIO_UNICO,
  STATO_LIQUIDAZIONE,
  TIPI_DOCUMENTO,
} from '@redigo/shared/tax-codes/index';
import type { Seller, SellerRea } from '../../config/invoicing-config';
import { amountOf, VAT_RATE } from './fattura-xml';
import type { BuyerSnapshot, InvoiceRecord } from './invoice-record';

const euro = (cents: number): string => `${amountOf(cents).replace('.', ',')} EUR`;
const italianDate = (date: string): string => date.split('-').reverse().join('/');
const thousands = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** The codice destinatario a buyer reached by PEC has: seven zeros. */
const BY_PEC = '0000000';

const reaLines = (rea: SellerRea): string[] => [
  [
    `Iscrizione al REA: ${rea.ufficio} ${rea.numero}`,
    ...(rea.capitaleSociale
      ? [`Capitale sociale: ${thousands.format(Number(rea.capitaleSociale))} EUR`]
      : []),
  ].join(' - '),
  [
    ...(rea.socioUnico ? [`Soci: ${codeWithMeaning(SOCIO_UNICO, rea.socioUnico)}`] : []),
    `Stato: ${codeWithMeaning(STATO_LIQUIDAZIONE, rea.statoLiquidazione)}`,
  ].join(' - '),
];

const sellerLines = (seller: Seller): string[] => [
  seller.denominazione,
  `${seller.indirizzo}, ${seller.cap} ${seller.comune} (${seller.provincia}) - IT`,
  `Partita IVA: IT${seller.partitaIva}`,
  ...(seller.codiceFiscale ? [`Codice fiscale: ${seller.codiceFiscale}`] : []),
  `Regime fiscale: ${isRegimeFiscale(seller.regimeFiscale) ? codeWithMeaning(REGIMI_FISCALI, seller.regimeFiscale) : seller.regimeFiscale}`,
  ...(seller.rea ? reaLines(seller.rea) : []),
];

const buyerLines = (buyer: BuyerSnapshot): string[] => [
  buyer.kind === 'studio' ? (buyer.denominazione ?? '') : `${buyer.name ?? ''} ${buyer.surname ?? ''}`,
  `${buyer.indirizzo}, ${buyer.cap} ${buyer.comune} (${buyer.provincia}) - IT`,
  `Partita IVA: IT${buyer.partita_iva}`,
  `Codice fiscale: ${buyer.codice_fiscale}`,
  buyer.codiceDestinatario === BY_PEC
    ? `Codice destinatario: ${BY_PEC} (recapito tramite PEC)`
    : `Codice destinatario: ${buyer.codiceDestinatario}`,
  ...(buyer.pecDestinatario ? [`PEC di recapito: ${buyer.pecDestinatario}`] : []),
];

/** The courtesy copy's text, line by line: every datum of the XML, in Italian. */
const courtesyCopyLines = (invoice: InvoiceRecord, seller: Seller): string[][] => {
  const buyer = invoice.buyer as BuyerSnapshot;
  return [
    [
      `Fattura n. ${invoice.number}/${invoice.year} del ${italianDate(invoice.date)}`,
      `Tipo documento: ${codeWithMeaning(TIPI_DOCUMENTO, 'TD01')} - Formato FPR12 (fattura tra privati) - Valuta EUR`,
      `File: ${invoice.fileName} - Stato: ${INVOICE_STATUS_LABELS[invoice.status]}`,
    ],
    ['Cedente / prestatore', ...sellerLines(seller)],
    ['Cessionario / committente', ...buyerLines(buyer)],
    [
      'Dettaglio',
      `1. ${invoice.title}`,
      `Quantità 1,00 - Prezzo unitario ${euro(invoice.priceCents)} - Prezzo totale ${euro(invoice.priceCents)} - Aliquota IVA ${VAT_RATE.replace('.', ',')}%`,
    ],
    [
      'Riepilogo IVA',
      `Imponibile: ${euro(invoice.priceCents)}`,
      `Imposta: ${euro(invoice.vatCents)} - Aliquota ${VAT_RATE.replace('.', ',')}% - Esigibilità IVA: ${codeWithMeaning(ESIGIBILITA_IVA, 'I')}`,
      `Totale documento: ${euro(invoice.totalCents)}`,
    ],
    [
      'Pagamento',
      `Condizioni: ${codeWithMeaning(CONDIZIONI_PAGAMENTO, 'TP02')} - Modalità: ${codeWithMeaning(MODALITA_PAGAMENTO, 'MP08')}`,
      `Importo pagato: ${euro(invoice.totalCents)} il ${italianDate(invoice.date)}`,
    ],
    [
      'Copia di cortesia: il documento valido ai fini fiscali è il file XML trasmesso al Sistema di Interscambio.',
    ],
  ];
};

const wrap = (text: string, max: number): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
};

/** The courtesy copy as a one-page A4 PDF; pdf-lib is loaded with the first copy made. */
export const renderCourtesyCopy = async (invoice: InvoiceRecord, seller: Seller): Promise<Buffer> => {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Fattura ${invoice.number}/${invoice.year}`);
  pdf.setCreationDate(new Date(invoice.paidAt));
  pdf.setModificationDate(new Date(invoice.paidAt));
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 790;
  for (const [title = '', ...lines] of courtesyCopyLines(invoice, seller)) {
    for (const part of wrap(title, 80)) {
      page.drawText(part, { x: 50, y, size: 12, font: bold, color: rgb(0.11, 0.16, 0.27) });
      y -= 17;
    }
    for (const line of lines.flatMap((text) => wrap(text, 95))) {
      page.drawText(line, { x: 50, y, size: 10, font: regular });
      y -= 14;
    }
    y -= 12;
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
};
