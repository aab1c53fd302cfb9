import { LOCAL_SELLER } from '../../../config/invoicing-config';
import type { FatturaData } from '../fattura-xml';
import type { BuyerSnapshot } from '../invoice-record';

/** A lawyer invoiced in their own name, delivered by codice destinatario. */
export const professionista = (overrides: Partial<BuyerSnapshot> = {}): BuyerSnapshot => ({
  kind: 'professionista',
  name: 'Maria',
  surname: 'Rossi',
  codice_fiscale: 'RSSMRA85T10A562S',
  partita_iva: '12345678903',
  indirizzo: 'Corso Italia 10',
  cap: '20122',
  comune: 'Milano',
  provincia: 'MI',
  codiceDestinatario: 'ABC1234',
  ...overrides,
});

export const fatturaData = (overrides: Partial<FatturaData> = {}): FatturaData => ({
  seller: LOCAL_SELLER,
  buyer: professionista(),
  numero: '1/2026',
  progressivoInvio: '1JR9T',
  data: '2026-11-24',
  descrizione: 'Contratto di locazione abitativa',
  priceCents: 1000,
  vatCents: 220,
  totalCents: 1220,
  ...overrides,
});
