import { LOCAL_SELLER } from '../../config/invoicing-config';
import type { BusinessMetric } from '../../ports/metrics';
import type { SdiChannel } from '../../ports/sdi-channel';
import type { InvoiceDeps } from './invoice-deps';
import { waitingInvoice, type InvoiceRecord } from './invoice-record';
import { settleInvoiceOfPayment } from './settle-invoices';

/** Invoicing in memory, its counted metrics recorded, with the SdI channel given. */
const invoicing = (sdi: SdiChannel) => {
  const counted: BusinessMetric[] = [];
  const stored = new Map<string, InvoiceRecord>();
  let last = 0;
  const deps: InvoiceDeps = {
    invoices: {
      findById: async (id) => stored.get(id),
      lastNumber: async () => last,
      async issue(invoice, previous) {
        if (previous !== last) return 'numberTaken';
        last = invoice.number ?? last;
        stored.set(invoice.id, invoice);
        return 'issued';
      },
      claimDelivery: async () => true,
      markSent: async () => undefined,
      listByPeriod: async () => [],
      listByStudio: async () => [],
      waitingOf: async () => [],
      unsent: async () => [],
    },
    billing: {
      find: async () => ({
        kind: 'professionista',
        name: 'Maria',
        surname: 'Rossi',
        codice_fiscale: 'RSSMRA85T10A562S',
        partita_iva: '12345678903',
        indirizzo: 'Corso Italia 10',
        cap: '20122',
        comune: 'Milano',
        provincia: 'MI',
        codice_destinatario: 'ABC1234',
      }),
      save: async () => undefined,
    },
    account: async () => ({ pec: 'maria.rossi@pec.it', name: 'Maria Rossi' }),
    studios: { membershipOf: async () => undefined, billingOf: async () => undefined },
    people: { namesOf: async () => new Map() },
    files: {
      put: async () => undefined,
      putIfAbsent: async () => true,
      has: async () => false,
      get: async () => undefined,
      delete: async () => undefined,
    },
    sdi,
    seller: LOCAL_SELLER,
    clock: { now: () => new Date('2026-11-24T10:00:00.000Z') },
    logger: { log: () => undefined, child: () => deps.logger },
    metrics: { count: (metric) => void counted.push(metric) },
  };
  return { deps, counted };
};

const waiting = waitingInvoice({
  id: 'pay-1',
  userId: 'u-1',
  contractId: 'c-1',
  title: 'Accordo di riservatezza',
  priceCents: 1000,
  totalCents: 1220,
  paidAt: '2026-11-24T09:00:00.000Z',
});

describe('the invoices counted for the alarms and the dashboard', () => {
  it('counts an invoice issued, once, where it is issued', async () => {
    const { deps, counted } = invoicing({ send: async () => 'CONSEGNATA' });

    await settleInvoiceOfPayment(deps, waiting.id, waiting);
    await settleInvoiceOfPayment(deps, waiting.id);

    expect(counted).toEqual(['InvoicesIssued']);
  });

  it('counts an invoice the SdI channel did not take, where sending it fails', async () => {
    const { deps, counted } = invoicing({
      send: async () => {
        throw new Error('PEC server unreachable');
      },
    });

    await settleInvoiceOfPayment(deps, waiting.id, waiting);

    expect(counted).toEqual(['InvoicesIssued', 'InvoicesNotSent']);
  });

  it('counts an invoice that cannot be issued, and leaves it waiting', async () => {
    const { deps, counted } = invoicing({ send: async () => 'CONSEGNATA' });
    const noTopLevelDomain = {
      ...deps,
      account: async () => ({ pec: 'studio.avvocato@pec', name: 'Maria' }),
    };
    const billing = await deps.billing.find('u-1');
    const withoutCode = {
      ...noTopLevelDomain,
      billing: { ...deps.billing, find: async () => ({ ...billing!, codice_destinatario: undefined }) },
    };

    await settleInvoiceOfPayment(withoutCode, waiting.id, waiting);

    expect(counted).toEqual(['InvoicesNotIssued']);
    expect(await deps.invoices.findById(waiting.id)).toBeUndefined();
  });
});
